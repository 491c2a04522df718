import { describe, expect, it } from 'vitest';
import { checkCorpus, comparePair, MIN_FINGERPRINTS, type PairResult, type Region, type SourceDoc } from './check.ts';
import { tokenize } from './tokens.ts';

/*
 * The corpus: two problems, each with one solution and its disguised copies, and solutions of the
 * same problem written independently (another algorithm, another structure).
 *
 * C++, single-source shortest paths (n vertices, m weighted directed edges, the distance from 1 to
 * every vertex or -1).
 */

const CPP_ORIGINAL = `#include <bits/stdc++.h>
using namespace std;

typedef long long ll;
const ll INF = 1e18;

struct Edge {
    int to;
    ll weight;
};

vector<vector<Edge>> graph;
vector<ll> dist;

void readGraph(int n, int m) {
    graph.assign(n + 1, {});
    for (int i = 0; i < m; i++) {
        int u, v;
        ll w;
        cin >> u >> v >> w;
        graph[u].push_back({v, w});
    }
}

void dijkstra(int source, int n) {
    dist.assign(n + 1, INF);
    priority_queue<pair<ll, int>, vector<pair<ll, int>>, greater<pair<ll, int>>> pq;
    dist[source] = 0;
    pq.push({0, source});
    while (!pq.empty()) {
        auto [d, u] = pq.top();
        pq.pop();
        if (d > dist[u]) continue;
        for (const Edge &e : graph[u]) {
            ll nd = d + e.weight;
            if (nd < dist[e.to]) {
                dist[e.to] = nd;
                pq.push({nd, e.to});
            }
        }
    }
}

void printAnswer(int n) {
    for (int v = 1; v <= n; v++) {
        if (dist[v] == INF) cout << -1;
        else cout << dist[v];
        cout << (v == n ? '\\n' : ' ');
    }
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    readGraph(n, m);
    dijkstra(1, n);
    printAnswer(n);
    return 0;
}
`;

/** Every identifier renamed, nothing else touched. */
const CPP_RENAMED = `#include <bits/stdc++.h>
using namespace std;

typedef long long i64;
const i64 BIG = 1e18;

struct Arc {
    int target;
    i64 cost;
};

vector<vector<Arc>> adj;
vector<i64> best;

void loadInput(int vertices, int edges) {
    adj.assign(vertices + 1, {});
    for (int k = 0; k < edges; k++) {
        int from, dest;
        i64 c;
        cin >> from >> dest >> c;
        adj[from].push_back({dest, c});
    }
}

void shortest(int src, int vertices) {
    best.assign(vertices + 1, BIG);
    priority_queue<pair<i64, int>, vector<pair<i64, int>>, greater<pair<i64, int>>> heap;
    best[src] = 0;
    heap.push({0, src});
    while (!heap.empty()) {
        auto [cur, node] = heap.top();
        heap.pop();
        if (cur > best[node]) continue;
        for (const Arc &arc : adj[node]) {
            i64 cand = cur + arc.cost;
            if (cand < best[arc.target]) {
                best[arc.target] = cand;
                heap.push({cand, arc.target});
            }
        }
    }
}

void output(int vertices) {
    for (int x = 1; x <= vertices; x++) {
        if (best[x] == BIG) cout << -1;
        else cout << best[x];
        cout << (x == vertices ? '\\n' : ' ');
    }
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int vertices, edges;
    cin >> vertices >> edges;
    loadInput(vertices, edges);
    shortest(1, vertices);
    output(vertices);
    return 0;
}
`;

/** Another brace and indent style, std:: written out, comments added, lines joined and split. */
const CPP_REFORMATTED = `// Shortest paths with Dijkstra's algorithm.
#include <iostream>
#include <vector>
#include <queue>
using namespace std;

typedef long long ll;
const ll INF = 1e18;   /* larger than any path */

struct Edge
{
	int to;
	ll weight;
};

std::vector<std::vector<Edge>> graph;   // adjacency lists
std::vector<ll> dist;

void readGraph(int n, int m)
{
	graph.assign(n + 1, {});
	for (int i = 0; i < m; i++)
	{
		int u, v;
		ll w;
		std::cin >> u
		         >> v
		         >> w;
		graph[u].push_back({v, w});   // directed edge u -> v
	}
}

/*
 * Classic Dijkstra with a binary heap.
 * Stale heap entries are skipped.
 */
void dijkstra(int source, int n)
{
	dist.assign(n + 1, INF);
	std::priority_queue<std::pair<ll, int>, std::vector<std::pair<ll, int>>, std::greater<std::pair<ll, int>>> pq;
	dist[source] = 0;
	pq.push({0, source});
	while (!pq.empty())
	{
		auto [d, u] = pq.top();
		pq.pop();
		if (d > dist[u])
			continue; // stale
		for (const Edge &e : graph[u])
		{
			ll nd = d + e.weight;
			if (nd < dist[e.to])
			{
				dist[e.to] = nd;
				pq.push({nd, e.to});
			}
		}
	}
}

void printAnswer(int n)
{
	for (int v = 1; v <= n; v++)
	{
		if (dist[v] == INF)
			std::cout << -1;
		else
			std::cout << dist[v];
		std::cout << (v == n ? '\\n' : ' ');
	}
}

int main()
{
	ios::sync_with_stdio(false); cin.tie(nullptr);
	int n, m; cin >> n >> m;
	readGraph(n, m);
	dijkstra(1, n);
	printAnswer(n);
	return 0;
}
`;

/** The functions in another order, with the declarations that order needs. */
const CPP_REORDERED = `#include <bits/stdc++.h>
using namespace std;

typedef long long ll;
const ll INF = 1e18;

struct Edge {
    int to;
    ll weight;
};

vector<vector<Edge>> graph;
vector<ll> dist;

void readGraph(int n, int m);
void dijkstra(int source, int n);
void printAnswer(int n);

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    readGraph(n, m);
    dijkstra(1, n);
    printAnswer(n);
    return 0;
}

void printAnswer(int n) {
    for (int v = 1; v <= n; v++) {
        if (dist[v] == INF) cout << -1;
        else cout << dist[v];
        cout << (v == n ? '\\n' : ' ');
    }
}

void dijkstra(int source, int n) {
    dist.assign(n + 1, INF);
    priority_queue<pair<ll, int>, vector<pair<ll, int>>, greater<pair<ll, int>>> pq;
    dist[source] = 0;
    pq.push({0, source});
    while (!pq.empty()) {
        auto [d, u] = pq.top();
        pq.pop();
        if (d > dist[u]) continue;
        for (const Edge &e : graph[u]) {
            ll nd = d + e.weight;
            if (nd < dist[e.to]) {
                dist[e.to] = nd;
                pq.push({nd, e.to});
            }
        }
    }
}

void readGraph(int n, int m) {
    graph.assign(n + 1, {});
    for (int i = 0; i < m; i++) {
        int u, v;
        ll w;
        cin >> u >> v >> w;
        graph[u].push_back({v, w});
    }
}
`;

/** Renamed, reformatted and reordered at once. */
const CPP_ALL = `#include<cstdio>
#include<iostream>
#include<vector>
#include<queue>
using namespace std;
typedef long long i64;
const i64 BIG=1e18;
struct Arc{int target;i64 cost;};
std::vector<std::vector<Arc>> adj;
std::vector<i64> best;
void output(int vertices){
  for(int x=1;x<=vertices;x++){
    if(best[x]==BIG) cout<<-1; else cout<<best[x];
    cout<<(x==vertices?'\\n':' ');
  }
}
// read the graph
void loadInput(int vertices,int edges){
  adj.assign(vertices+1,{});
  for(int k=0;k<edges;k++){
    int from,dest; i64 c;
    cin>>from>>dest>>c;
    adj[from].push_back({dest,c});
  }
}
void shortest(int src,int vertices){
  best.assign(vertices+1,BIG);
  priority_queue<pair<i64,int>,vector<pair<i64,int>>,greater<pair<i64,int>>> heap;
  best[src]=0; heap.push({0,src});
  while(!heap.empty()){
    auto [cur,node]=heap.top(); heap.pop();
    if(cur>best[node]) continue;
    for(const Arc &arc:adj[node]){
      i64 cand=cur+arc.cost;
      if(cand<best[arc.target]){ best[arc.target]=cand; heap.push({cand,arc.target}); }
    }
  }
}
int main(){
  ios::sync_with_stdio(false);cin.tie(nullptr);
  int vertices,edges;cin>>vertices>>edges;
  loadInput(vertices,edges);
  shortest(1,vertices);
  output(vertices);
  return 0;
}
`;

/** Independent: SPFA over arrays with linked edge lists, scanf/printf. */
const CPP_SPFA = `#include <cstdio>
#include <cstring>
#include <queue>
using namespace std;

const int MAXN = 100005, MAXM = 200005;
int head[MAXN], nxt[MAXM], to[MAXM], cnt;
long long w[MAXM], d[MAXN];
bool inq[MAXN];

void addEdge(int u, int v, long long c) {
    to[++cnt] = v;
    w[cnt] = c;
    nxt[cnt] = head[u];
    head[u] = cnt;
}

int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    for (int i = 0; i < m; i++) {
        int u, v;
        long long c;
        scanf("%d %d %lld", &u, &v, &c);
        addEdge(u, v, c);
    }
    memset(d, 0x3f, sizeof d);
    const long long inf = d[0];
    queue<int> q;
    d[1] = 0;
    q.push(1);
    inq[1] = true;
    while (!q.empty()) {
        int u = q.front();
        q.pop();
        inq[u] = false;
        for (int e = head[u]; e; e = nxt[e]) {
            int v = to[e];
            if (d[u] + w[e] < d[v]) {
                d[v] = d[u] + w[e];
                if (!inq[v]) {
                    inq[v] = true;
                    q.push(v);
                }
            }
        }
    }
    for (int v = 1; v <= n; v++) printf("%lld%c", d[v] == inf ? -1LL : d[v], v == n ? '\\n' : ' ');
    return 0;
}
`;

/** Independent: Bellman-Ford over an edge list, stopping early. */
const CPP_BELLMAN_FORD = `#include <iostream>
#include <vector>
#include <climits>
using namespace std;

struct E {
    int a, b;
    long long c;
};

int main() {
    int n, m;
    cin >> n >> m;
    vector<E> edges(m);
    for (auto &e : edges) cin >> e.a >> e.b >> e.c;
    vector<long long> best(n + 1, LLONG_MAX);
    best[1] = 0;
    for (int round = 1; round < n; round++) {
        bool changed = false;
        for (const auto &e : edges) {
            if (best[e.a] == LLONG_MAX) continue;
            if (best[e.a] + e.c < best[e.b]) {
                best[e.b] = best[e.a] + e.c;
                changed = true;
            }
        }
        if (!changed) break;
    }
    for (int v = 1; v <= n; v++) {
        if (v > 1) cout << ' ';
        cout << (best[v] == LLONG_MAX ? -1 : best[v]);
    }
    cout << '\\n';
}
`;

/** Independent: Dijkstra without a heap over an adjacency matrix, O(n^2). */
const CPP_MATRIX = `#include <stdio.h>

#define N 1005
#define INF 0x3f3f3f3f3f3f3f3fLL

long long g[N][N], dis[N];
int vis[N];

int main(void) {
    int n, m, i, j;
    scanf("%d%d", &n, &m);
    for (i = 1; i <= n; i++)
        for (j = 1; j <= n; j++) g[i][j] = INF;
    while (m--) {
        int a, b;
        long long c;
        scanf("%d%d%lld", &a, &b, &c);
        if (c < g[a][b]) g[a][b] = c;
    }
    for (i = 1; i <= n; i++) dis[i] = INF;
    dis[1] = 0;
    for (i = 1; i <= n; i++) {
        int k = -1;
        for (j = 1; j <= n; j++)
            if (!vis[j] && (k == -1 || dis[j] < dis[k])) k = j;
        if (k == -1 || dis[k] == INF) break;
        vis[k] = 1;
        for (j = 1; j <= n; j++)
            if (g[k][j] != INF && dis[k] + g[k][j] < dis[j]) dis[j] = dis[k] + g[k][j];
    }
    for (i = 1; i <= n; i++) printf("%lld%c", dis[i] == INF ? -1LL : dis[i], i == n ? '\\n' : ' ');
    return 0;
}
`;

/* Python, 0/1 knapsack (n items of weight and value, a capacity; the best total value). */

const PY_ORIGINAL = `import sys


def read_items(data):
    n, capacity = int(data[0]), int(data[1])
    weights = []
    values = []
    for i in range(n):
        weights.append(int(data[2 + 2 * i]))
        values.append(int(data[3 + 2 * i]))
    return capacity, weights, values


def knapsack(capacity, weights, values):
    best = [0] * (capacity + 1)
    for w, v in zip(weights, values):
        for c in range(capacity, w - 1, -1):
            if best[c - w] + v > best[c]:
                best[c] = best[c - w] + v
    return best[capacity]


def main():
    data = sys.stdin.read().split()
    capacity, weights, values = read_items(data)
    answer = knapsack(capacity, weights, values)
    print(answer)


if __name__ == "__main__":
    main()
`;

const PY_RENAMED = `import sys


def parse(tokens):
    count, limit = int(tokens[0]), int(tokens[1])
    ws = []
    vs = []
    for j in range(count):
        ws.append(int(tokens[2 + 2 * j]))
        vs.append(int(tokens[3 + 2 * j]))
    return limit, ws, vs


def solve(limit, ws, vs):
    dp = [0] * (limit + 1)
    for wt, val in zip(ws, vs):
        for cap in range(limit, wt - 1, -1):
            if dp[cap - wt] + val > dp[cap]:
                dp[cap] = dp[cap - wt] + val
    return dp[limit]


def run():
    tokens = sys.stdin.read().split()
    limit, ws, vs = parse(tokens)
    result = solve(limit, ws, vs)
    print(result)


if __name__ == "__main__":
    run()
`;

const PY_REFORMATTED = `# 0/1 knapsack, one-dimensional table
import sys

def read_items(data):
    """Items come as weight/value pairs after n and the capacity."""
    n, capacity = int(data[0]), int(data[1])
    weights = []; values = []
    for i in range(n):
        weights.append(int(data[2 + 2*i]))   # weight
        values.append(int(data[3 + 2*i]))    # value
    return capacity, weights, values

def knapsack(capacity, weights, values):
    best = [0]*(capacity+1)
    # go downwards so that each item is used at most once
    for w, v in zip(weights, values):
        for c in range(capacity, w-1, -1):
            if best[c-w] + v > best[c]:
                best[c] = best[c-w] + v
    return best[capacity]

def main():
    data = sys.stdin.read().split()
    capacity, weights, values = read_items(data)
    answer = knapsack(capacity, weights, values)
    print(answer)

if __name__ == '__main__':
    main()
`;

const PY_REORDERED = `import sys


def main():
    data = sys.stdin.read().split()
    capacity, weights, values = read_items(data)
    answer = knapsack(capacity, weights, values)
    print(answer)


def knapsack(capacity, weights, values):
    best = [0] * (capacity + 1)
    for w, v in zip(weights, values):
        for c in range(capacity, w - 1, -1):
            if best[c - w] + v > best[c]:
                best[c] = best[c - w] + v
    return best[capacity]


def read_items(data):
    n, capacity = int(data[0]), int(data[1])
    weights = []
    values = []
    for i in range(n):
        weights.append(int(data[2 + 2 * i]))
        values.append(int(data[3 + 2 * i]))
    return capacity, weights, values


if __name__ == "__main__":
    main()
`;

const PY_ALL = `import sys

def solve(limit,ws,vs):
    # table over capacities
    dp=[0]*(limit+1)
    for wt,val in zip(ws,vs):
        for cap in range(limit,wt-1,-1):
            if dp[cap-wt]+val>dp[cap]: dp[cap]=dp[cap-wt]+val
    return dp[limit]

def run():
    tokens=sys.stdin.read().split()
    limit,ws,vs=parse(tokens)
    result=solve(limit,ws,vs)
    print(result)

def parse(tokens):
    count,limit=int(tokens[0]),int(tokens[1])
    ws=[]
    vs=[]
    for j in range(count):
        ws.append(int(tokens[2+2*j])); vs.append(int(tokens[3+2*j]))
    return limit,ws,vs

if __name__=='__main__':
    run()
`;

/** Independent: the two-dimensional table, reading line by line. */
const PY_TABLE = `n, W = map(int, input().split())
items = [tuple(map(int, input().split())) for _ in range(n)]
table = [[0] * (W + 1) for _ in range(n + 1)]
for i in range(1, n + 1):
    wt, val = items[i - 1]
    for cap in range(W + 1):
        table[i][cap] = table[i - 1][cap]
        if wt <= cap and table[i - 1][cap - wt] + val > table[i][cap]:
            table[i][cap] = table[i - 1][cap - wt] + val
print(table[n][W])
`;

/** Independent: memoized recursion over (item, capacity left). */
const PY_MEMO = `import sys
from functools import lru_cache

sys.setrecursionlimit(10000)


def solve():
    n, cap = map(int, sys.stdin.readline().split())
    ws, vs = [], []
    for _ in range(n):
        a, b = map(int, sys.stdin.readline().split())
        ws.append(a)
        vs.append(b)

    @lru_cache(maxsize=None)
    def go(i, left):
        if i == n:
            return 0
        res = go(i + 1, left)
        if ws[i] <= left:
            res = max(res, vs[i] + go(i + 1, left - ws[i]))
        return res

    print(go(0, cap))


solve()
`;

interface Entry {
  id: number;
  name: string;
  code: string;
  language: string;
  /** Copies share a family; independent solutions are families of their own. */
  family: string;
}

const CORPUS: Entry[] = [
  { id: 1, name: 'cpp original', code: CPP_ORIGINAL, language: 'C++', family: 'cpp-dijkstra' },
  { id: 2, name: 'cpp renamed', code: CPP_RENAMED, language: 'C++ 17', family: 'cpp-dijkstra' },
  { id: 3, name: 'cpp reformatted', code: CPP_REFORMATTED, language: 'C++ With O2', family: 'cpp-dijkstra' },
  { id: 4, name: 'cpp reordered', code: CPP_REORDERED, language: 'C++ 17 With O2', family: 'cpp-dijkstra' },
  { id: 5, name: 'cpp all three', code: CPP_ALL, language: 'C++ 20', family: 'cpp-dijkstra' },
  { id: 6, name: 'cpp spfa', code: CPP_SPFA, language: 'C++', family: 'cpp-spfa' },
  { id: 7, name: 'cpp bellman-ford', code: CPP_BELLMAN_FORD, language: 'C++', family: 'cpp-bellman-ford' },
  { id: 8, name: 'c matrix', code: CPP_MATRIX, language: 'C', family: 'c-matrix' },
  { id: 11, name: 'py original', code: PY_ORIGINAL, language: 'Python3', family: 'py-knapsack' },
  { id: 12, name: 'py renamed', code: PY_RENAMED, language: 'Python3', family: 'py-knapsack' },
  { id: 13, name: 'py reformatted', code: PY_REFORMATTED, language: 'PyPy3', family: 'py-knapsack' },
  { id: 14, name: 'py reordered', code: PY_REORDERED, language: 'Python3', family: 'py-knapsack' },
  { id: 15, name: 'py all three', code: PY_ALL, language: 'Python2', family: 'py-knapsack' },
  { id: 16, name: 'py 2d table', code: PY_TABLE, language: 'Python3', family: 'py-table' },
  { id: 17, name: 'py memoized', code: PY_MEMO, language: 'Python3', family: 'py-memo' },
];
const byId = new Map(CORPUS.map((e) => [e.id, e]));
const entry = (id: number) => byId.get(id)!;

const allPairs = checkCorpus(CORPUS, { threshold: 0 });
const similarity = (a: number, b: number) => allPairs.find((p) => p.a === Math.min(a, b) && p.b === Math.max(a, b))?.similarity ?? 0;
const isCopy = (p: PairResult) => entry(p.a).family === entry(p.b).family;

describe('checkCorpus on the corpus', () => {
  it('ranks every copy pair above every pair of independent solutions', () => {
    const copies = allPairs.filter(isCopy);
    const others = allPairs.filter((p) => !isCopy(p));
    expect(copies).toHaveLength(20);
    const weakestCopy = Math.min(...copies.map((p) => p.similarity));
    const strongestOther = Math.max(0, ...others.map((p) => p.similarity));
    expect(weakestCopy).toBeGreaterThan(strongestOther);
    // The same as a ranking: the 20 copy pairs come first.
    expect(allPairs.slice(0, 20).every(isCopy)).toBe(true);
  });

  // first, second, at least, below
  it.each([
    ['cpp original', 'cpp renamed', 0.9, 1.01],
    ['cpp original', 'cpp reformatted', 0.9, 1.01],
    ['cpp original', 'cpp reordered', 0.7, 1.01],
    ['cpp original', 'cpp all three', 0.7, 1.01],
    ['cpp renamed', 'cpp all three', 0.7, 1.01],
    ['py original', 'py renamed', 0.9, 1.01],
    ['py original', 'py reformatted', 0.85, 1.01],
    ['py original', 'py reordered', 0.7, 1.01],
    ['py original', 'py all three', 0.7, 1.01],
    ['py reformatted', 'py all three', 0.6, 1.01],
    ['cpp original', 'cpp spfa', 0, 0.35],
    ['cpp original', 'cpp bellman-ford', 0, 0.35],
    ['cpp original', 'c matrix', 0, 0.35],
    ['cpp spfa', 'c matrix', 0, 0.35],
    ['cpp spfa', 'cpp bellman-ford', 0, 0.35],
    ['py original', 'py 2d table', 0, 0.35],
    ['py original', 'py memoized', 0, 0.35],
    ['py 2d table', 'py memoized', 0, 0.35],
  ])('%s ~ %s: at least %f, below %f', (first, second, atLeast, below) => {
    const id = (name: string) => CORPUS.find((e) => e.name === name)!.id;
    const s = similarity(id(first), id(second));
    expect(s).toBeGreaterThanOrEqual(atLeast);
    expect(s).toBeLessThan(below);
  });

  it('answers each pair once, a < b, rounded to 3 decimals, most similar first', () => {
    for (const p of allPairs) {
      expect(p.a).toBeLessThan(p.b);
      expect(p.similarity).toBeGreaterThan(0);
      expect(p.similarity).toBeLessThanOrEqual(1);
      expect(Math.round(p.similarity * 1000) / 1000).toBe(p.similarity);
      expect(p.shared).toBeGreaterThan(0);
    }
    expect(new Set(allPairs.map((p) => `${p.a}-${p.b}`)).size).toBe(allPairs.length);
    const sorted = [...allPairs].sort((x, y) => y.similarity - x.similarity || x.a - y.a || x.b - y.b);
    expect(allPairs).toEqual(sorted);
  });

  it('leaves out pairs below the threshold (0.5 by default): here, exactly the copies remain', () => {
    const found = checkCorpus(CORPUS);
    expect(found.map((p) => `${p.a}-${p.b}`).sort()).toEqual(
      allPairs
        .filter(isCopy)
        .map((p) => `${p.a}-${p.b}`)
        .sort(),
    );
    expect(checkCorpus(CORPUS, { threshold: 0.95 }).every((p) => p.similarity >= 0.95)).toBe(true);
  });

  it('does not depend on the order of the documents', () => {
    const reversed = checkCorpus([...CORPUS].reverse(), { threshold: 0 });
    expect(reversed).toEqual(allPairs);
  });

  it('pairs documents of one language family only', () => {
    for (const p of allPairs) expect(entry(p.a).id < 10).toBe(entry(p.b).id < 10);
    // The very same text under two families is never a pair; C and C++ are one family.
    const docs: SourceDoc[] = [
      { id: 1, code: CPP_ORIGINAL, language: 'C++' },
      { id: 2, code: CPP_ORIGINAL, language: 'Java' },
      { id: 3, code: CPP_ORIGINAL, language: 'Python3' },
      { id: 4, code: CPP_ORIGINAL, language: 'Kotlin' },
      { id: 5, code: CPP_MATRIX, language: 'C' },
      { id: 6, code: CPP_MATRIX, language: 'C++ 17 With O2' },
      { id: 7, code: CPP_ORIGINAL, language: 'Kotlin' },
    ];
    expect(checkCorpus(docs).map((p) => [p.a, p.b, p.similarity])).toEqual([
      [4, 7, 1],
      [5, 6, 1],
    ]);
  });

  it('gives no pairs for an empty corpus, empty documents or a single document', () => {
    expect(checkCorpus([])).toEqual([]);
    expect(checkCorpus([{ id: 1, code: CPP_ORIGINAL, language: 'C++' }])).toEqual([]);
    expect(
      checkCorpus(
        [
          { id: 1, code: '', language: 'C++' },
          { id: 2, code: '// nothing\n', language: 'C++' },
        ],
        { threshold: 0 },
      ),
    ).toEqual([]);
  });
});

describe('short documents', () => {
  const APLUSB = 'int main() { int a, b; cin >> a >> b; cout << a + b << endl; return 0; }';
  const APLUSB_RENAMED = 'int main()\n{\n    int x, y;\n    cin >> x >> y;\n    cout << x + y << endl;\n    return 0;\n}\n';

  it('do not make a 100% pair by being written the only way they can be', () => {
    const docs = [
      { id: 1, code: APLUSB, language: 'C++' },
      { id: 2, code: APLUSB_RENAMED, language: 'C++' },
    ];
    const [pair] = checkCorpus(docs, { threshold: 0 });
    // All of their few fingerprints are shared, but the denominator is at least MIN_FINGERPRINTS.
    expect(pair!.shared).toBeLessThan(MIN_FINGERPRINTS);
    expect(pair!.similarity).toBe(Math.round((pair!.shared / MIN_FINGERPRINTS) * 1000) / 1000);
    expect(checkCorpus(docs)).toEqual([]);
    expect(comparePair(docs[0]!, docs[1]!).similarity).toBe(pair!.similarity);
  });

  it('still show when copied into a long document', () => {
    const padded = CPP_ORIGINAL + '\nint helper() { int a, b; cin >> a >> b; cout << a + b << endl; return 0; }\n';
    const [pair] = checkCorpus(
      [
        { id: 1, code: CPP_ORIGINAL, language: 'C++' },
        { id: 2, code: padded, language: 'C++' },
      ],
      { threshold: 0 },
    );
    expect(pair!.similarity).toBe(1);
  });
});

/*
 * Base code: a problem whose statement hands out a template (fast input and output, helpers) that
 * every submission keeps, each with its own solution below it.
 */
const TEMPLATE = `#include <bits/stdc++.h>
using namespace std;
typedef long long ll;

static char buf[1 << 16];
int bufLen = 0, bufPos = 0;

int readChar() {
    if (bufPos == bufLen) {
        bufLen = fread(buf, 1, sizeof buf, stdin);
        bufPos = 0;
        if (bufLen <= 0) return -1;
    }
    return buf[bufPos++];
}

ll readInt() {
    int c = readChar();
    while (c != '-' && (c < '0' || c > '9')) c = readChar();
    bool negative = false;
    if (c == '-') {
        negative = true;
        c = readChar();
    }
    ll x = 0;
    while (c >= '0' && c <= '9') {
        x = x * 10 + (c - '0');
        c = readChar();
    }
    return negative ? -x : x;
}

void writeInt(ll x) {
    if (x < 0) {
        putchar('-');
        x = -x;
    }
    if (x >= 10) writeInt(x / 10);
    putchar('0' + x % 10);
}

ll power(ll b, ll e, ll mod) {
    ll r = 1;
    b %= mod;
    while (e > 0) {
        if (e & 1) r = r * b % mod;
        b = b * b % mod;
        e >>= 1;
    }
    return r;
}
`;

/** What the students wrote below the template: twelve unrelated pieces of code. */
const OWN_PARTS = [
  `int main() {
    int n = readInt(), q = readInt();
    vector<ll> prefix(n + 1, 0);
    for (int i = 1; i <= n; i++) prefix[i] = prefix[i - 1] + readInt();
    while (q--) {
        int l = readInt(), r = readInt();
        writeInt(prefix[r] - prefix[l - 1]);
        putchar('\\n');
    }
}`,
  `int main() {
    int n = readInt();
    vector<bool> composite(n + 1, false);
    int primes = 0;
    for (int i = 2; i <= n; i++) {
        if (composite[i]) continue;
        primes++;
        for (ll j = (ll)i * i; j <= n; j += i) composite[j] = true;
    }
    writeInt(primes);
}`,
  `int main() {
    int n = readInt(), target = readInt();
    vector<int> a(n);
    for (auto &x : a) x = readInt();
    int lo = 0, hi = n;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (a[mid] < target) lo = mid + 1; else hi = mid;
    }
    writeInt(lo);
}`,
  `int main() {
    int n = readInt();
    int a[1000];
    for (int i = 0; i < n; i++) a[i] = readInt();
    for (int i = 0; i < n; i++)
        for (int j = 0; j + 1 < n - i; j++)
            if (a[j] > a[j + 1]) swap(a[j], a[j + 1]);
    for (int i = 0; i < n; i++) { writeInt(a[i]); putchar(' '); }
}`,
  `int main() {
    int n = readInt();
    ll best = LLONG_MIN, run = 0;
    for (int i = 0; i < n; i++) {
        ll x = readInt();
        run = max(x, run + x);
        best = max(best, run);
    }
    writeInt(best);
}`,
  `ll gcd(ll a, ll b) { return b ? gcd(b, a % b) : a; }
int main() {
    int n = readInt();
    ll g = 0, l = 1;
    for (int i = 0; i < n; i++) {
        ll x = readInt();
        g = gcd(g, x);
        l = l / gcd(l, x) * x;
    }
    writeInt(g); putchar(' '); writeInt(l);
}`,
  `int main() {
    ll n = readInt(), m = 1000000007;
    ll f0 = 0, f1 = 1;
    for (ll i = 0; i < n; i++) {
        ll f2 = (f0 + f1) % m;
        f0 = f1;
        f1 = f2;
    }
    writeInt(f0);
    putchar('\\n');
}`,
  `int main() {
    int n = readInt();
    vector<int> v(n);
    for (int &x : v) x = readInt();
    long long inversions = 0;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            inversions += v[i] > v[j];
    printf("%lld\\n", inversions);
}`,
  `int main() {
    ll x = readInt(), reversed = 0;
    bool neg = x < 0;
    if (neg) x = -x;
    do {
        reversed = reversed * 10 + x % 10;
        x /= 10;
    } while (x);
    writeInt(neg ? -reversed : reversed);
}`,
  `int main() {
    int r = readInt(), c = readInt();
    vector<vector<int>> m(r, vector<int>(c));
    for (auto &row : m) for (auto &x : row) x = readInt();
    for (int j = 0; j < c; j++) {
        for (int i = 0; i < r; i++) printf("%d ", m[i][j]);
        puts("");
    }
}`,
  `int main() {
    int n = readInt(); ll s = readInt();
    vector<ll> a(n);
    for (auto &x : a) x = readInt();
    sort(a.begin(), a.end());
    int i = 0, j = n - 1, pairs = 0;
    while (i < j) {
        if (a[i] + a[j] == s) { pairs++; i++; j--; }
        else if (a[i] + a[j] < s) i++;
        else j--;
    }
    writeInt(pairs);
}`,
  `int main() {
    string s;
    cin >> s;
    stack<char> st;
    bool ok = true;
    for (char ch : s) {
        if (ch == '(' || ch == '[') st.push(ch);
        else if (st.empty() || (ch == ')') != (st.top() == '(')) { ok = false; break; }
        else st.pop();
    }
    puts(ok && st.empty() ? "YES" : "NO");
}`,
];

describe('base code shared by every document', () => {
  const docs: SourceDoc[] = OWN_PARTS.map((own, i) => ({ id: 100 + i, code: `${TEMPLATE}\n${own}\n`, language: 'C++' }));
  // One student copied another's solution below the template, renaming a variable.
  const copied = { id: 200, code: `${TEMPLATE}\n${OWN_PARTS[10]!.replaceAll('pairs', 'found')}\n`, language: 'C++ 17' };

  it('would make every pair similar if it counted', () => {
    const pairs = checkCorpus(docs, { threshold: 0, commonShare: 1 });
    expect(pairs).toHaveLength((docs.length * (docs.length - 1)) / 2);
    expect(pairs.every((p) => p.similarity >= 0.5)).toBe(true);
  });

  it('is ignored once the family has enough documents: unrelated pairs stay low, the copy is found', () => {
    const pairs = checkCorpus([...docs, copied], { threshold: 0 });
    const copy = pairs.find((p) => p.a === 110 && p.b === 200);
    expect(copy?.similarity).toBeGreaterThanOrEqual(0.9);
    // Ten-line solutions still share their loops (Kadane's and a gcd fold both read and fold a number
    // per iteration): that stays well below the threshold, and nothing but the copy is reported.
    expect(pairs.filter((p) => p !== copy).every((p) => p.similarity < 0.4)).toBe(true);
    expect(checkCorpus([...docs, copied])).toEqual([copy]);
  });

  it('counts in a handful of documents, where "most of them" is the few students the check looks for', () => {
    const few = docs.slice(0, 9);
    expect(checkCorpus(few).length).toBe((few.length * (few.length - 1)) / 2);
  });
});

describe('comparePair', () => {
  /** The share of a source's lines holding code that the regions mark. */
  const coverage = (code: string, language: string, regions: Region[], side: 'a' | 'b') => {
    const codeLines = new Set(tokenize(code, language).map((t) => t.line));
    const marked = [...codeLines].filter((line) => regions.some((r) => r[side].from <= line && line <= r[side].to));
    return marked.length / codeLines.size;
  };
  const lineOf = (code: string, text: string) => code.slice(0, code.indexOf(text)).split('\n').length;

  // first, second, language, coverage of each side at least
  it.each([
    ['original ~ renamed', CPP_ORIGINAL, CPP_RENAMED, 'C++', 0.95],
    ['original ~ reformatted', CPP_ORIGINAL, CPP_REFORMATTED, 'C++', 0.9],
    ['original ~ reordered', CPP_ORIGINAL, CPP_REORDERED, 'C++', 0.85],
    ['original ~ all three', CPP_ORIGINAL, CPP_ALL, 'C++', 0.85],
    ['py original ~ py all three', PY_ORIGINAL, PY_ALL, 'Python3', 0.7],
  ])('marks most lines of a copy: %s', (_name, a, b, language, atLeast) => {
    const { similarity: s, regions } = comparePair({ code: a, language }, { code: b, language });
    expect(s).toBeGreaterThan(0.7);
    expect(coverage(a, language, regions, 'a')).toBeGreaterThanOrEqual(atLeast);
    expect(coverage(b, language, regions, 'b')).toBeGreaterThanOrEqual(atLeast);
  });

  it.each([
    ['original ~ spfa', CPP_ORIGINAL, CPP_SPFA, 'C++'],
    ['original ~ bellman-ford', CPP_ORIGINAL, CPP_BELLMAN_FORD, 'C++'],
    ['spfa ~ matrix', CPP_SPFA, CPP_MATRIX, 'C++'],
    ['py original ~ py memoized', PY_ORIGINAL, PY_MEMO, 'Python3'],
  ])('marks few lines of an independent solution: %s', (_name, a, b, language) => {
    const { regions } = comparePair({ code: a, language }, { code: b, language });
    // Their shared idioms: the reading loop, the printing loop.
    expect(coverage(a, language, regions, 'a')).toBeLessThan(0.3);
    expect(coverage(b, language, regions, 'b')).toBeLessThan(0.3);
  });

  it('pairs a moved function with its new place', () => {
    const { regions } = comparePair({ code: CPP_ORIGINAL, language: 'C++' }, { code: CPP_REORDERED, language: 'C++' });
    const inA = lineOf(CPP_ORIGINAL, 'pq.push({nd, e.to})');
    const inB = lineOf(CPP_REORDERED, 'pq.push({nd, e.to})');
    expect(regions.some((r) => r.a.from <= inA && inA <= r.a.to && r.b.from <= inB && inB <= r.b.to)).toBe(true);
    const readA = lineOf(CPP_ORIGINAL, 'graph[u].push_back');
    const readB = lineOf(CPP_REORDERED, 'graph[u].push_back');
    expect(regions.some((r) => r.a.from <= readA && readA <= r.a.to && r.b.from <= readB && readB <= r.b.to)).toBe(true);
  });

  it('answers valid, ordered, non-overlapping line ranges', () => {
    const lines = (code: string) => code.split('\n').length;
    for (const [a, b] of [
      [CPP_ORIGINAL, CPP_ALL],
      [CPP_REFORMATTED, CPP_REORDERED],
      [CPP_ORIGINAL, CPP_SPFA],
    ] as const) {
      const { regions } = comparePair({ code: a, language: 'C++' }, { code: b, language: 'C++' });
      regions.forEach((r, i) => {
        expect(1 <= r.a.from && r.a.from <= r.a.to && r.a.to <= lines(a)).toBe(true);
        expect(1 <= r.b.from && r.b.from <= r.b.to && r.b.to <= lines(b)).toBe(true);
        if (i > 0) expect(r.a.from).toBeGreaterThanOrEqual(regions[i - 1]!.a.from);
      });
    }
  });

  it('agrees with checkCorpus on the similarity of a pair', () => {
    for (const [x, y] of [
      [1, 5],
      [1, 4],
      [11, 15],
      [1, 6],
    ] as const) {
      const [a, b] = [entry(x), entry(y)];
      expect(comparePair(a, b).similarity).toBe(similarity(x, y));
    }
  });

  it('finds nothing between different language families or in an empty source', () => {
    expect(comparePair({ code: CPP_ORIGINAL, language: 'C++' }, { code: CPP_ORIGINAL, language: 'Java' })).toEqual({
      similarity: 0,
      regions: [],
    });
    expect(comparePair({ code: '', language: 'C++' }, { code: CPP_ORIGINAL, language: 'C++' })).toEqual({ similarity: 0, regions: [] });
  });

  it('marks the whole of an identical source', () => {
    const { similarity: s, regions } = comparePair({ code: CPP_ORIGINAL, language: 'C++' }, { code: CPP_ORIGINAL, language: 'C++ 17' });
    expect(s).toBe(1);
    expect(regions).toHaveLength(1);
    expect(regions[0]!.a).toEqual(regions[0]!.b);
  });
});
