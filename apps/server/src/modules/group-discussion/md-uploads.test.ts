import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { file } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { pngBytes } from '../../../test/fixtures.ts';
import { CALLERS, type Caller, type GroupCast, addGroupCast, splitCallers } from '../group/test-support.ts';

/** Markdown images and attachments uploaded for a group (hoj-api §12): its admins may, naming their group. */

let server: TestServer;
let cast: GroupCast;
let other: GroupCast;
beforeAll(async () => {
  server = await startTestServer();
  cast = await addGroupCast(server, 'gdmd');
  other = await addGroupCast(server, 'gdmdo');
});
afterAll(async () => {
  await server.close();
});

function form(field: string, bytes: Buffer, name: string, gid?: number): FormData {
  const data = new FormData();
  if (gid !== undefined) data.append('gid', String(gid));
  data.append(field, new Blob([new Uint8Array(bytes)]), name);
  return data;
}

const uploadImg = (who: Caller, gid?: number) =>
  server.call('POST', '/api/file/upload-md-img', { token: cast.token(who), form: form('image', pngBytes(), 'a.png', gid) });
const uploadFile = (who: Caller, gid?: number) =>
  server.call('POST', '/api/file/upload-md-file', { token: cast.token(who), form: form('file', Buffer.from('notes'), 'a.txt', gid) });
const files = async () => (await server.ctx.db.select().from(file)).length;

describe('markdown uploads naming a group', () => {
  it("takes an image and a file from the group's admins, kept as the group's; the site's admin roles need no group", async () => {
    const { allowed } = splitCallers(4);
    for (const who of CALLERS) {
      const before = await files();
      const img = await uploadImg(who, cast.gid);
      const att = await uploadFile(who, cast.gid);
      if (allowed.includes(who) || who === 'siteAdmin') {
        expect(img, who).toMatchObject({ http: 200, status: 200 });
        expect(att, who).toMatchObject({ http: 200, status: 200 });
        const [row] = await server.ctx.db.select().from(file).where(eq(file.id, img.data.fileId));
        // The site's roles upload by their own right; a group admin's file is the group's.
        expect(row, who).toMatchObject({
          uid: cast[who as Exclude<Caller, 'anonymous'>].uid,
          gid: who === 'siteAdmin' || who === 'superAdmin' ? null : cast.gid,
        });
        expect(await files()).toBe(before + 2);
      } else {
        expect(img, who).toMatchObject({ http: who === 'anonymous' ? 401 : 403 });
        expect(att, who).toMatchObject({ http: who === 'anonymous' ? 401 : 403 });
        expect(await files()).toBe(before);
      }
    }
  });

  it('refuses a group admin naming another group, or none, or a group that does not exist', async () => {
    const before = await files();
    for (const gid of [other.gid, undefined, 99_999]) {
      expect(await uploadImg('groupAdmin', gid), String(gid)).toMatchObject({ http: 403 });
      expect(await uploadFile('groupAdmin', gid), String(gid)).toMatchObject({ http: 403 });
    }
    expect(await files()).toBe(before);
  });

  it("lets the group's admins take down the group's images, not another group's admins nor its members", async () => {
    const uploaded = await uploadImg('groupRoot', cast.gid);
    const fileId = uploaded.data.fileId as number;
    const del = (token: string | null) => server.call('GET', '/api/file/delete-md-img', { token, query: { fileId } });
    const gone = async () => (await server.ctx.db.select().from(file).where(eq(file.id, fileId)))[0]!.delete;
    expect(await del(cast.token('member'))).toMatchObject({ status: 403 });
    expect(await del(other.token('groupAdmin'))).toMatchObject({ status: 403 });
    expect(await del(cast.token('siteAdmin'))).toMatchObject({ status: 403 });
    expect(await gone()).toBe(false);
    expect(await del(cast.token('groupAdmin'))).toMatchObject({ status: 200 });
    expect(await gone()).toBe(true);
  });
});
