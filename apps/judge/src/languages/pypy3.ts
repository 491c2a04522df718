import { PY_ENV, pyCheck, scripted } from './script.ts';

/** PyPy 7.3 (Python 3.9). */
export const PYPY3 = scripted('PyPy3', '/usr/bin/pypy3', { compile: pyCheck('/usr/bin/pypy3'), env: PY_ENV, debianPackages: ['pypy3'] });
