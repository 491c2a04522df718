import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { everyRole, pngBytes, type TestUser } from '../../../test/fixtures.ts';
import { SmtpSink } from '../../../test/smtp-sink.ts';

let server: TestServer;
let root: string;
let admin: TestUser;
let problemAdmin: TestUser;
let student: TestUser;

const C = '/api/admin/config';
const UPLOAD = '/api/file/upload-carouse-img';

beforeAll(async () => {
  server = await startTestServer();
  ({ root, admin, problemAdmin, student } = await everyRole(server, 'cf'));
});
afterAll(async () => {
  await server.close();
});

function imageForm(bytes: Buffer, filename: string, field = 'file'): FormData {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(bytes)]), filename);
  return data;
}
const upload = (bytes: Buffer, filename: string, token: string | null = root, field = 'file') =>
  server.call('POST', UPLOAD, { token, form: imageForm(bytes, filename, field) });
const carousel = async () => (await server.call('GET', '/api/home-carousel')).data as { id: number; url: string }[];
const siteConfig = async () => (await server.call('GET', '/api/get-website-config')).data as Record<string, unknown>;
const webConfig = async () => (await server.call('GET', `${C}/get-web-config`, { token: root })).data as Record<string, unknown>;
const setWeb = (body: unknown) => server.call('PUT', `${C}/set-web-config`, { token: root, body });
const emailConfig = async () => (await server.call('GET', `${C}/get-email-config`, { token: root })).data as Record<string, unknown>;
const setEmail = (body: unknown) => server.call('PUT', `${C}/set-email-config`, { token: root, body });
const testEmail = (email: string) => server.call('POST', `${C}/test-email`, { token: root, body: { email } });

/** A port nothing listens on: bound and released. */
async function deadPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('who may use the site settings', () => {
  const calls: [string, string, Record<string, unknown>][] = [
    ['GET', `${C}/get-web-config`, {}],
    ['POST', `${C}/get-web-config`, {}],
    ['PUT', `${C}/set-web-config`, { body: { name: 'Taken over' } }],
    ['GET', `${C}/get-email-config`, {}],
    ['POST', `${C}/get-email-config`, {}],
    ['PUT', `${C}/set-email-config`, { body: { emailHost: 'evil.test' } }],
    ['POST', `${C}/test-email`, { body: { email: 'someone@school.test' } }],
    ['GET', `${C}/get-db-and-redis-config`, {}],
    ['POST', `${C}/get-db-and-redis-config`, {}],
    ['PUT', `${C}/set-db-and-redis-config`, { body: {} }],
    ['DELETE', `${C}/home-carousel`, { query: { id: 1 } }],
  ];
  // Root's own successes are the subject of the describes below.
  it.each(calls)('%s %s is for super admins only', async (method, path, opts) => {
    expect((await server.call(method, path, { ...opts, token: null })).http).toBe(401);
    for (const user of [student, problemAdmin, admin]) {
      const res = await server.call(method, path, { ...opts, token: user.token });
      expect(res.http, user.username).toBe(403);
    }
  });

  it('the carousel upload is for super admins only, and a refused upload stores nothing', async () => {
    const before = await carousel();
    expect((await upload(pngBytes(), 'a.png', null)).http).toBe(401);
    for (const user of [student, problemAdmin, admin]) expect((await upload(pngBytes(), 'a.png', user.token)).http).toBe(403);
    expect(await carousel()).toEqual(before);
    expect((await webConfig()).name).toBe('Arbiter Online Judge');
    expect((await emailConfig()).emailHost).toBe('127.0.0.1');
  });
});

describe('web config', () => {
  it('answers the defaults, with a CSP-J countdown on the next September 15', async () => {
    const res = await server.call('POST', `${C}/get-web-config`, { token: root });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ name: 'Arbiter Online Judge', shortName: 'Arbiter', register: true, examName: 'CSP-J' });
    expect(res.data.examDate).toMatch(/^\d{4}-09-15$/);
    expect(res.data.examDate >= new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it('saves every field and the home page reads them back', async () => {
    const body = {
      baseUrl: 'https://oj.school.test',
      name: 'School Judge',
      shortName: 'SJ',
      description: 'Practice here',
      register: true,
      recordName: 'ICP 123',
      recordUrl: 'https://beian.test',
      projectName: 'Arbiter',
      projectUrl: 'https://project.test/arbiter',
      quoteUrl: 'https://quotes.test/api',
      qrCodeUrl: '/api/public/img/qr.png',
      examName: 'CSP-S',
      examDate: '2027-09-18',
    };
    expect(await setWeb(body)).toMatchObject({ status: 200, msg: 'Update Successfully' });
    expect(await webConfig()).toEqual(body);
    expect(await siteConfig()).toMatchObject(body);
  });

  it('keeps hoj fields sent blank or left out, and hides the countdown and quote when those are blank', async () => {
    const res = await setWeb({ name: '', shortName: '  ', description: null, recordUrl: '', examName: '', examDate: '', quoteUrl: '' });
    expect(res.status).toBe(200);
    expect(await siteConfig()).toMatchObject({
      name: 'School Judge',
      shortName: 'SJ',
      description: 'Practice here',
      recordUrl: 'https://beian.test',
      examName: 'CSP-S',
      examDate: '',
      quoteUrl: '',
    });
  });

  it('refuses bad values and changes nothing', async () => {
    const before = await webConfig();
    for (const body of [
      { baseUrl: 'oj.school.test' },
      { projectUrl: 'javascript:alert(1)' },
      { qrCodeUrl: 'data:image/png;base64,AAAA' },
      { name: 'x'.repeat(101) },
      { shortName: 'x'.repeat(51) },
      { description: 'x'.repeat(501) },
      { register: 'no' },
      { examDate: '2027-02-30' },
      { examDate: '15/09/2027' },
      { examName: 42 },
    ]) {
      const res = await setWeb({ name: 'Changed', ...body });
      expect(res.http, JSON.stringify(body)).toBe(400);
    }
    expect(await webConfig()).toEqual(before);
  });

  it('speaks Chinese when asked', async () => {
    const res = await server.call('PUT', `${C}/set-web-config`, {
      token: root,
      body: { examDate: 'soon' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(res.msg).toContain('考试日期必须是 YYYY-MM-DD 格式的日期');
  });

  it('closing registration refuses the code mail and the registration itself', async () => {
    await setWeb({ register: false });
    try {
      expect((await siteConfig()).register).toBe(false);
      const code = await server.call('GET', '/api/get-register-code', { query: { email: 'newbie@school.test' } });
      expect(code).toMatchObject({ status: 401, msg: 'Registration is closed by the administrator' });
      const reg = await server.call('POST', '/api/register', {
        body: { username: 'newbie', password: 'password1', email: 'newbie@school.test', code: '123456' },
      });
      expect(reg).toMatchObject({ status: 401, msg: 'Registration is closed by the administrator' });
    } finally {
      await setWeb({ register: true });
    }
    const code = await server.call('GET', '/api/get-register-code', { query: { email: 'newbie@school.test' } });
    expect(code.status).toBe(200);
  });
});

describe('mail config', () => {
  it('shows the environment settings with the password left out', async () => {
    const res = await server.call('POST', `${C}/get-email-config`, { token: root });
    expect(res.data).toEqual({
      emailHost: '127.0.0.1',
      emailPassword: '',
      emailPort: server.smtp.port,
      emailUsername: 'judge@arbiter.test',
      emailBGImg: '',
      emailSsl: false,
      emailPasswordSet: true,
    });
  });

  it('sends a test mail with the settings in force and reports the server answer', async () => {
    const res = await testEmail('checker@school.test');
    expect(res).toMatchObject({ status: 200, msg: 'The test mail was sent' });
    expect(res.data).toMatch(/^250 /);
    const mail = await server.smtp.latestTo('checker@school.test');
    expect(mail.subject).toContain('test mail');
  });

  it('saves new settings that count at the next send, keeping the password when it is sent blank', async () => {
    const other = new SmtpSink();
    const port = await other.start();
    try {
      const res = await setEmail({
        emailHost: '127.0.0.1',
        emailPort: port,
        emailUsername: 'mailer@school.test',
        emailPassword: '',
        emailBGImg: '/api/public/img/banner.png',
        emailSsl: false,
      });
      expect(res).toMatchObject({ status: 200, msg: 'Update Successfully' });
      expect(await emailConfig()).toEqual({
        emailHost: '127.0.0.1',
        emailPassword: '',
        emailPort: port,
        emailUsername: 'mailer@school.test',
        emailBGImg: '/api/public/img/banner.png',
        emailSsl: false,
        emailPasswordSet: true,
      });
      expect((await server.ctx.site.smtp())?.pass).toBe('x');
      expect((await siteConfig()).email).toBe('mailer@school.test');

      expect((await testEmail('second@school.test')).data).toMatch(/^250 /);
      expect((await other.latestTo('second@school.test')).subject).toContain('test mail');
      expect(server.smtp.mails.some((m) => m.to.includes('second@school.test'))).toBe(false);

      await setEmail({ emailPassword: 'new-secret' });
      expect((await server.ctx.site.smtp())?.pass).toBe('new-secret');
      expect((await emailConfig()).emailPassword).toBe('');
    } finally {
      await setEmail({ emailPort: server.smtp.port, emailUsername: 'judge@arbiter.test', emailPassword: 'x' });
      await other.close();
    }
  });

  it('reports a mail server that does not answer', async () => {
    await setEmail({ emailPort: await deadPort() });
    try {
      const res = await testEmail('nobody@school.test');
      expect(res.status).toBe(500);
      expect(res.msg).toMatch(/^The test mail could not be sent: .*ECONNREFUSED/);
    } finally {
      await setEmail({ emailPort: server.smtp.port });
    }
  });

  it('refuses bad values and changes nothing', async () => {
    const before = await emailConfig();
    for (const body of [{ emailPort: 0 }, { emailPort: 70_000 }, { emailPort: 'abc' }, { emailSsl: 'yes' }, { emailBGImg: 'ftp://x' }]) {
      expect((await setEmail({ emailHost: 'changed.test', ...body })).http, JSON.stringify(body)).toBe(400);
    }
    expect((await testEmail('not an address')).http).toBe(400);
    expect(await emailConfig()).toEqual(before);
  });
});

describe('database and cache config', () => {
  it('shows the database in use (embedded or the PostgreSQL server) and no password, and refuses every change', async () => {
    const res = await server.call('GET', `${C}/get-db-and-redis-config`, { token: root });
    const url = server.ctx.config.databaseUrl;
    expect(res.data).toMatchObject({ dbHost: url ? new URL(url).hostname : 'embedded', dbPassword: '', redisPassword: '' });
    const put = await server.call('PUT', `${C}/set-db-and-redis-config`, {
      token: root,
      body: { dbHost: 'elsewhere.test', dbPassword: 'x' },
    });
    expect(put).toMatchObject({
      status: 400,
      msg: 'Database and cache settings come from the environment; change them there and restart',
    });
    expect((await server.call('GET', `${C}/get-db-and-redis-config`, { token: root })).data).toEqual(res.data);
  });
});

describe('carousel', () => {
  it('refuses files that are not allowed images', async () => {
    const before = await carousel();
    expect(await upload(Buffer.from('just text'), 'a.png')).toMatchObject({ status: 400, msg: 'File type not supported' });
    expect(await upload(pngBytes(), 'a.exe')).toMatchObject({ status: 400, msg: 'File type not supported' });
    // A BMP is an image, but not one the carousel takes.
    const bmp = Buffer.concat([Buffer.from('BM'), Buffer.alloc(60)]);
    expect(await upload(bmp, 'a.bmp')).toMatchObject({ status: 400, msg: 'File type not supported' });
    expect(await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'a.svg')).toMatchObject({ status: 400 });
    expect(await upload(pngBytes(), 'a.png', root, 'image')).toMatchObject({ status: 400, msg: 'Please choose a file to upload' });
    const big = Buffer.concat([pngBytes(), Buffer.alloc(10 * 1024 * 1024)]);
    expect(await upload(big, 'big.png')).toMatchObject({ status: 400, msg: 'File size exceeded' });
    expect(await carousel()).toEqual(before);
  });

  it('stores an image that the home page lists and serves, then deletes it', async () => {
    const png = pngBytes(8, 8, [10, 120, 200]);
    const res = await upload(png, 'slide.png');
    expect(res).toMatchObject({ status: 200, msg: 'Upload Successfully' });
    expect(res.data.url).toMatch(/^\/api\/public\/img\/[0-9a-f]{32}\.png$/);
    expect(await carousel()).toContainEqual(res.data);

    const served = await fetch(`${server.url}${res.data.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    expect(await server.call('DELETE', `${C}/home-carousel`, { token: root, query: { id: res.data.id } })).toMatchObject({
      status: 200,
      msg: 'Delete successfully',
    });
    expect((await carousel()).map((c) => c.id)).not.toContain(res.data.id);
    expect((await server.call('DELETE', `${C}/home-carousel`, { token: root, query: { id: res.data.id } })).status).toBe(404);
    expect((await server.call('DELETE', `${C}/home-carousel`, { token: root, query: { id: 'x' } })).http).toBe(400);
  });

  it('takes a JPEG named .jfif as a JPEG', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]);
    const res = await upload(jpeg, 'photo.JFIF');
    expect(res.status).toBe(200);
    expect(res.data.url).toMatch(/\.jpg$/);
  });

  it('keeps an SVG with script inert when it is opened on its own', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    const res = await upload(svg, 'logo.svg');
    expect(res.status).toBe(200);
    const served = await fetch(`${server.url}${res.data.url}`);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a delete of a file that is not a carousel image', async () => {
    const avatar = server.call('POST', '/api/file/upload-avatar', { token: student.token, form: imageForm(pngBytes(), 'me.png', 'image') });
    expect((await avatar).status).toBe(200);
    const rows = await server.ctx.db.query.file.findMany();
    const avatarRow = rows.find((r) => r.type === 'avatar')!;
    expect((await server.call('DELETE', `${C}/home-carousel`, { token: root, query: { id: avatarRow.id } })).status).toBe(404);
  });
});
