import { mkdtemp, rm, symlink, unlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { C } from '../languages/c.ts';
import type { JudgeLanguage } from '../languages/toolchain.ts';
import { toolchainIdentity } from './proofs.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'arbiter-identity-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the identity a passed self-test is remembered under', () => {
  it('changes with the binary a probe resolves to, its size and its time, and with the table entry', async () => {
    const [one, two, link] = [join(dir, 'cc-1'), join(dir, 'cc-2'), join(dir, 'cc')];
    await writeFile(one, 'compiler one');
    await writeFile(two, 'compiler two');
    await symlink(one, link);
    const lang: JudgeLanguage = { ...C, probes: [link] };
    const first = await toolchainIdentity(lang);
    expect(await toolchainIdentity(lang)).toBe(first);

    await unlink(link);
    await symlink(two, link);
    const retargeted = await toolchainIdentity(lang);
    expect(retargeted).not.toBe(first);

    await writeFile(two, 'compiler two, upgraded');
    const resized = await toolchainIdentity(lang);
    expect(resized).not.toBe(retargeted);

    await utimes(two, new Date(2001, 0, 1), new Date(2001, 0, 1));
    const touched = await toolchainIdentity(lang);
    expect(touched).not.toBe(resized);

    expect(await toolchainIdentity({ ...lang, run: ['{exe}', '--fast'] })).not.toBe(touched);
  });
});
