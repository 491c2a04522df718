import { useState } from 'react';
import { Button, Grid, Switch, Table, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTEST_ANNOUNCEMENT_PAGE_SIZE, type ContestAnnouncementVO } from '@arbiter/contract';
import { deleteContestAnnouncement, getAdminContest, getContestAnnouncements, saveContestAnnouncement } from '../../api/admin-contest.ts';
import { contestKeys } from '../../api/keys.ts';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { LazyMarkdown } from '@/components/common/LazyMarkdown.tsx';
import { toast } from '@/ui/feedback.ts';
import { formatTime } from '@/utils/time.ts';
import { RowActions } from '@/components/admin/RowActions.tsx';
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
  const wide = Grid.useBreakpoint().lg ?? true;
  const [currentPage, setCurrentPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(CONTEST_ANNOUNCEMENT_PAGE_SIZE);
  const [editing, setEditing] = useState<AnnouncementDraft | null>(null);
  const contest = useQuery({ queryKey: contestKeys.admin.contest(cid), queryFn: () => getAdminContest(cid), enabled: valid });
  const list = useQuery({
    queryKey: contestKeys.admin.announcements(cid, currentPage, pageSize),
    queryFn: () => getContestAnnouncements(cid, currentPage, pageSize),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: contestKeys.admin.announcementsOf(cid) });

  const visibility = useMutation({
    mutationFn: ({ row, visible }: { row: ContestAnnouncementVO; visible: boolean }) =>
      saveContestAnnouncement(cid, withVisibility(row, visible)),
    onSuccess: (msg) => toast.success(msg || t('admin.common.updated')),
    // A refusal was shown by the client; reading the list again puts the switch back.
    onSettled: () => void refresh(),
  });
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
    {
      title: t('adminContest.announcement.colVisible'),
      dataIndex: 'status',
      width: 90,
      render: (v: number, row) => (
        <Switch
          size="small"
          checked={isVisible(v)}
          loading={visibility.isPending && visibility.variables.row.id === row.id}
          onChange={(visible) => visibility.mutate({ row, visible })}
          aria-label={t('adminContest.announcement.colVisible')}
          data-testid={`contest-announcement-visible-${row.id}`}
        />
      ),
    },
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
        <Table<ContestAnnouncementVO>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.records ?? []}
          loading={list.isFetching}
          scroll={wide ? undefined : { x: 'max-content' }}
          locale={{ emptyText: <EmptyState text={t('adminContest.announcement.empty')} /> }}
          expandable={{
            expandedRowRender: (row) => <LazyMarkdown source={row.content} className="admin-contest-announcement-body" />,
          }}
          pagination={{
            current: currentPage,
            pageSize,
            pageSizeOptions: [10, 20, 50, 100],
            showSizeChanger: true,
            total: list.data?.total ?? 0,
            showTotal: (total) => t('admin.common.total', { total }),
            onChange: (page, size) => {
              setCurrentPage(size === pageSize ? page : 1);
              setPageSize(size);
            },
          }}
          data-testid="contest-announcement-table"
        />
      </ContestPageCard>
      {editing ? (
        <AnnouncementDialog
          key={editing.id ?? 'new'}
          cid={cid}
          initial={editing}
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
