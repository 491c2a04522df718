/**
 * Prints the Debian packages a judge host needs: the sandbox helper's build tools and every
 * language installed by default (from the judge's language table). Used by ensure-system-packages.sh.
 */
import { DEFAULT_LANGUAGES } from '../apps/judge/src/languages/index.ts';

const sandbox = ['gcc', 'libc6-dev', 'libseccomp-dev'];
const languages = DEFAULT_LANGUAGES.flatMap((l) => l.debianPackages);
console.log([...new Set([...sandbox, ...languages])].join(' '));
