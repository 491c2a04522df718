import type { AppContext } from '../../context.ts';

/** The channel judge_task's insert trigger announces work on (migration 0026): `remote`, or `sandbox:<language>`. */
const QUEUE_CHANNEL = 'arbiter_queue';

export type WorkKind = 'sandbox' | 'remote';

interface Waiter {
  kind: WorkKind;
  languages: ReadonlySet<string>;
  wake: () => void;
}

/**
 * Where the claims of this process wait for work. Queued work wakes one claim that can take it, the
 * one waiting longest, not every claim of every host (each would run a claim query, and all but one
 * find nothing). A claim that got a task while more work is free passes the bell on to the next
 * waiter of its kind (a rejudge of a thousand submissions is one announcement per language); one
 * that found nothing ends the chain.
 */
export class WorkBell {
  #waiting: Waiter[] = [];
  /** Rings so far, per kind: a claim that looked at the queue before a ring it did not hear looks again. */
  readonly #rings: Record<WorkKind, number> = { sandbox: 0, remote: 0 };

  /** The rings of `kind` so far: taken before a look at the queue, and handed to `wait` after it. */
  rung(kind: WorkKind): number {
    return this.#rings[kind];
  }

  /**
   * Resolves when work of `kind` in one of `languages` is announced, after `ms`, or when `signal`
   * aborts; at once if work of `kind` was announced since `since` (while the claim was looking).
   */
  wait(kind: WorkKind, languages: readonly string[], ms: number, since: number, signal?: AbortSignal): Promise<void> {
    if (this.#rings[kind] !== since || signal?.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        this.#waiting = this.#waiting.filter((w) => w !== waiter);
        resolve();
      };
      const waiter: Waiter = { kind, languages: new Set(languages), wake: done };
      const timer = setTimeout(done, ms);
      signal?.addEventListener('abort', done, { once: true });
      this.#waiting.push(waiter);
    });
  }

  /** Work of `kind` was queued: the longest-waiting claim offering `language` (any, when not named) looks. */
  ring(kind: WorkKind, language?: string): void {
    this.#rings[kind] += 1;
    this.#waiting.find((w) => w.kind === kind && (language === undefined || w.languages.has(language)))?.wake();
  }

  /** How many claims of `kind` wait now. */
  waiting(kind: WorkKind): number {
    return this.#waiting.filter((w) => w.kind === kind).length;
  }

  /** Every claim looks: announcements may have been missed. */
  ringAll(): void {
    this.#rings.sandbox += 1;
    this.#rings.remote += 1;
    for (const w of [...this.#waiting]) w.wake();
  }
}

/**
 * Turns the database's announcements of queued work into rings of `ctx.bell` and 'task' events of
 * `ctx.queueSignal` (the sleeping local host's wake-up), so that a claim waiting on any replica
 * wakes at the commit of the insert, whichever replica made it. Announcements missed while a
 * PostgreSQL listener was being opened again wake every claim. Answers how to stop.
 */
export function hearQueuedWork(ctx: Pick<AppContext, 'listen' | 'queueSignal' | 'bell'>): Promise<() => Promise<void>> {
  return ctx.listen(
    QUEUE_CHANNEL,
    (payload) => {
      if (payload === 'remote') ctx.bell.ring('remote');
      else ctx.bell.ring('sandbox', payload.slice('sandbox:'.length));
      ctx.queueSignal.emit(WORK_QUEUED);
    },
    () => {
      ctx.bell.ringAll();
      ctx.queueSignal.emit(WORK_QUEUED);
    },
  );
}

/** Emitted on `ctx.queueSignal` when any replica queued judging work. */
export const WORK_QUEUED = 'task';
