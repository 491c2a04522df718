import { ACCOUNT_POOL, REMOTE_OJS } from '@arbiter/contract';
import { ADAPTERS } from '@arbiter/remote-judge';
import type { Db } from '../../db/client.ts';
import { seedLanguages } from '../problem-admin/languages.ts';

/**
 * The remote judges' languages as `language` rows (oj = the judge's key; Gym shares Codeforces'
 * rows, as in hoj), from each adapter's table: a remote problem offers its judge's rows.
 */
export async function seedRemoteLanguages(db: Db): Promise<void> {
  for (const key of REMOTE_OJS) {
    if (ACCOUNT_POOL[key] !== key) continue;
    await seedLanguages(
      db,
      ADAPTERS[key].languages.map((l) => ({
        name: l.name,
        description: l.name,
        contentType: l.contentType,
        compileCommand: '',
        template: '',
        codeTemplate: '',
        isSpj: false,
        oj: key,
      })),
      0,
    );
  }
}
