import { useParams } from 'react-router';
import { DiscussionPost } from '@/features/discussion/index.ts';
import { useGroupDiscussionArea } from './area.ts';

/** /group/:groupID/discussion-detail/:discussionID — a group's post with its comments, as the public page shows one. */
export default function GroupDiscussionDetail() {
  return <DiscussionPost did={Number(useParams().discussionID)} area={useGroupDiscussionArea()} />;
}
