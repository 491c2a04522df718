import { scripted } from './script.ts';

/** Ruby 3.1: the source runs as it is. */
export const RUBY = scripted('Ruby', '/usr/bin/ruby', { debianPackages: ['ruby'] });
