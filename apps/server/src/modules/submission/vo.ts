import type { JudgeVO } from '@arbiter/contract';
import type { judge } from '../../db/schema.ts';

export type JudgeRow = typeof judge.$inferSelect;

export function toJudgeVO(row: JudgeRow): JudgeVO {
  return {
    submitId: row.submitId,
    pid: row.pid,
    displayPid: row.displayPid,
    uid: row.uid,
    username: row.username,
    submitTime: row.submitTime.toISOString(),
    status: row.status,
    share: row.share,
    errorMessage: row.errorMessage,
    time: row.time,
    memory: row.memory,
    score: row.score,
    length: row.length,
    code: row.code,
    language: row.language,
    cid: row.cid,
    cpid: row.cpid,
    gid: row.gid,
    judger: row.judger,
    ip: row.ip,
    version: row.version,
    oiRankScore: row.oiRankScore,
    isManual: row.isManual,
    vjudgeSubmitId: row.vjudgeSubmitId,
    gmtCreate: row.gmtCreate.toISOString(),
    gmtModified: row.gmtModified.toISOString(),
  };
}
