import { scripted } from './script.ts';

/** Node.js: the source runs as it is (a syntax error is a Runtime Error). */
export const NODE = scripted('JavaScript Node', '/usr/bin/node', { debianPackages: ['nodejs'] });
