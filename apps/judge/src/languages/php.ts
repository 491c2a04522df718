import { scripted } from './script.ts';

/** PHP 8.2's command line: the source runs as it is. */
export const PHP = scripted('PHP', '/usr/bin/php', { debianPackages: ['php-cli'], extraReadonlyPaths: ['/etc/php', '/etc/alternatives'] });
