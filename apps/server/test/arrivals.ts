/**
 * What a test reads off an open stream (live events, the CLICS feed) as it arrives: the items so
 * far, and a wait for the next one the test asks for, skipping others, that fails after a
 * deadline instead of hanging.
 */
export class Arrivals<T> {
  readonly items: T[] = [];
  private read = 0;
  private readonly waiters = new Set<() => void>();

  push(item: T): void {
    this.items.push(item);
    for (const w of this.waiters) w();
  }

  /** The next unread item `match` accepts; throws `missing()` after `ms`. */
  async next(match: (item: T) => boolean, ms: number, missing: () => string): Promise<T> {
    const deadline = performance.now() + ms;
    for (;;) {
      while (this.read < this.items.length) {
        const item = this.items[this.read++]!;
        if (match(item)) return item;
      }
      const left = deadline - performance.now();
      if (left <= 0) throw new Error(missing());
      await new Promise<void>((resolve) => {
        const done = () => {
          this.waiters.delete(done);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(done, left);
        this.waiters.add(done);
      });
    }
  }
}

/** Reads a streamed body as text, chunk by chunk, until it ends (then `onEnd`) or the test aborts it. */
export function readText(body: ReadableStream<Uint8Array>, onText: (text: string) => void, onEnd: () => void = () => {}): void {
  void (async () => {
    const decoder = new TextDecoder();
    const reader = body.getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        onText(decoder.decode(value, { stream: true }));
      }
      onEnd();
    } catch {
      // closed by the test
    }
  })();
}
