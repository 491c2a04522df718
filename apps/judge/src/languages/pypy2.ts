import { PY_ENV, pyCheck, scripted } from './script.ts';

/** PyPy for Python 2.7: Debian 12 has no package, so it is not installed by default. */
export const PYPY2 = scripted('PyPy2', '/usr/bin/pypy', { compile: pyCheck('/usr/bin/pypy'), env: PY_ENV, debianPackages: [] });
