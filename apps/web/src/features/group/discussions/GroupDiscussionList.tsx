import { useState } from 'react';
import { Button, Card, Pagination, Segmented, Skeleton } from 'antd';
import { ArrowLeftOutlined, FormOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DISCUSSION_PAGE_SIZE } from '@arbiter/contract';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import {
  DiscussionCard,
  DiscussionDialog,
  discussionKeys,
  getDiscussionCategories,
  usePostActions,
  type DiscussionDraft,
} from '@/features/discussion/index.ts';
import { useSession } from '@/session/session.ts';
import { groupPath, useGroupScope } from '../shell/groupScope.ts';
import { getGroupDiscussions, groupDiscussionKeys } from './api.ts';
import { useGroupDiscussionArea } from './area.ts';
import { GroupDiscussionAdmin } from './GroupDiscussionAdmin.tsx';
import './groupDiscussion.css';

type Dialog = { kind: 'post' } | { kind: 'edit'; draft: DiscussionDraft; authorUid: string } | null;

/**
 * /group/:groupID/discussion and …/discussion/:problemID — the group's posts (spec part 3 §2.3):
 * the cards with pin mark, author and role badge, counts, category and time; the post dialog; and
 * for the group's admins a table to pin, hide and delete.
 */
export default function GroupDiscussionList() {
  const { t } = useTranslation();
  const { gid, isAdmin } = useGroupScope();
  const { token } = useSession();
  const area = useGroupDiscussionArea();
  const pid = useParams().problemID ?? null;
  const [search, setSearch] = useSearchParams();
  const currentPage = Math.max(1, Number(search.get('currentPage')) || 1);
  const [view, setView] = useState<'list' | 'admin'>('list');
  const [dialog, setDialog] = useState<Dialog>(null);

  const params = { gid, currentPage, limit: DISCUSSION_PAGE_SIZE, ...(pid ? { pid } : {}) };
  const list = useQuery({
    queryKey: groupDiscussionKeys.list(params, token),
    queryFn: () => getGroupDiscussions(params),
    placeholderData: keepPreviousData,
    enabled: view === 'list',
  });
  const categories = useQuery({ queryKey: discussionKeys.categories, queryFn: getDiscussionCategories, staleTime: 5 * 60_000 });

  const { edit, remove } = usePostActions(area, setDialog);

  const records = list.data?.records ?? [];
  const title = pid ? t('groupDiscussion.problemTitle', { pid }) : t('groupDiscussion.title');
  const head = (
    <div className="group-disc__head">
      {isAdmin ? (
        <Segmented
          value={view}
          onChange={(v) => setView(v === 'admin' ? 'admin' : 'list')}
          options={[
            { value: 'list', label: t('groupDiscussion.viewList') },
            { value: 'admin', label: t('groupDiscussion.viewAdmin') },
          ]}
          data-testid="group-discussion-view"
        />
      ) : null}
      {pid ? (
        <Link to={groupPath.tab(gid, 'discussion')}>
          <Button icon={<ArrowLeftOutlined />}>{t('groupDiscussion.allPosts')}</Button>
        </Link>
      ) : null}
      <Button type="primary" icon={<FormOutlined />} onClick={() => setDialog({ kind: 'post' })} data-testid="group-discussion-post">
        {t('groupDiscussion.post')}
      </Button>
    </div>
  );

  return (
    <div className="group-disc" data-testid="group-discussion-page">
      <Card
        title={
          <span>
            {view === 'admin' ? t('groupDiscussion.adminTitle') : title}
            {view === 'list' ? (
              <span className="disc-list__total" data-testid="group-discussion-total">
                {t('discussion.list.total', { total: list.data?.total ?? 0 })}
              </span>
            ) : null}
          </span>
        }
        extra={head}
        className="group-disc__card"
      >
        {view === 'admin' ? (
          <GroupDiscussionAdmin />
        ) : list.isPending ? (
          <Skeleton active />
        ) : records.length === 0 ? (
          <EmptyState text={t('groupDiscussion.empty')} />
        ) : (
          <div className="disc-list__cards">
            {records.map((item) => (
              <DiscussionCard key={item.id} item={item} area={area} onEdit={(i) => void edit(i)} onDelete={(i) => remove(i)} />
            ))}
          </div>
        )}
        {view === 'list' ? (
          <Pagination
            className="disc-list__pager"
            current={currentPage}
            pageSize={DISCUSSION_PAGE_SIZE}
            total={list.data?.total ?? 0}
            showSizeChanger={false}
            hideOnSinglePage
            onChange={(page) => setSearch(page > 1 ? { currentPage: String(page) } : {})}
          />
        ) : null}
      </Card>
      {dialog ? (
        <DiscussionDialog
          area={area}
          initial={dialog.kind === 'edit' ? dialog.draft : null}
          pid={pid}
          categories={categories.data ?? []}
          canPin={area.rights(dialog.kind === 'edit' ? dialog.authorUid : '').canPin}
          onClose={() => setDialog(null)}
          onSaved={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
