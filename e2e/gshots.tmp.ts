import { chromium } from '@playwright/test';

const BASE = 'http://127.0.0.1:8300';
const OUT = '/work/wt/shots/main';

async function api(method: string, path: string, token: string | null, body?: unknown, query?: Record<string, string>) {
  const url = new URL(BASE + path);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { token: res.headers.get('Authorization'), json: (await res.json()) as { status: number; msg: string; data: any } };
}

async function login(username: string, password: string) {
  const r = await api('POST', '/api/login', null, { username, password });
  if (!r.token) throw new Error(JSON.stringify(r.json));
  return { token: r.token, user: r.json.data };
}

const root = await login('root', 'screens-root');
let list = await api('GET', '/api/get-group-list', root.token, undefined, { limit: '50' });
if (list.json.data.total === 0) {
  await api('POST', '/api/group', root.token, {
    name: '高一（3）班算法兴趣小组', shortName: 'G1C3A', brief: 'Friday afternoon algorithm club for grade ten',
    description: '# Welcome\n\nWe meet **every Friday** in the computer room.\n\n- Bring your own problems\n- Be kind', auth: 3, code: 'ABC123', visible: true,
  });
  await api('POST', '/api/group', root.token, { name: 'Open Programming Circle', shortName: 'OPENC', brief: 'Anyone can join and practise', description: 'Open to everyone.', auth: 1, visible: true });
  await api('POST', '/api/group', root.token, { name: 'A rather long name group', shortName: 'HIDDN', brief: 'Hidden from the list for non-members', description: 'Hidden group.', auth: 2, code: 'QWERTY', visible: false });
  list = await api('GET', '/api/get-group-list', root.token, undefined, { limit: '50' });
  const gid = list.json.data.records[0].id;
  for (let i = 0; i < 3; i++) await api('POST', '/api/group/announcement', root.token, { gid, title: `Homework week ${i + 1}`, content: `Solve problems **${i + 1}** to ${i + 3}.`, status: 0 });
}
const gid = list.json.data.records[0].id;

const shots: [string, string, ((p: import('@playwright/test').Page) => Promise<void>)?][] = [
  ['group-list', '/group'],
  ['group-create', '/group', async (p) => { await p.getByTestId('group-create').click(); await p.getByTestId('group-form-name').waitFor(); }],
  ['group-home', `/group/${gid}`],
  ['group-members', `/group/${gid}/member`],
  ['group-announcement', `/group/${gid}/announcement`],
  ['group-setting', `/group/${gid}/setting`],
  ['group-rank', `/group/${gid}/rank`],
  ['group-status', `/group/${gid}/status`],
];
const filter = process.argv[2] ?? '';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const [name, path, then] of shots) {
  if (!name.includes(filter)) continue;
  for (const width of [1280, 375]) {
    for (const lang of ['en-US', 'zh-CN']) {
      const ctx = await browser.newContext({ viewport: { width, height: 900 } });
      await ctx.addInitScript(([t, u, l]) => {
        localStorage.setItem('authed', t);
        localStorage.setItem('userInfo', u);
        localStorage.setItem('webLanguage', l);
      }, [root.token, JSON.stringify(root.user), lang] as const);
      const page = await ctx.newPage();
      await page.goto(BASE + path);
      await page.waitForLoadState('networkidle');
      if (then) await then(page);
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${OUT}/${name}-${width}-${lang}.png`, fullPage: width > 400 });
      await ctx.close();
    }
  }
}
await browser.close();
console.log('gid', gid);
