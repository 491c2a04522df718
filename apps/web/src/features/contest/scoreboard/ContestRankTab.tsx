import type { ContestVO } from '@arbiter/contract';
import { BoardView } from './BoardView.tsx';

/**
 * The contest shell's Rank tab (spec part 2 §2.8): the ACM or OI board by the contest's rule, read
 * with POST /api/get-contest-rank, where the viewer's own row and the followed users' rows come first.
 */
export default function ContestRankTab({ contest }: { contest: ContestVO }) {
  return (
    <div className="sb-rank-tab" data-testid="contest-rank-tab">
      <BoardView key={contest.id} contest={contest} scope="inside" />
    </div>
  );
}
