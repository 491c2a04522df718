import { scripted } from './script.ts';

/** The V8 d8 shell: Debian 12 has no package, so it is not installed by default. */
export const V8 = scripted('JavaScript V8', '/usr/bin/d8');
