import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { userInfo } from '../apps/server/src/db/schema.ts';
import { hashPassword } from '../apps/server/src/modules/account/password.ts';
import { fillBank } from './bank-fill.ts';
import { fillRunningContest } from './contest-fill.ts';
const url = process.env.URL;
const database = await openDatabase(url ? { url } : { dataDir: join(process.argv[2]!, 'db') });
await database.migrate();
await fillBank(database.db, { problems: 1000, users: 2000, judges: 50000 });
console.log(await fillRunningContest(database.db, { participants: 300, problems: 10, perUser: 20 }));
await database.db
  .update(userInfo)
  .set({ password: await hashPassword('bench-student-pass') })
  .where(eq(userInfo.username, 'student1'));
if (!url) await database.maintain();
await database.close();
