/**
 * Prints the Debian packages a judge host needs: the sandbox helper's build tools and every
 * language offered by default (from the shared language table). Used by ensure-system-packages.sh.
 */
import { LANGUAGES } from '../packages/contract/src/language.ts';

const sandbox = ['gcc', 'libc6-dev', 'libseccomp-dev'];
const languages = LANGUAGES.filter((l) => l.offered).flatMap((l) => l.debianPackages);
console.log([...new Set([...sandbox, ...languages])].join(' '));
