import { JudgeStatus } from '@arbiter/contract';

/**
 * The OI rank score of a judged submission (reference §B.11): a full score earns
 * round(0.1 × ioScore + 2 × difficulty); otherwise round(0.1 × score + 2 × difficulty × score / ioScore).
 */
export function submissionOiRankScore(p: { ioScore: number; difficulty: number }, score: number, status: number): number {
  if (status === JudgeStatus.ACCEPTED || (p.ioScore > 0 && score >= p.ioScore)) return Math.round(0.1 * p.ioScore + 2 * p.difficulty);
  const share = p.ioScore > 0 ? score / p.ioScore : 0;
  return Math.round(0.1 * score + 2 * p.difficulty * share);
}
