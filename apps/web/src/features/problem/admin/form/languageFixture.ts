import type { Language } from '@arbiter/contract';

/** A language row for the form's tests: only the id and the name matter to the form. */
export const lang = (id: number, name = `L${id}`): Language => ({
  id,
  name,
  contentType: null,
  description: null,
  compileCommand: null,
  template: null,
  codeTemplate: null,
  isSpj: false,
  oj: 'ME',
  seq: id,
  gmtCreate: '',
  gmtModified: '',
});
