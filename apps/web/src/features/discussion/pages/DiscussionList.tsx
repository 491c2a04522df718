import { useMemo, useState } from 'react';
import { Card, Col, Grid, Input, Pagination, Row, Skeleton } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DISCUSSION_PAGE_SIZE } from '@arbiter/contract';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { authDialog } from '@/session/authDialog.ts';
import { roleFlags, useSession } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import { getDiscussionCategories, getDiscussionList } from '../api/discussion.ts';
import { discussionKeys } from '../api/keys.ts';
import { CategoryDialog } from '../components/CategoryDialog.tsx';
import { DiscussionCard } from '../components/DiscussionCard.tsx';
import { DiscussionDialog } from '../components/DiscussionDialog.tsx';
import { DiscussionGate } from '../components/DiscussionGate.tsx';
import { DiscussionSidebar } from '../components/DiscussionSidebar.tsx';
import type { DiscussionDraft } from '../components/form.ts';
import { usePublicArea } from '../components/area.ts';
import { usePostActions } from '../components/usePostActions.ts';
import {
  changeDiscussionFilters,
  discussionFiltersToSearch,
  discussionListParams,
  parseDiscussionFilters,
  type DiscussionFilters,
} from './listQuery.ts';
import '../components/discussion.css';

/** What the post dialog shows: a new post, or a post being edited. */
type Dialog = { kind: 'post' } | { kind: 'edit'; draft: DiscussionDraft; authorUid: string } | { kind: 'categories' } | null;

/** /discussion and /discussion/:problemID — the public discussion list (spec part 3 §2.1). */
export default function DiscussionListPage() {
  return (
    <DiscussionGate>
      <DiscussionList />
    </DiscussionGate>
  );
}

function DiscussionList() {
  const { t } = useTranslation();
  const { problemID } = useParams();
  const pid = problemID ?? null;
  const { token, user } = useSession();
  const { isRoot } = roleFlags(user);
  const area = usePublicArea();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => parseDiscussionFilters(search), [search]);
  const change = (patch: Partial<DiscussionFilters>) => setSearch(discussionFiltersToSearch(changeDiscussionFilters(filters, patch)));
  const [dialog, setDialog] = useState<Dialog>(null);
  const wide = Grid.useBreakpoint().sm ?? true;

  const params = discussionListParams(filters, pid, token !== null);
  const list = useQuery({
    queryKey: discussionKeys.list(params, token),
    queryFn: () => getDiscussionList(params),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery({ queryKey: discussionKeys.categories, queryFn: getDiscussionCategories, staleTime: 5 * 60_000 });

  const post = () => {
    if (!token) {
      toast.warning(t('errors.pleaseLogin'));
      authDialog.open('login');
      return;
    }
    setDialog({ kind: 'post' });
  };
  const { edit, remove } = usePostActions(area, setDialog);

  const keywordSearch = (
    <Input.Search
      key={`k-${filters.keyword}`}
      className="disc-list__keyword"
      defaultValue={filters.keyword}
      placeholder={t('discussion.list.keyword')}
      allowClear
      maxLength={255}
      onSearch={(v) => change({ keyword: v })}
      data-testid="discussion-keyword"
    />
  );
  const records = list.data?.records ?? [];
  const title = pid ? t('discussion.list.problemTitle', { pid }) : t('discussion.list.title');
  return (
    <div className="page disc-list" data-testid="discussion-list-page">
      <Row gutter={[16, 16]}>
        <Col xs={24} md={17} xl={18}>
          <Card
            title={
              <span>
                {title}
                <span className="disc-list__total" data-testid="discussion-total">
                  {t('discussion.list.total', { total: list.data?.total ?? 0 })}
                </span>
              </span>
            }
            extra={wide ? keywordSearch : null}
            className="disc-list__card"
          >
            {wide ? null : <div className="disc-list__keyword-row">{keywordSearch}</div>}
            {list.isPending ? (
              <Skeleton active />
            ) : records.length === 0 ? (
              <EmptyState text={t('discussion.list.empty')} />
            ) : (
              <div className="disc-list__cards">
                {records.map((item) => (
                  <DiscussionCard
                    key={item.id}
                    item={item}
                    area={area}
                    onEdit={(i) => void edit(i)}
                    onDelete={(i) => remove(i)}
                    onCategory={(cid) => change({ cid })}
                  />
                ))}
              </div>
            )}
            <Pagination
              className="disc-list__pager"
              current={filters.currentPage}
              pageSize={DISCUSSION_PAGE_SIZE}
              total={list.data?.total ?? 0}
              showSizeChanger={false}
              hideOnSinglePage
              onChange={(currentPage) => change({ currentPage })}
            />
          </Card>
        </Col>
        <Col xs={24} md={7} xl={6}>
          <DiscussionSidebar
            pid={pid}
            loggedIn={token !== null}
            onlyMine={filters.onlyMine}
            categories={categories.data ?? []}
            cid={filters.cid}
            isRoot={isRoot}
            onPost={post}
            onMine={(onlyMine) => change({ onlyMine })}
            onCategory={(cid) => change({ cid })}
            onEditCategories={() => setDialog({ kind: 'categories' })}
          />
        </Col>
      </Row>
      {dialog?.kind === 'post' || dialog?.kind === 'edit' ? (
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
      {dialog?.kind === 'categories' ? <CategoryDialog categories={categories.data ?? []} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
