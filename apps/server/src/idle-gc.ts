import { performance } from 'node:perf_hooks';

/**
 * Collects garbage once the server falls quiet after a busy spell.
 *
 * V8 collects its old generation when allocation reaches a limit that a busy spell raises; when the
 * requests stop, nothing allocates, nothing reaches the limit, and the garbage of the last minute
 * stays resident (with the freed response buffers it holds on to) until the next busy spell.
 * Measured after the reads benchmark: 487 MB RSS with a heap of 110 MB of which 60 MB live. A
 * plain full collection freed the garbage but kept the pages (RSS unchanged); the "last resort"
 * flavour, which also compacts and releases V8's pooled pages, took 150 ms and left 240 MB. So:
 * every `everyMs`, if the event loop was nearly idle (`idleBelow` of the time busy) and the
 * process's RSS has grown by `grownBytes` since the last collection made here, collect that way,
 * at a moment nobody is waiting; a steadily busy server never qualifies and keeps V8's own pacing.
 * RSS, not the heap's use, is the measure: V8's own last collection of the busy spell may already
 * have freed the garbage and kept its pages, which is what stays resident.
 *
 * Needs `gc` exposed (`--expose-gc`, set by scripts/serve.sh); without it this does nothing.
 */
export function collectWhenIdle(opts: {
  everyMs: number;
  idleBelow: number;
  grownBytes: number;
  /** Default: the global `gc`, in its most thorough flavour. */
  gc?: () => void;
  /** Default: the process's resident set size. */
  rss?: () => number;
}): () => void {
  const rssNow = opts.rss ?? (() => process.memoryUsage.rss());
  const exposed = (globalThis as { gc?: (how: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void }).gc;
  const gc = opts.gc ?? (exposed ? () => exposed({ type: 'major', execution: 'sync', flavor: 'last-resort' }) : undefined);
  if (!gc) return () => undefined;
  let last = performance.eventLoopUtilization();
  let rssAfter = rssNow();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    const rss = rssNow();
    // Growth counts from the smallest RSS seen since, which V8 or glibc may have given back.
    rssAfter = Math.min(rssAfter, rss);
    if (busy >= opts.idleBelow || rss - rssAfter < opts.grownBytes) return;
    gc();
    rssAfter = rssNow();
    // The collection itself is not load: the next interval starts after it.
    last = performance.eventLoopUtilization();
  }, opts.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
