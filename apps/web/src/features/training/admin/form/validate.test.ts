import { describe, expect, it } from 'vitest';
import { newTrainingForm, type TrainingForm } from './model.ts';
import { validateTrainingForm } from './validate.ts';

const good: TrainingForm = { ...newTrainingForm(), title: 'Graphs', description: 'Shortest paths', categoryId: 3 };
const rules = (form: TrainingForm) => validateTrainingForm(form).map((i) => `${i.field}:${i.rule}`);

describe('validateTrainingForm (spec part 3 §5 Training form, §9)', () => {
  it('accepts a complete form', () => {
    expect(validateTrainingForm(good)).toEqual([]);
    expect(validateTrainingForm({ ...good, auth: 'Private', privatePwd: 'pw' })).toEqual([]);
    expect(validateTrainingForm({ ...good, rank: 0 })).toEqual([]);
    expect(validateTrainingForm({ ...good, rank: 2147483647 })).toEqual([]);
  });

  it('names every missing field in the spec order: order number, title, description, category, password', () => {
    expect(rules({ ...newTrainingForm(), rank: null, auth: 'Private' })).toEqual([
      'rank:rankRequired',
      'title:titleRequired',
      'description:descriptionRequired',
      'categoryId:categoryRequired',
      'privatePwd:passwordRequired',
    ]);
  });

  it('keeps the order number a whole number from 0 to 2147483647', () => {
    for (const rank of [-1, 1.5, 2147483648]) expect(rules({ ...good, rank })).toEqual(['rank:rankRange']);
  });

  it('takes blank texts as missing and long ones as too long', () => {
    expect(rules({ ...good, title: '   ', description: ' \n ' })).toEqual(['title:titleRequired', 'description:descriptionRequired']);
    expect(rules({ ...good, title: 'x'.repeat(256) })).toEqual(['title:titleMax']);
    expect(rules({ ...good, description: 'x'.repeat(65_536) })).toEqual(['description:descriptionMax']);
    expect(rules({ ...good, auth: 'Private', privatePwd: 'x'.repeat(256) })).toEqual(['privatePwd:passwordMax']);
  });

  it('asks no password of a public training', () => {
    expect(validateTrainingForm({ ...good, auth: 'Public', privatePwd: '' })).toEqual([]);
  });
});
