import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { API, JudgeStatus } from '@arbiter/contract';
import type { Api, CallOptions, Reply } from './api-client.ts';
import type { CallStats } from './call-stats.ts';
import { CONTEST_LANGUAGES, type Attempt, contestCode } from './contest-problems.ts';
import type { Contestant } from './contest-seed.ts';
import { seededPicker } from './load.ts';

/**
 * The contestants near the end of an exam, each doing what the web app does for them, on one event
 * loop in the benchmark's process (not the server's). Each runs three loops of their own: the rank
 * tab refreshing its board every 30 s (conditionally, with the last ETag, as the web app asks),
 * browsing (a problem, the problem list, the submissions page), and submitting; while a submission
 * is running its status is polled every 2 s, the latest through the submit box's call and older
 * ones through the contest's status check, as the submissions list does.
 */

const BOARD_EVERY_MS = 30_000;
const POLL_EVERY_MS = 2_000;
/** A look at a problem, the list or the submissions page this often on average. */
const BROWSE_MEAN_MS = 40_000;
/** Submissions: about one per 75 s per contestant, one per 25 s in the last minute (the rush before the end). */
const SUBMIT_MEAN_MS = 75_000;
const RUSH_MEAN_MS = 25_000;
const RUSH_MS = 60_000;
/**
 * Nobody submits again within 10 s. Contests have no submit interval (only practice has the
 * switches' defaultSubmitInterval, 8 s by default), but a person does not type that fast either.
 */
const MIN_GAP_MS = 10_000;
/** The web app's page sizes: submissions list 30 (its default), board 50. */
const LIST_LIMIT = 30;
const BOARD_LIMIT = 50;

const RUNNING: readonly number[] = [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING];
/** Still on its way to a verdict: the statuses the web app keeps polling. */
export const isRunning = (status: number) => RUNNING.includes(status);

export interface CrowdPlan {
  api: Api;
  cid: number;
  displayIds: readonly string[];
  contestants: readonly Contestant[];
  seconds: number;
}

export interface CrowdResult {
  /** Every submission made, for a last look at how many were judged. */
  submitIds: number[];
  /** Submit answered → a poll saw the verdict (so up to one poll interval late, as the user sees it). */
  verdictMs: number[];
  /** Running submissions no longer polled because a poll failed. */
  pollsGivenUp: number;
  /** Board reads answered 304: the board the contestant held had not changed. */
  boardUnchanged: number;
  /** How late the generator's timers woke, in ms: if this grows, the generator is the bottleneck. */
  lagMs: number[];
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  /** The generator's CPU time over the run, as a share of one core. */
  cpuShare: number;
  seconds: number;
}

/** An exponential wait with the given mean: arrivals that do not remember the last one. */
const exponential = (next: () => number, mean: number) => -mean * Math.log(1 - next());

export async function runCrowd(plan: CrowdPlan, stats: CallStats): Promise<CrowdResult> {
  const t0 = performance.now();
  const end = t0 + plan.seconds * 1000;
  const rushFrom = end - Math.min(RUSH_MS, (plan.seconds * 1000) / 5);
  const submitIds: number[] = [];
  const verdictMs: number[] = [];
  const lagMs: number[] = [];
  let boardUnchanged = 0;
  let pollsGivenUp = 0;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const cpu0 = process.cpuUsage();

  /**
   * Sleeps until `at` (performance time); false when the run is over by then. The lag is measured
   * from when the timer was due, never from an `at` already past (a slow answer is the server's).
   */
  const until = async (at: number): Promise<boolean> => {
    if (at >= end) return false;
    const due = Math.max(at, performance.now());
    await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    lagMs.push(Math.max(0, performance.now() - due));
    return true;
  };

  const contestant = async (who: Contestant, index: number) => {
    const { next, pick } = seededPicker(7919 * (index + 1));
    const headers = { 'x-forwarded-for': who.ip };
    const call = async (name: string, method: string, path: string, opts: CallOptions = {}): Promise<Reply> => {
      const started = performance.now();
      const res = await plan.api(method, path, { ...opts, token: who.token, headers: { ...headers, ...opts.headers } });
      stats.record(name, performance.now() - started, res.ok, res.ok ? '' : `HTTP ${res.http} status ${res.status ?? '-'} ${res.msg}`);
      return res;
    };
    const { cid } = plan;
    const viewProblem = (displayId: string) => call('problem view', 'GET', API.contestProblemDetails, { query: { cid, displayId } });
    const problemList = () => call('problem list', 'GET', API.contestProblem, { query: { cid } });
    const mySubmissions = (problemID: string) =>
      call('my submissions of a problem', 'GET', API.contestSubmissions, {
        query: {
          contestID: cid,
          currentPage: 1,
          limit: LIST_LIMIT,
          onlyMine: true,
          problemID,
          completeProblemID: true,
          beforeContestSubmit: false,
        },
      });

    // Everyone is already in: spread the entries over the first seconds, as tabs left open refresh.
    if (!(await until(t0 + next() * Math.min(10_000, plan.seconds * 100)))) return;
    const start = performance.now();
    await call('contest info', 'GET', API.contestInfo, { query: { cid } });
    await problemList();

    const board = async () => {
      let etag: string | null = null;
      // A refresh that falls due while the last one is still loading is skipped, as the web app skips it.
      const after = (at: number) => at + BOARD_EVERY_MS * Math.max(1, Math.ceil((performance.now() - at) / BOARD_EVERY_MS));
      for (let at = start + next() * BOARD_EVERY_MS; await until(at); at = after(at)) {
        const res = await call('board', 'POST', API.contestRank, {
          body: { cid, currentPage: 1, limit: BOARD_LIMIT, forceRefresh: false, removeStar: false, keyword: null, containsEnd: false },
          headers: etag ? { 'if-none-match': etag } : {},
        });
        if (res.http === 304) boardUnchanged++;
        etag = res.headers.get('etag') ?? etag;
      }
    };

    const browse = async () => {
      for (
        let at = start + exponential(next, BROWSE_MEAN_MS);
        await until(at);
        at = performance.now() + exponential(next, BROWSE_MEAN_MS)
      ) {
        const roll = next();
        if (roll < 0.6) await viewProblem(pick(plan.displayIds));
        else if (roll < 0.85) await problemList();
        else
          await call('submissions page', 'GET', API.contestSubmissions, {
            query: { contestID: cid, currentPage: 1, limit: LIST_LIMIT, onlyMine: false, beforeContestSubmit: false },
          });
      }
    };

    // The contestant's running submissions, with when the submit was answered and on which problem.
    const running = new Map<number, { at: number; displayId: string }>();
    let latest: number | null = null;
    let polling = false;
    const settle = (id: number, status: number): boolean => {
      const entry = running.get(id);
      if (!entry || isRunning(status)) return false;
      verdictMs.push(performance.now() - entry.at);
      running.delete(id);
      return true;
    };
    // The web app stops polling at the first failed check (spec part 2 §4): what ran is left unseen until the next submit.
    const giveUp = () => {
      pollsGivenUp += running.size;
      running.clear();
    };
    const poll = async () => {
      polling = true;
      for (let at = performance.now() + POLL_EVERY_MS; running.size > 0 && (await until(at)); at = performance.now() + POLL_EVERY_MS) {
        const box = latest !== null && running.has(latest) ? latest : null;
        if (box !== null) {
          const res = await call('status poll (submission detail)', 'GET', API.submissionDetail, { query: { submitId: box } });
          const displayId = running.get(box)?.displayId;
          if (!res.ok) giveUp();
          else if (settle(box, res.data.submission.status as number) && displayId) {
            // What the problem page reloads once the verdict is in.
            await viewProblem(displayId);
            await problemList();
            await mySubmissions(displayId);
          }
        }
        const others = [...running.keys()].filter((id) => id !== box);
        if (others.length > 0 && running.size > 0) {
          const res = await call('status check (contest list)', 'POST', API.checkContestSubmissionsStatus, {
            body: { submitIds: others, cid },
          });
          if (!res.ok) giveUp();
          else for (const [id, vo] of Object.entries(res.data as Record<string, { status: number }>)) settle(Number(id), vo.status);
        }
      }
      polling = false;
    };

    const nextSubmit = (now: number) => {
      const mean = now >= rushFrom ? RUSH_MEAN_MS : SUBMIT_MEAN_MS;
      const at = now + MIN_GAP_MS + exponential(next, mean - MIN_GAP_MS);
      // The rush starts whatever the last wait drew: a wait that crosses into it is drawn again there.
      return now < rushFrom && at > rushFrom ? rushFrom + exponential(next, RUSH_MEAN_MS) : at;
    };
    const submit = async () => {
      for (let at = nextSubmit(start); await until(at); at = nextSubmit(performance.now())) {
        const problem = Math.floor(next() * plan.displayIds.length);
        const displayId = plan.displayIds[problem]!;
        const roll = next();
        const attempt: Attempt = roll < 0.45 ? 'right' : roll < 0.93 ? 'wrong' : 'broken';
        const language = next() < 0.7 ? CONTEST_LANGUAGES[0] : CONTEST_LANGUAGES[1];
        const res = await call('submit', 'POST', API.submitProblemJudge, {
          body: { pid: displayId, cid, language, code: contestCode(problem, language, attempt), tid: null, gid: null, isRemote: false },
        });
        if (!res.ok) continue;
        const id = res.data.submitId as number;
        submitIds.push(id);
        running.set(id, { at: performance.now(), displayId });
        latest = id;
        if (!polling) void poll();
      }
    };

    await Promise.all([board(), browse(), submit()]);
    // A poll round may still be under way: its calls count, so wait for it.
    while (polling) await new Promise((r) => setTimeout(r, 50));
  };

  // A line a minute on long runs, to watch one without waiting for the end.
  const progress = setInterval(() => {
    const waiting = submitIds.length - verdictMs.length;
    console.log(
      `  ${Math.round((performance.now() - t0) / 1000)} s: ${stats.callCount()} calls, ${stats.errorCount()} errors, ${submitIds.length} submissions (${waiting} without a verdict seen)`,
    );
  }, 60_000);
  await Promise.all(plan.contestants.map((c, i) => contestant(c, i)));
  clearInterval(progress);
  loop.disable();
  const cpu = process.cpuUsage(cpu0);
  const seconds = (performance.now() - t0) / 1000;
  return {
    submitIds,
    verdictMs,
    boardUnchanged,
    pollsGivenUp,
    lagMs,
    loopDelayP99Ms: loop.percentile(99) / 1e6,
    loopDelayMaxMs: loop.max / 1e6,
    cpuShare: (cpu.user + cpu.system) / 1e6 / seconds,
    seconds,
  };
}
