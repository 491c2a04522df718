import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { file } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { everyRole, pngBytes, type RoleCast } from '../../../test/fixtures.ts';

let server: TestServer;
let cast: RoleCast;
beforeAll(async () => {
  server = await startTestServer();
  cast = await everyRole(server, 'md');
});
afterAll(async () => {
  await server.close();
});

const IMG = '/api/file/upload-md-img';
const FILE = '/api/file/upload-md-file';
const DELETE = '/api/file/delete-md-img';
const IMG_LINK = /^\/api\/public\/img\/[0-9a-f]{32}\.(png|gif|jpg|webp)$/;

function form(bytes: Buffer, filename: string, field: string, extra: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(extra)) data.append(k, v);
  data.append(field, new Blob([new Uint8Array(bytes)]), filename);
  return data;
}

const uploadImg = (token: string | null, bytes = pngBytes(), name = 'a.png', extra: Record<string, string> = {}) =>
  server.call('POST', IMG, { token, form: form(bytes, name, 'image', extra) });
const uploadFile = (token: string | null, bytes: Buffer, name: string) =>
  server.call('POST', FILE, { token, form: form(bytes, name, 'file') });

async function fileCount(): Promise<number> {
  return (await server.ctx.db.select().from(file)).length;
}

describe('who may upload for markdown', () => {
  it('root, admin and problem admin may upload an image; the link serves it', async () => {
    for (const token of [cast.root, cast.admin.token, cast.problemAdmin.token]) {
      const res = await uploadImg(token);
      expect(res).toMatchObject({ http: 200, status: 200 });
      expect(res.data.link).toMatch(IMG_LINK);
      expect(res.data.fileId).toBeGreaterThan(0);
      const served = await fetch(`${server.url}${res.data.link}`);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(pngBytes())).toBe(true);
    }
  });

  it('a student is refused with HTTP 403 (also when naming a group), anonymous with HTTP 401; nothing is kept', async () => {
    const before = await fileCount();
    for (const call of [
      () => uploadImg(cast.student.token),
      () => uploadImg(cast.student.token, pngBytes(), 'a.png', { gid: '1' }),
      () => uploadFile(cast.student.token, Buffer.from('x'), 'a.txt'),
    ]) {
      expect((await call()).http).toBe(403);
    }
    expect((await uploadImg(null)).http).toBe(401);
    expect((await uploadFile(null, Buffer.from('x'), 'a.txt')).http).toBe(401);
    expect(await fileCount()).toBe(before);
  });

  it('an admin naming a group may upload without being one of its admins', async () => {
    const res = await uploadImg(cast.admin.token, pngBytes(), 'g.png', { gid: '7' });
    expect(res.status).toBe(200);
  });
});

describe('POST /api/file/upload-md-img checks the image by its bytes', () => {
  it('takes a PNG named .gif and stores it as the PNG it is', async () => {
    const res = await uploadImg(cast.admin.token, pngBytes(), 'pic.gif');
    expect(res.status).toBe(200);
    expect(res.data.link.endsWith('.png')).toBe(true);
  });

  const refusals: [string, () => [Buffer, string], string][] = [
    ['HTML named .png', () => [Buffer.from('<html><script>alert(1)</script></html>'), 'x.png'], 'File type not supported'],
    ['an SVG', () => [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'x.svg'], 'File type not supported'],
    ['a BMP (not one of the types)', () => [Buffer.concat([Buffer.from('BM'), Buffer.alloc(40)]), 'x.png'], 'File type not supported'],
    ['a PNG named .txt', () => [pngBytes(), 'x.txt'], 'File type not supported'],
    [
      'an image of 4 MB and one byte',
      () => [Buffer.concat([pngBytes(), Buffer.alloc(4 * 1024 * 1024 + 1 - pngBytes().length)]), 'big.png'],
      'File size exceeded',
    ],
  ];
  for (const [what, make, msg] of refusals) {
    it(`refuses ${what}`, async () => {
      const before = await fileCount();
      const [bytes, name] = make();
      const res = await uploadImg(cast.root, bytes, name);
      expect(res).toMatchObject({ http: 200, status: 400, msg });
      expect(await fileCount()).toBe(before);
    });
  }

  it('takes exactly 4 MB', async () => {
    const png = pngBytes();
    const res = await uploadImg(cast.root, Buffer.concat([png, Buffer.alloc(4 * 1024 * 1024 - png.length)]));
    expect(res.status).toBe(200);
  });
});

describe('GET /api/file/delete-md-img', () => {
  async function imageBy(token: string): Promise<{ fileId: number; link: string }> {
    return (await uploadImg(token)).data;
  }
  const del = (token: string | null, fileId: number | string) => server.call('GET', DELETE, { token, query: { fileId } });

  it('its uploader may delete it; the link stops serving', async () => {
    const { fileId, link } = await imageBy(cast.admin.token);
    expect(await del(cast.admin.token, fileId)).toMatchObject({ http: 200, status: 200, data: null });
    expect((await fetch(`${server.url}${link}`)).status).toBe(404);
    expect((await del(cast.admin.token, fileId)).status).toBe(404);
  });

  it('root and a problem admin may delete anyone’s', async () => {
    for (const token of [cast.root, cast.problemAdmin.token]) {
      const { fileId } = await imageBy(cast.admin.token);
      expect((await del(token, fileId)).status).toBe(200);
    }
  });

  it('an admin may not delete another’s image, nor may a student; anonymous is HTTP 401', async () => {
    const { fileId, link } = await imageBy(cast.problemAdmin.token);
    expect(await del(cast.admin.token, fileId)).toMatchObject({ status: 403 });
    expect(await del(cast.student.token, fileId)).toMatchObject({ status: 403 });
    expect((await del(null, fileId)).http).toBe(401);
    expect((await fetch(`${server.url}${link}`)).status).toBe(200);
  });

  it('deletes only markdown images: an attachment, an avatar or an unknown id does not exist', async () => {
    const attachment = await uploadFile(cast.root, Buffer.from('data'), 'a.txt');
    const [row] = await server.ctx.db
      .select({ id: file.id })
      .from(file)
      .where(eq(file.name, attachment.data.link.split('/').pop()));
    expect(await del(cast.root, row!.id)).toMatchObject({ status: 404, msg: 'The file does not exist' });
    const avatar = await server.call('POST', '/api/file/upload-avatar', {
      token: cast.student.token,
      form: form(pngBytes(), 'me.png', 'image'),
    });
    const [av] = await server.ctx.db
      .select({ id: file.id })
      .from(file)
      .where(eq(file.name, avatar.data.avatar.split('/').pop()));
    expect((await del(cast.root, av!.id)).status).toBe(404);
    expect((await fetch(`${server.url}${avatar.data.avatar}`)).status).toBe(200);
    expect((await del(cast.root, 999999)).status).toBe(404);
    expect((await del(cast.root, 'abc')).http).toBe(400);
  });
});

describe('POST /api/file/upload-md-file and GET /api/public/file/:name', () => {
  it('takes any file and serves it back as a download that no browser renders', async () => {
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const res = await uploadFile(cast.problemAdmin.token, html, 'page.html');
    expect(res).toMatchObject({ http: 200, status: 200 });
    expect(res.data.link).toMatch(/^\/api\/public\/file\/[0-9a-f]{32}\.html$/);
    const served = await fetch(`${server.url}${res.data.link}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment;filename=[0-9a-f]{32}\.html$/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await served.arrayBuffer()).equals(html)).toBe(true);
  });

  it('keeps a strange extension out of the name', async () => {
    const res = await uploadFile(cast.root, Buffer.from('x'), 'evil.h"t<m>l');
    expect(res.data.link).toMatch(/^\/api\/public\/file\/[0-9a-f]{32}$/);
    expect((await fetch(`${server.url}${res.data.link}`)).status).toBe(200);
  });

  it('an attachment is not served as an image, nor an image as an attachment', async () => {
    const attachment = await uploadFile(cast.root, pngBytes(), 'a.png');
    const name = attachment.data.link.split('/').pop();
    expect((await fetch(`${server.url}/api/public/img/${name}`)).status).toBe(404);
    const image = await uploadImg(cast.root);
    const imgName = image.data.link.split('/').pop();
    expect((await fetch(`${server.url}/api/public/file/${imgName}`)).status).toBe(404);
  });

  it('refuses an empty file, the wrong field and a file of 128 MB, keeping nothing', async () => {
    const before = await fileCount();
    expect(await uploadFile(cast.root, Buffer.alloc(0), 'empty.txt')).toMatchObject({ status: 400, msg: 'Please choose a file to upload' });
    expect(await server.call('POST', FILE, { token: cast.root, form: form(Buffer.from('x'), 'a.txt', 'image') })).toMatchObject({
      status: 400,
      msg: 'Please choose a file to upload',
    });
    const big = await uploadFile(cast.root, Buffer.alloc(128 * 1024 * 1024), 'big.bin');
    expect(big).toMatchObject({ status: 400, msg: 'File size exceeded' });
    expect(await fileCount()).toBe(before);
  }, 60_000);
});
