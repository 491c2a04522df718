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

  constructor(database: Pick<Database, 'listen'>) {
    this.database = database;
  }

  async start(): Promise<void> {
    this.listening ??= this.database.listen(
      LIVE_CHANNEL,
      (payload) => this.hub.dispatch(payload),
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
