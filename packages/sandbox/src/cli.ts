#!/usr/bin/env node
/**
 * Runs one command in a fresh sandbox by hand and prints the result as JSON (as root):
 *
 *   node packages/sandbox/src/cli.ts --cpu 1000 --mem 256 -- /usr/bin/python3 -c 'print(1)'
 *   node packages/sandbox/src/cli.ts --file main.c=./main.c --mem 512 -- /usr/bin/gcc main.c -o main
 *
 * Without --stdout, the program's output is captured and shown in the result.
 */
import { parseArgs } from 'node:util';
import { Sandbox } from './sandbox.ts';

const usage = `usage: cli.ts [options] -- program [args...]
  --cpu MS         CPU time limit (default 1000)        --wall MS     wall clock limit (default 2*cpu+1000)
  --mem MIB        memory limit (default 256)           --pids N      processes and threads (default 64)
  --out MIB        output limit per file (default 64)   --stack MIB   stack limit (default: the memory limit)
  --files N        open files (default 256)
  --stdin PATH     --stdout PATH    --stderr PATH|stdout    (host files)
  --cwd DIR        working directory (default /work)
  --env K=V        environment variable (repeatable; default PATH only)
  --file NAME=PATH copy a host file into /work (repeatable; +x kept)
  --ro PATH        extra read-only bind (repeatable), e.g. /etc/java-17-openjdk
  --worker N       sandbox worker number (default 99; uids 60000+N and 61000+N)
  --pin CPU        CPU to pin the run to (default: worker modulo CPU count)
  --aux            run as the auxiliary identity`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    cpu: { type: 'string' },
    wall: { type: 'string' },
    mem: { type: 'string' },
    pids: { type: 'string' },
    out: { type: 'string' },
    stack: { type: 'string' },
    files: { type: 'string' },
    stdin: { type: 'string' },
    stdout: { type: 'string' },
    stderr: { type: 'string' },
    cwd: { type: 'string' },
    env: { type: 'string', multiple: true },
    file: { type: 'string', multiple: true },
    ro: { type: 'string', multiple: true },
    worker: { type: 'string' },
    pin: { type: 'string' },
    aux: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help || positionals.length === 0) {
  console.error(usage);
  process.exit(values.help ? 0 : 2);
}

const num = (s: string | undefined) => (s === undefined ? undefined : Number(s));
const mib = (s: string | undefined) => (s === undefined ? undefined : Number(s) * 1024 * 1024);
const limits = Object.fromEntries(
  Object.entries({
    cpuMs: num(values.cpu),
    wallMs: num(values.wall),
    memoryBytes: mib(values.mem),
    pids: num(values.pids),
    outputBytes: mib(values.out),
    stackBytes: mib(values.stack),
    openFiles: num(values.files),
  }).filter(([, v]) => v !== undefined),
);
const env = values.env
  ? Object.fromEntries(values.env.map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]))
  : undefined;

const box = await Sandbox.start({
  worker: num(values.worker) ?? 99,
  ...(values.pin === undefined ? {} : { cpu: Number(values.pin) }),
  readonlyBinds: values.ro ?? [],
});
try {
  for (const spec of values.file ?? []) {
    const eq = spec.indexOf('=');
    if (eq <= 0) throw new Error(`--file wants NAME=PATH, got ${spec}`);
    const { statSync } = await import('node:fs');
    const mode = statSync(spec.slice(eq + 1)).mode & 0o111 ? 0o755 : 0o644;
    await box.copyIn(spec.slice(eq + 1), spec.slice(0, eq), { mode });
  }
  const result = await box.run({
    argv: positionals,
    ...(values.cwd ? { cwd: values.cwd } : {}),
    ...(env ? { env } : {}),
    ...(values.stdin ? { stdinFile: values.stdin } : {}),
    ...(values.stdout ? { stdoutFile: values.stdout } : {}),
    ...(values.stderr ? { stderrFile: values.stderr } : {}),
    limits,
    aux: values.aux ?? false,
  });
  console.log(JSON.stringify(result, null, 2));
  process.exitCode = result.status === 'ok' ? 0 : 1;
} finally {
  await box.close();
}
