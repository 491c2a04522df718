import { Agent, request as httpRequest } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { file } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, pngBytes, userRow, type TestUser } from '../../../test/fixtures.ts';

let server: TestServer;
let user: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  user = await addUser(server, 'avatar-user');
});
afterAll(async () => {
  await server.close();
});

const AVATAR_URL = /^\/api\/public\/img\/[0-9a-f]{32}\.(png|gif|jpg|bmp|webp)$/;

function form(bytes: Buffer, filename: string, field = 'image', type = 'application/octet-stream'): FormData {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return data;
}

function upload(data: FormData, token: string | null = user.token) {
  return server.call('POST', '/api/file/upload-avatar', { token, form: data });
}

async function fetchBytes(path: string): Promise<{ status: number; type: string | null; bytes: Buffer; headers: Headers }> {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()), headers: res.headers };
}

describe('POST /api/file/upload-avatar', () => {
  it('needs a token (HTTP 401)', async () => {
    const res = await upload(form(pngBytes(), 'me.png'), null);
    expect(res.http).toBe(401);
    expect(res.msg).toBe('Please login first');
  });

  it('stores a real PNG, sets it as the avatar and serves it back with image/png', async () => {
    const png = pngBytes(8, 8, [10, 200, 30]);
    const res = await upload(form(png, 'me.png', 'image', 'image/png'));
    expect(res).toMatchObject({ http: 200, status: 200, msg: 'Update Successfully' });
    expect(res.data).toMatchObject({
      uid: user.uid,
      username: 'avatar-user',
      email: 'avatar-user@school.test',
      roleList: ['default_user'],
    });
    expect(res.data.avatar).toMatch(AVATAR_URL);
    expect(res.data.avatar.endsWith('.png')).toBe(true);
    expect((await userRow(server, user.uid)).avatar).toBe(res.data.avatar);

    const served = await fetchBytes(res.data.avatar);
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/png');
    expect(served.bytes.equals(png)).toBe(true);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    const home = await server.call('GET', '/api/get-user-home-info', { query: { uid: user.uid } });
    expect(home.data.avatar).toBe(res.data.avatar);
  });

  it('a new upload replaces the avatar under a new name and marks the old file', async () => {
    const before = (await userRow(server, user.uid)).avatar!;
    const res = await upload(form(pngBytes(6, 6, [0, 0, 255]), 'next.PNG'));
    expect(res.status).toBe(200);
    expect(res.data.avatar).toMatch(AVATAR_URL);
    expect(res.data.avatar).not.toBe(before);
    const live = await server.ctx.db
      .select()
      .from(file)
      .where(and(eq(file.uid, user.uid), eq(file.type, 'avatar'), eq(file.delete, false)));
    expect(live.map((f) => `/api/public/img/${f.name}`)).toEqual([res.data.avatar]);
  });

  it('names the file after what the bytes are, not what the name says', async () => {
    const res = await upload(form(pngBytes(), 'photo.jpg'));
    expect(res.status).toBe(200);
    expect(res.data.avatar.endsWith('.png')).toBe(true);
    expect((await fetchBytes(res.data.avatar)).type).toBe('image/png');
  });

  it('accepts a GIF and serves it as image/gif', async () => {
    // The smallest valid GIF: one transparent pixel.
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const res = await upload(form(gif, 'dot.gif'));
    expect(res.status).toBe(200);
    expect(res.data.avatar.endsWith('.gif')).toBe(true);
    const served = await fetchBytes(res.data.avatar);
    expect(served.type).toBe('image/gif');
    expect(served.bytes.equals(gif)).toBe(true);
  });

  describe('refusals change nothing', () => {
    let current: string;
    beforeAll(async () => {
      current = (await userRow(server, user.uid)).avatar!;
    });

    const refusals: [string, () => FormData, string][] = [
      [
        'a .txt file',
        () => form(Buffer.from('just some text, not an image'), 'notes.txt', 'image', 'text/plain'),
        'File type not supported',
      ],
      ['a file without an extension', () => form(pngBytes(), 'avatar'), 'File type not supported'],
      ['an .svg file', () => form(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg'), 'File type not supported'],
      [
        'a .png name on bytes that are not an image',
        () => form(Buffer.from('this is plain text pretending to be a png'), 'fake.png'),
        'File type not supported',
      ],
      [
        'a .png of 2 MB and one byte',
        () => form(Buffer.concat([pngBytes(), Buffer.alloc(2 * 1024 * 1024 + 1 - pngBytes().length)]), 'big.png'),
        'File size exceeded',
      ],
      ['a file under another field name', () => form(pngBytes(), 'me.png', 'file'), 'Please choose a file to upload'],
    ];
    for (const [name, make, msg] of refusals) {
      it(`refuses ${name}`, async () => {
        const files = await server.ctx.db.select().from(file);
        const res = await upload(make());
        expect(res.http).toBe(200);
        expect(res).toMatchObject({ status: 400, msg, data: null });
        expect((await userRow(server, user.uid)).avatar).toBe(current);
        expect(await server.ctx.db.select().from(file)).toHaveLength(files.length);
      });
    }

    it('accepts exactly 2 MB', async () => {
      const png = pngBytes();
      const exact = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 - png.length)]);
      const res = await upload(form(exact, 'exact.png'));
      expect(res.status).toBe(200);
      current = res.data.avatar;
      expect((await fetchBytes(current)).bytes.length).toBe(2 * 1024 * 1024);
    });

    it('refuses a broken multipart body with HTTP 400', async () => {
      for (const type of ['multipart/form-data; boundary=abc', 'multipart/form-data']) {
        const res = await server.call('POST', '/api/file/upload-avatar', {
          token: user.token,
          body: 'x',
          headers: { 'content-type': type },
        });
        expect(res.http).toBe(400);
        expect(res).toMatchObject({ status: 400, msg: 'Failed to parse parameter format!' });
      }
      expect((await userRow(server, user.uid)).avatar).toBe(current);
    });

    it('reads a refused upload to its end, so the client is not left hanging', async () => {
      // 20 MB under the wrong field name: more than the sockets can buffer if the server stops reading.
      const encoded = new Response(form(Buffer.alloc(20 * 1024 * 1024, 1), 'big.png', 'file'));
      const body = Buffer.from(await encoded.arrayBuffer());
      const { port } = new URL(server.url);
      // Keep-alive, as browsers do: the server must read the rest of the body to reuse the connection.
      const agent = new Agent({ keepAlive: true });
      const outcome = await new Promise<{ sent: boolean; status: number; text: string }>((resolve, reject) => {
        let sent = false;
        let answer: { status: number; text: string } | null = null;
        const done = () => sent && answer && resolve({ sent, ...answer });
        const timer = setTimeout(() => resolve({ sent, status: answer?.status ?? 0, text: answer?.text ?? '' }), 5_000);
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/file/upload-avatar',
            agent,
            headers: { authorization: user.token, 'content-type': encoded.headers.get('content-type')!, 'content-length': body.length },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              answer = { status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() };
              done();
            });
          },
        );
        req.on('error', reject);
        req.on('finish', () => {
          sent = true;
          done();
        });
        req.end(body);
        req.on('close', () => clearTimeout(timer));
      });
      agent.destroy();
      expect(outcome.status).toBe(200);
      expect(JSON.parse(outcome.text)).toMatchObject({ status: 400, msg: 'Please choose a file to upload' });
      expect(outcome.sent).toBe(true);
    });

    it('refuses a request that is not multipart with HTTP 400', async () => {
      const res = await server.call('POST', '/api/file/upload-avatar', { token: user.token, body: { image: 'x' } });
      expect(res.http).toBe(400);
      expect(res.msg).toBe('Please choose a file to upload');
      expect((await userRow(server, user.uid)).avatar).toBe(current);
    });
  });
});

describe('GET /api/public/img/:name', () => {
  it('is HTTP 404 with an envelope for an unknown name', async () => {
    const res = await server.call('GET', '/api/public/img/0123456789abcdef0123456789abcdef.png');
    expect(res.http).toBe(404);
    expect(res).toMatchObject({ status: 404, msg: 'Not Found' });
  });

  it('serves without a token and lets browsers keep the image', async () => {
    const res = await upload(form(pngBytes(3, 3), 'c.png'));
    const served = await fetchBytes(res.data.avatar);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toContain('immutable');
  });
});
