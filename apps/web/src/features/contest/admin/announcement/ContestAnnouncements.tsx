import { useState } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTEST_ANNOUNCEMENT_PAGE_SIZE, type ContestAnnouncementVO } from '@arbiter/contract';
import { deleteContestAnnouncement, getAdminContest, getContestAnnouncements, saveContestAnnouncement } from '../../api/admin-contest.ts';
import { contestKeys } from '../../api/keys.ts';
import { LazyMarkdown } from '@/components/common/LazyMarkdown.tsx';
import { toast } from '@/ui/feedback.ts';
import { formatTime } from '@/utils/time.ts';
import { PagedTable } from '@/components/admin/PagedTable.tsx';
import { RowActions } from '@/components/admin/RowActions.tsx';
import { useLocalPaging } from '@/components/admin/useLocalPaging.ts';
import { useVisibilitySave } from '@/components/admin/rowMutations.ts';
import { visibilityColumn } from '@/components/admin/visibilityColumn.tsx';
import { ContestLoadFailed, ContestPageCard } from '../ContestPageCard.tsx';
import { idParam } from '@/components/admin/listQuery.ts';
import { AnnouncementDialog } from './AnnouncementDialog.tsx';
import { draftOfAnnouncement, isVisible, newAnnouncementDraft, withVisibility, type AnnouncementDraft } from './model.ts';
import '../adminContest.css';

/** /admin/contest/:contestId/announcement — the contest's announcements: list, create, edit, show or hide, delete. */
export default function ContestAnnouncements() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const cid = idParam(useParams().contestId);
  const valid = !Number.isNaN(cid);
  const paging = useLocalPaging(CONTEST_ANNOUNCEMENT_PAGE_SIZE);
  const [editing, setEditing] = useState<AnnouncementDraft | null>(null);
  const contest = useQuery({ queryKey: contestKeys.admin.contest(cid), queryFn: () => getAdminContest(cid), enabled: valid });
  const list = useQuery({
    queryKey: contestKeys.admin.announcements(cid, paging.currentPage, paging.limit),
    queryFn: () => getContestAnnouncements(cid, paging.currentPage, paging.limit),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: contestKeys.admin.announcementsOf(cid) });

  const visibility = useVisibilitySave(
    ({ row, visible }: { row: ContestAnnouncementVO; visible: boolean }) => saveContestAnnouncement(cid, withVisibility(row, visible)),
    refresh,
  );
  const remove = useMutation({
    mutationFn: (aid: number) => deleteContestAnnouncement(cid, aid),
    onSuccess: (msg) => {
      toast.success(msg);
      void refresh();
    },
  });

  if (!valid || contest.isError) {
    return <ContestLoadFailed text={t('adminContest.announcement.loadFailed')} />;
  }

  const columns: TableColumnsType<ContestAnnouncementVO> = [
    { title: t('adminContest.announcement.colId'), dataIndex: 'id', width: 70, responsive: ['sm'] },
    { title: t('adminContest.announcement.colTitle'), dataIndex: 'title' },
    visibilityColumn<ContestAnnouncementVO>({
      title: t('adminContest.announcement.colVisible'),
      dataIndex: 'status',
      width: 90,
      isOn: (row) => isVisible(row.status),
      savingId: visibility.isPending ? visibility.variables.row.id : undefined,
      onChange: (row, visible) => visibility.mutate({ row, visible }),
      testId: 'contest-announcement-visible',
    }),
    {
      title: t('adminContest.announcement.colAuthor'),
      dataIndex: 'username',
      width: 110,
      responsive: ['md'],
      render: (v: string | null) => v ?? '--',
    },
    {
      title: t('adminContest.announcement.colTime'),
      dataIndex: 'gmtModified',
      width: 150,
      responsive: ['md'],
      render: (v: string) => formatTime(v, 'YYYY-MM-DD HH:mm'),
    },
    {
      title: t('admin.common.actions'),
      key: 'actions',
      width: 90,
      render: (_: unknown, row) => (
        <RowActions
          id={row.id}
          name={row.title}
          testId="contest-announcement"
          confirm={t('adminContest.announcement.deleteConfirm', { title: row.title })}
          onEdit={() => setEditing(draftOfAnnouncement(row))}
          onDelete={() => remove.mutateAsync(row.id)}
        />
      ),
    },
  ];

  return (
    <div className="admin-page" data-testid="admin-contest-announcements">
      <ContestPageCard
        title={t('adminContest.announcement.title')}
        contestTitle={contest.data?.title}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing(newAnnouncementDraft())}
            data-testid="contest-announcement-create"
          >
            {t('adminContest.announcement.create')}
          </Button>
        }
      >
        <PagedTable<ContestAnnouncementVO>
          rowKey="id"
          columns={columns}
          rows={list.data?.records ?? []}
          loading={list.isFetching}
          emptyText={t('adminContest.announcement.empty')}
          expandable={{
            expandedRowRender: (row) => <LazyMarkdown source={row.content} className="admin-contest-announcement-body" />,
          }}
          paging={{
            current: paging.currentPage,
            size: paging.limit,
            total: list.data?.total ?? 0,
            sizes: [10, 20, 50, 100],
            onChange: paging.turn,
          }}
          testId="contest-announcement-table"
        />
      </ContestPageCard>
      {editing ? (
        <AnnouncementDialog
          key={editing.id ?? 'new'}
          initial={editing}
          onSave={(body) => saveContestAnnouncement(cid, body)}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      ) : null}
    </div>
  );
}
