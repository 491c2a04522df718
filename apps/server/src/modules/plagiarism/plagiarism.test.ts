import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role, type PlagiarismCompareVO, type PlagiarismReportVO } from '@arbiter/contract';
import { judge } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addUser, type TestUser } from '../../../test/fixtures.ts';
import { addProblem } from '../../../test/problems.ts';
import { addContest, addContestJudged, addContestProblem } from '../contest/test-fixtures.ts';

let server: TestServer;
let author: TestUser;
let siteAdmin: TestUser;
let student: TestUser;
let cid: number;
let cpid: number;
const ids: Record<string, number> = {};

const ORIGINAL = `#include <bits/stdc++.h>
using namespace std;
int dist[100005];
vector<pair<int,int>> g[100005];
void dijkstra(int s, int n) {
  for (int i = 1; i <= n; i++) dist[i] = INT_MAX;
  priority_queue<pair<int,int>, vector<pair<int,int>>, greater<pair<int,int>>> pq;
  dist[s] = 0; pq.push({0, s});
  while (!pq.empty()) {
    auto [d, u] = pq.top(); pq.pop();
    if (d > dist[u]) continue;
    for (auto [v, w] : g[u]) if (dist[u] + w < dist[v]) { dist[v] = dist[u] + w; pq.push({dist[v], v}); }
  }
}
int main() {
  int n, m; scanf("%d %d", &n, &m);
  for (int i = 0; i < m; i++) { int a, b, c; scanf("%d %d %d", &a, &b, &c); g[a].push_back({b, c}); g[b].push_back({a, c}); }
  dijkstra(1, n);
  for (int i = 1; i <= n; i++) printf("%d ", dist[i] == INT_MAX ? -1 : dist[i]);
  return 0;
}
`;
// The same program with its names changed and its lines laid out anew.
const RENAMED = ORIGINAL.replaceAll('dist', 'best').replaceAll('dijkstra', 'run').replaceAll('pq', 'heap').replaceAll('; ', ';\n    ');
const DIFFERENT = `#include <cstdio>
int w[505][505], d[505]; bool used[505];
int main() {
  int n, m; std::scanf("%d%d", &n, &m);
  for (int i = 1; i <= n; ++i) for (int j = 1; j <= n; ++j) w[i][j] = 1 << 29;
  while (m--) { int a, b, c; std::scanf("%d%d%d", &a, &b, &c); if (c < w[a][b]) w[a][b] = w[b][a] = c; }
  for (int i = 1; i <= n; ++i) d[i] = w[1][i];
  d[1] = 0; used[1] = true;
  for (int k = 1; k < n; ++k) {
    int best = -1;
    for (int i = 1; i <= n; ++i) if (!used[i] && (best < 0 || d[i] < d[best])) best = i;
    used[best] = true;
    for (int i = 1; i <= n; ++i) if (d[best] + w[best][i] < d[i]) d[i] = d[best] + w[best][i];
  }
  for (int i = 1; i <= n; ++i) std::printf("%d ", d[i] >= (1 << 29) ? -1 : d[i]);
}
`;

async function judged(user: TestUser, status: number, code: string): Promise<number> {
  const submitId = await addContestJudged(server, user, cid, cpid, { status, submitTime: new Date() });
  await server.ctx.db.update(judge).set({ code }).where(eq(judge.submitId, submitId));
  return submitId;
}

beforeAll(async () => {
  server = await startTestServer();
  author = await addUser(server, 'sim-author', { role: Role.ADMIN });
  siteAdmin = await addUser(server, 'sim-admin', { role: Role.ADMIN });
  student = await addUser(server, 'sim-student');
  cid = await addContest(server, { state: 'ended', uid: author.uid, author: author.username });
  const pid = await addProblem(server, { problemId: 'SIM-A', cases: [{ input: '1\n', output: '1\n' }] });
  cpid = await addContestProblem(server, cid, pid, 'A');
  const [alice, bob, carol, dave] = await Promise.all(['sim-alice', 'sim-bob', 'sim-carol', 'sim-dave'].map((n) => addUser(server, n)));
  // Alice's first accepted run is older than her last: only the newest counts.
  ids.aliceOld = await judged(alice!, JudgeStatus.ACCEPTED, DIFFERENT);
  ids.alice = await judged(alice!, JudgeStatus.ACCEPTED, ORIGINAL);
  ids.bob = await judged(bob!, JudgeStatus.ACCEPTED, RENAMED);
  ids.carol = await judged(carol!, JudgeStatus.ACCEPTED, DIFFERENT);
  ids.dave = await judged(dave!, JudgeStatus.WRONG_ANSWER, ORIGINAL.replace('dist[s] = 0', 'dist[s] = 1'));
});
afterAll(async () => {
  await server.close();
});

const check = (user: TestUser, body: Record<string, unknown>) =>
  server.call('POST', '/api/admin/plagiarism/check', { token: user.token, body });

describe('the check', () => {
  it('pairs the copies of a contest’s accepted runs, each user once, and not the different solution', async () => {
    const res = await check(author, { cid, threshold: 0.7 });
    expect(res.status, res.msg).toBe(200);
    const report = res.data as PlagiarismReportVO;
    expect(report).toMatchObject({ checked: 3, problems: 1, truncated: false });
    expect(report.pairs.map((p) => [p.a.submitId, p.b.submitId])).toEqual([[ids.alice, ids.bob]]);
    expect(report.pairs[0]!.similarity).toBeGreaterThan(0.9);
    expect(report.pairs[0]!.a).toMatchObject({ username: 'sim-alice', problem: 'A', language: 'C++' });
  });

  it('takes every run that ran with the final scope', async () => {
    const report = (await check(author, { cid, scope: 'final', threshold: 0.7 })).data as PlagiarismReportVO;
    expect(report.checked).toBe(4);
    const paired = report.pairs.map((p) => [p.a.username, p.b.username].sort().join('+'));
    expect(paired).toEqual(expect.arrayContaining(['sim-alice+sim-bob', 'sim-alice+sim-dave', 'sim-bob+sim-dave']));
    expect(paired.some((p) => p.includes('sim-carol'))).toBe(false);
  });

  it('is for the contest’s admins only, and refuses bad input', async () => {
    expect((await check(siteAdmin, { cid })).status).toBe(403);
    expect((await check(student, { cid })).status).toBe(403);
    expect((await server.call('POST', '/api/admin/plagiarism/check', { body: { cid } })).http).toBe(401);
    expect((await check(author, { cid, threshold: 0.1 })).msg).toBe('The threshold must be a number from 0.3 to 1');
    expect((await check(author, {})).msg).toBe('Check either a contest or a problem');
    expect((await check(author, { cid, pid: 1 })).msg).toBe('Check either a contest or a problem');
    expect((await check(author, { cid, scope: 'all' })).msg).toBe('The scope must be accepted or final');
  });

  it('checks a bank problem for the site’s admins only', async () => {
    expect((await check(student, { pid: 1 })).status).toBe(403);
    const res = await check(siteAdmin, { pid: 1 });
    expect(res.status, res.msg).toBe(200);
    expect(res.data).toMatchObject({ checked: 0, pairs: [] });
  });
});

describe('a pair side by side', () => {
  it('shows both codes with the matching line ranges', async () => {
    const res = await server.call('GET', '/api/admin/plagiarism/pair', { token: author.token, query: { a: ids.alice, b: ids.bob } });
    expect(res.status, res.msg).toBe(200);
    const pair = res.data as PlagiarismCompareVO;
    expect(pair.a.code).toBe(ORIGINAL);
    expect(pair.b.username).toBe('sim-bob');
    expect(pair.similarity).toBeGreaterThan(0.9);
    const covered = pair.regions.reduce((n, r) => n + r.a.to - r.a.from + 1, 0);
    expect(covered).toBeGreaterThan(ORIGINAL.split('\n').length * 0.6);
    const different = (
      await server.call('GET', '/api/admin/plagiarism/pair', { token: author.token, query: { a: ids.alice, b: ids.carol } })
    ).data as PlagiarismCompareVO;
    expect(different.similarity).toBeLessThan(0.35);
  });

  it('refuses others, missing submissions and pairs across contests', async () => {
    expect(
      (await server.call('GET', '/api/admin/plagiarism/pair', { token: student.token, query: { a: ids.alice, b: ids.bob } })).status,
    ).toBe(403);
    expect(
      (await server.call('GET', '/api/admin/plagiarism/pair', { token: author.token, query: { a: ids.alice, b: 99_999 } })).status,
    ).toBe(404);
  });
});
