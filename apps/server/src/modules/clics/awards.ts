import { AwardType, ContestType, type ACMContestRankVO, type ClicsAward, type ContestRankVO } from '@arbiter/contract';
import { isClicsId, sluggedId } from './ids.ts';
import { isJudged } from './judgement-types.ts';
import type { Ids } from './objects.ts';
import type { Snapshot } from './snapshot.ts';

/**
 * The standard's awards, read off our board (the rows of the view the reader gets, stars left
 * out), never computed again: the winner is who ranks first having solved (or scored) something;
 * the contest's award levels, by priority, are the gold, silver and bronze medals (`medal-<n>`
 * past the third) with their configured names as citations; first to solve is the board's first
 * blood of each problem (ACM), but only once no submission to it made before then waits for its
 * verdict, as the standard asks.
 */

const MEDALS = ['gold-medal', 'silver-medal', 'bronze-medal'];

/** A user the board keeps off or shows unranked: their submissions decide no award. */
function offBoard(s: Snapshot, uid: string): boolean {
  return s.settings.excluded.has(uid) || s.settings.stars.has(s.people.get(uid)?.username ?? '');
}

const scored = (r: ContestRankVO) => ('ac' in r ? r.ac > 0 : r.totalScore > 0);

export function awardsOf(s: Snapshot, ids: Ids, rows: readonly ContestRankVO[]): ClicsAward[] {
  const out: ClicsAward[] = [
    { id: 'winner', citation: 'Winner', team_ids: rows.filter((r) => r.rank === 1 && scored(r)).map((r) => r.uid) },
  ];
  if (s.settings.awardType !== AwardType.NONE) {
    s.settings.awards.forEach((level, i) => {
      const first = s.settings.awards.findIndex((l) => l.name === level.name);
      out.push({
        id: MEDALS[i] ?? `medal-${i + 1}`,
        citation: level.name,
        team_ids: first === i ? rows.filter((r) => r.awardName === level.name).map((r) => r.uid) : [],
      });
    });
  }
  if (s.c.type === ContestType.ACM) {
    const acm = rows as readonly ACMContestRankVO[];
    for (const p of s.problems) {
      const firsts = acm.filter((r) => r.submissionInfo[p.displayId]?.isFirstAC);
      const sec = firsts[0]?.submissionInfo[p.displayId]?.ACTime ?? null;
      const waiting = s.submissions.some(
        (sub) =>
          sub.pid === p.pid &&
          !isJudged(sub.status) &&
          !offBoard(s, sub.uid) &&
          sec !== null &&
          Math.floor((sub.submitTime.getTime() - s.settings.startMs) / 1000) <= sec,
      );
      const id = `first-to-solve-${ids.problem.get(p.pid)!}`;
      out.push({
        id: isClicsId(id) ? id : sluggedId('first-to-solve-', ids.problem.get(p.pid)!),
        citation: `First to solve problem ${p.displayId}`,
        team_ids: waiting ? [] : firsts.map((r) => r.uid),
      });
    }
  }
  for (const a of out) a.team_ids?.sort();
  return out;
}
