import { Button, Tag, type TableColumnsType } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DiscussionReportVO } from '@arbiter/contract';
import { PagedTable } from '@/components/admin/PagedTable.tsx';
import { localPager, useLocalPaging } from '@/components/admin/useLocalPaging.ts';
import { toast } from '@/ui/feedback.ts';
import { formatTime } from '@/utils/time.ts';
import { getDiscussionReports, updateDiscussionReport } from '../api/admin-discussion.ts';
import { discussionKeys } from '../api/keys.ts';

/** The users' reports of posts, newest first; handling one marks it done (spec part 3 §2.4). */
export function ReportTable() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const paging = useLocalPaging(10);
  const list = useQuery({
    queryKey: discussionKeys.reports(paging.currentPage, paging.limit),
    queryFn: () => getDiscussionReports(paging.currentPage, paging.limit),
    placeholderData: keepPreviousData,
  });
  const setStatus = async (id: number, status: 0 | 1) => {
    await updateDiscussionReport(id, status);
    toast.success(t('adminDiscussion.reports.handled'));
    await queryClient.invalidateQueries({ queryKey: ['discussion', 'reports'] });
  };

  const columns: TableColumnsType<DiscussionReportVO> = [
    {
      title: t('adminDiscussion.reports.colDiscussion'),
      dataIndex: 'discussionTitle',
      render: (v: string, row) => (
        <Link to={`/discussion-detail/${row.did}`} target="_blank" data-testid={`admin-report-link-${row.id}`}>
          {v}
        </Link>
      ),
    },
    { title: t('adminDiscussion.reports.colAuthor'), dataIndex: 'discussionAuthor', width: 120 },
    { title: t('adminDiscussion.reports.colReporter'), dataIndex: 'reporter', width: 120 },
    { title: t('adminDiscussion.reports.colContent'), dataIndex: 'content' },
    {
      title: t('adminDiscussion.reports.colStatus'),
      dataIndex: 'status',
      width: 90,
      render: (v: number) =>
        v === 0 ? (
          <Tag color="orange">{t('adminDiscussion.reports.statusNew')}</Tag>
        ) : (
          <Tag color="green">{t('adminDiscussion.reports.statusHandled')}</Tag>
        ),
    },
    {
      title: t('adminDiscussion.reports.colCreated'),
      dataIndex: 'gmtCreate',
      width: 150,
      render: (v: string) => formatTime(v, 'YYYY-MM-DD HH:mm'),
    },
    {
      key: 'action',
      title: t('admin.common.actions'),
      width: 130,
      render: (_v, row) =>
        row.status === 0 ? (
          <Button size="small" type="primary" onClick={() => void setStatus(row.id, 1)} data-testid={`admin-report-handle-${row.id}`}>
            {t('adminDiscussion.reports.handle')}
          </Button>
        ) : (
          <Button size="small" onClick={() => void setStatus(row.id, 0)} data-testid={`admin-report-reopen-${row.id}`}>
            {t('adminDiscussion.reports.reopen')}
          </Button>
        ),
    },
  ];

  return (
    <PagedTable<DiscussionReportVO>
      rowKey="id"
      columns={columns}
      rows={list.data?.records ?? []}
      loading={list.isFetching}
      emptyText={t('adminDiscussion.reports.empty')}
      paging={localPager(paging, list.data?.total ?? 0)}
      testId="admin-report-table"
    />
  );
}
