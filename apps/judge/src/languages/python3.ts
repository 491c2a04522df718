import { PY_ENV, pyCheck, scripted } from './script.ts';

/** Python 3.11. */
export const PYTHON3 = scripted('Python3', '/usr/bin/python3', {
  compile: pyCheck('/usr/bin/python3'),
  env: PY_ENV,
  debianPackages: ['python3'],
});
