/**
 * The last ETag and answer per scoreboard request, so a refresh can ask "changed since?" and keep
 * showing what it has when the server answers 304 Not Modified. Bounded: the oldest requests are
 * forgotten first.
 */
export class ConditionalCache<T> {
  readonly #entries = new Map<string, { etag: string; data: T }>();
  readonly #max: number;

  constructor(max = 20) {
    this.#max = Math.max(1, max);
  }

  /** The ETag to send with this request, if its answer is kept. */
  etagFor(key: string): string | undefined {
    return this.#entries.get(key)?.etag;
  }

  /** The kept answer, for a 304; it becomes the most recently used. */
  reuse(key: string): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.data;
  }

  /** Keeps a fresh answer; one without an ETag cannot be asked about again, so it is not kept. */
  remember(key: string, etag: string | null, data: T): void {
    this.#entries.delete(key);
    if (!etag) return;
    this.#entries.set(key, { etag, data });
    while (this.#entries.size > this.#max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** One key per call, request and viewer: the rank tab's answer depends on who asks. */
export function requestKey(path: string, body: unknown, viewer: string | null): string {
  return JSON.stringify([path, body, viewer ?? '']);
}
