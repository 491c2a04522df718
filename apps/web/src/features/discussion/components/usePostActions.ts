import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Discussion } from '@arbiter/contract';
import { toast } from '@/ui/feedback.ts';
import { getDiscussionDetail } from '../api/discussion.ts';
import { discussionKeys } from '../api/keys.ts';
import type { DiscussionArea } from './area.ts';
import type { DiscussionDraft } from './form.ts';

/** What the post dialog opens with to edit a post: its whole text and its author. */
export interface PostEdit {
  kind: 'edit';
  draft: DiscussionDraft;
  authorUid: string;
}

/**
 * A list's Edit and Delete on a post card, in any area: the list leaves others' content out, so
 * Edit reads the whole post first and hands it to `openEdit`; Delete goes through the area.
 */
export function usePostActions(area: Pick<DiscussionArea, 'remove'>, openEdit: (edit: PostEdit) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const edit = async (item: Discussion) => {
    const full = await getDiscussionDetail(item.id);
    const { id, title, description, categoryId, content, topPriority } = full;
    openEdit({ kind: 'edit', authorUid: full.uid, draft: { id, title, description, categoryId, content, topPriority } });
  };
  const remove = async (item: Discussion) => {
    await area.remove(item.id);
    toast.success(t('discussion.list.deleted'));
    await queryClient.invalidateQueries({ queryKey: discussionKeys.all });
  };
  return { edit, remove };
}
