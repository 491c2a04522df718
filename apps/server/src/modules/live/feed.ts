import type { Database } from '../../db/client.ts';
import { LIVE_CHANNEL, LiveHub } from './hub.ts';

/**
 * The hub and the database's notifications that feed it. The listening starts with the first
 * stream (a process nobody watches holds no extra connection); if it cannot start, the stream is
 * refused and the client polls, and the next stream tries again.
 */
export class LiveFeed {
  readonly hub = new LiveHub();
  private readonly database: Pick<Database, 'listen'>;
  private listening: Promise<() => Promise<void>> | null = null;
  private readonly changed: () => void;

  /**
   * `changed` runs before a notice reaches the streams: a change another replica made is news to
   * what this process keeps of its reads (the read cache), and the clients told of it read again at once.
   */
  constructor(database: Pick<Database, 'listen'>, changed: () => void = () => undefined) {
    this.database = database;
    this.changed = changed;
  }

  async start(): Promise<void> {
    this.listening ??= this.database.listen(
      LIVE_CHANNEL,
      (payload) => {
        this.changed();
        this.hub.dispatch(payload);
      },
      () => this.hub.resync(),
    );
    try {
      await this.listening;
    } catch (error) {
      this.listening = null;
      throw error;
    }
  }

  /** Stops listening (before the database closes). */
  async close(): Promise<void> {
    this.hub.close();
    const stop = await this.listening?.catch(() => null);
    this.listening = null;
    await stop?.();
  }
}
