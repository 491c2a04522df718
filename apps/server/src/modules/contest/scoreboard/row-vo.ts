import { ContestType, type ACMCell, type ACMContestRankVO, type ContestRankVO, type OIContestRankVO } from '@arbiter/contract';
import type { Derived, Row } from './board.ts';
import type { BoardSettings } from './rules.ts';

/** A kept row as the API shows it (ACMContestRankVO / OIContestRankVO), cells keyed by display id in display order. */
export function rowVO(row: Row, s: BoardSettings, derived: Derived): ContestRankVO {
  const base = {
    rank: row.rank,
    uid: row.uid,
    username: row.ident.username,
    realname: row.ident.realname,
    nickname: row.ident.nickname,
    school: row.ident.school,
    gender: row.ident.gender,
    avatar: row.ident.avatar,
    isWinAward: row.award !== null,
    awardName: row.award?.name ?? null,
    awardBackground: row.award?.background ?? null,
    awardColor: row.award?.color ?? null,
  };
  if (s.type === ContestType.OI) {
    const submissionInfo: Record<string, number> = {};
    const timeInfo: Record<string, number> = {};
    for (const p of s.problems) {
      const cell = row.cells.get(p.pid);
      if (!cell || !('score' in cell)) continue;
      submissionInfo[p.displayId] = cell.score;
      if (cell.acTime !== null) timeInfo[p.displayId] = cell.acTime;
    }
    const vo: OIContestRankVO = { ...base, totalScore: row.totalScore, totalTime: row.totalTime, submissionInfo, timeInfo };
    return vo;
  }
  const submissionInfo: Record<string, ACMCell> = {};
  for (const p of s.problems) {
    const cell = row.cells.get(p.pid);
    if (!cell || 'score' in cell) continue;
    submissionInfo[p.displayId] = {
      isAC: cell.isAC,
      isFirstAC: cell.ACTime !== null && derived.firstAc.get(p.pid) === cell.ACTime,
      isAfterContest: cell.isAfterContest,
      ACTime: cell.ACTime,
      errorNum: cell.errorNum,
      tryNum: cell.tryNum,
    };
  }
  const vo: ACMContestRankVO = { ...base, ac: row.ac, total: row.total, totalTime: row.totalTime, submissionInfo };
  return vo;
}
