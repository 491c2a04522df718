/**
 * The benchmark runner: `npm run bench -- <name>` (or `make bench` for all of them). Each benchmark
 * prints its numbers; nothing here asserts a timing.
 */
const BENCHES: Record<string, () => Promise<unknown>> = {
  server: () => import('./server.ts'),
  sandbox: () => import('./sandbox.ts'),
  judging: () => import('./judging.ts'),
  bank: () => import('./bank.ts'),
  scoreboard: () => import('./scoreboard.ts'),
  training: () => import('./training.ts'),
  messages: () => import('./messages.ts'),
  group: () => import('./group.ts'),
  remote: () => import('./remote.ts'),
  web: () => import('./web-size.ts'),
  chaos: () => import('./chaos.ts'),
  reads: () => import('./reads.ts'),
  events: () => import('./events.ts'),
  memory: () => import('./memory.ts'),
  'contest-load': () => import('./contest-load.ts'),
  plagiarism: () => import('./plagiarism.ts'),
  clics: () => import('./clics.ts'),
  latency: () => import('./latency.ts'),
};

const wanted = process.argv.slice(2);
const names = wanted.length > 0 ? wanted : Object.keys(BENCHES);
for (const name of names) {
  const run = BENCHES[name];
  if (!run) {
    console.error(`unknown benchmark "${name}"; known: ${Object.keys(BENCHES).join(', ')}`);
    process.exit(2);
  }
  await run();
}
