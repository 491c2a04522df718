import { SimilarityCheck } from '@/features/similarity/index.ts';
import { useContestScope } from './contestScope.ts';

/** The contest admins' Similarity tab: the check over the contest's submissions. */
export default function ContestSimilarity() {
  const { cid } = useContestScope();
  return <SimilarityCheck target={{ cid }} />;
}
