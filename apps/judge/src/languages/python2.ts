import { PY_ENV, pyCheck, scripted } from './script.ts';

/** Python 2.7: Debian 12 has no package, so it is not installed by default. */
export const PYTHON2 = scripted('Python2', '/usr/bin/python2', { compile: pyCheck('/usr/bin/python2'), env: PY_ENV, debianPackages: [] });
