import { describe, expect, it } from 'vitest';
import { WorkBell } from './work-signal.ts';

/** A claim parked on the bell, and whether it has woken yet. */
function park(bell: WorkBell, kind: 'sandbox' | 'remote', languages: string[], signal?: AbortSignal) {
  let woken = false;
  const done = bell.wait(kind, languages, 600_000, bell.rung(kind), signal).then(() => (woken = true));
  return { done, woken: () => woken };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('the bell claims wait on', () => {
  it('wakes one claim that can take the work, the longest waiting first, not all of them', async () => {
    const bell = new WorkBell();
    const javaOnly = park(bell, 'sandbox', ['Java']);
    const first = park(bell, 'sandbox', ['C++', 'Java']);
    const second = park(bell, 'sandbox', ['C++']);
    const remote = park(bell, 'remote', ['remote:HDU']);
    bell.ring('sandbox', 'C++');
    await settle();
    expect([javaOnly.woken(), first.woken(), second.woken(), remote.woken()]).toEqual([false, true, false, false]);
    // The claim that got a task passes the bell on: the next waiting claim of its kind, whatever its languages.
    bell.ring('sandbox');
    await settle();
    expect([javaOnly.woken(), second.woken(), remote.woken()]).toEqual([true, false, false]);
    bell.ring('remote');
    await settle();
    expect(remote.woken()).toBe(true);
    expect(bell.waiting('sandbox')).toBe(1);
    bell.ringAll();
    await second.done;
    expect(bell.waiting('sandbox')).toBe(0);
  });

  it('does not let a claim sleep through work announced while it looked at the queue', async () => {
    const bell = new WorkBell();
    const before = bell.rung('sandbox');
    bell.ring('sandbox', 'C++'); // nobody waits: the announcement comes while the claim queries
    await bell.wait('sandbox', ['C++'], 600_000, before); // resolves at once
    expect(bell.waiting('sandbox')).toBe(0);
    // Work for the other kind does not count.
    const remoteBefore = bell.rung('remote');
    bell.ring('sandbox');
    expect(bell.rung('remote')).toBe(remoteBefore);
  });

  it('lets a claim go when its host hangs up, and after its time', async () => {
    const bell = new WorkBell();
    const hangUp = new AbortController();
    const parked = park(bell, 'sandbox', ['C++'], hangUp.signal);
    hangUp.abort();
    await parked.done;
    expect(bell.waiting('sandbox')).toBe(0);
    await bell.wait('sandbox', ['C++'], 1, bell.rung('sandbox'));
    expect(bell.waiting('sandbox')).toBe(0);
  });
});
