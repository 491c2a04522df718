import { useState } from 'react';
import { Card, InputNumber, Space, Tag, type TableColumnsType } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApplyPublicProgress, type Problem } from '@arbiter/contract';
import { KeywordFilters } from '@/components/admin/KeywordSearch.tsx';
import { PagedTable } from '@/components/admin/PagedTable.tsx';
import { ConfirmAction } from '@/components/admin/RowActions.tsx';
import { toast } from '@/ui/feedback.ts';
import { formatTime } from '@/utils/time.ts';
import { changeProgress, getProposals, groupProblemKeys } from './api.ts';
import { progressLook } from './progress.ts';

interface Filters {
  currentPage: number;
  limit: number;
  keyword: string;
  gid: number | null;
}

/**
 * /admin/group-problem/apply — the group problems proposed to the public bank (hoj-api §13.4):
 * root and problem_admin approve (the problem leaves its group for the bank) or refuse.
 */
export default function ProblemReview() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<Filters>({ currentPage: 1, limit: 10, keyword: '', gid: null });
  const params = {
    currentPage: filters.currentPage,
    limit: filters.limit,
    keyword: filters.keyword || undefined,
    gid: filters.gid ?? undefined,
  };
  const list = useQuery({
    queryKey: groupProblemKeys.review(params),
    queryFn: () => getProposals(params),
    placeholderData: keepPreviousData,
  });
  const decide = async (pid: number, progress: 2 | 3) => {
    toast.success(await changeProgress(pid, progress));
    await queryClient.invalidateQueries({ queryKey: groupProblemKeys.reviewAll });
  };

  const columns: TableColumnsType<Problem> = [
    { title: t('groupProblem.review.colId'), dataIndex: 'id', width: 64, responsive: ['sm'] },
    { title: t('groupProblem.review.colProblemId'), dataIndex: 'problemId', width: 140, render: (v: string) => <strong>{v}</strong> },
    { title: t('groupProblem.review.colTitle'), dataIndex: 'title' },
    { title: t('groupProblem.review.colGroup'), dataIndex: 'gid', width: 80, responsive: ['md'] },
    {
      title: t('groupProblem.review.colAuthor'),
      dataIndex: 'author',
      width: 110,
      responsive: ['lg'],
      render: (v: string | null) => v ?? '--',
    },
    {
      title: t('groupProblem.review.colApplied'),
      dataIndex: 'gmtModified',
      width: 140,
      responsive: ['lg'],
      render: (v: string) => formatTime(v, 'YYYY-MM-DD HH:mm'),
    },
    {
      title: t('groupProblem.review.colProgress'),
      dataIndex: 'applyPublicProgress',
      width: 100,
      render: (v: number | null) => {
        const look = progressLook(v);
        return <Tag color={look.color}>{t(`groupProblem.admin.progress.${look.key}`)}</Tag>;
      },
    },
    {
      title: t('groupProblem.review.colActions'),
      key: 'actions',
      width: 96,
      render: (_: unknown, row) => (
        <Space size={4} className="admin-row-actions">
          <ConfirmAction
            confirm={t('groupProblem.review.approveConfirm', { problemId: row.problemId })}
            label={t('groupProblem.review.approve')}
            okText={t('groupProblem.review.approve')}
            icon={<CheckOutlined />}
            onConfirm={() => decide(row.id, ApplyPublicProgress.APPROVED)}
            testId={`group-problem-approve-${row.id}`}
            okTestId="group-problem-approve-ok"
          />
          <ConfirmAction
            danger
            confirm={t('groupProblem.review.refuseConfirm', { problemId: row.problemId })}
            label={t('groupProblem.review.refuse')}
            okText={t('groupProblem.review.refuse')}
            icon={<CloseOutlined />}
            disabled={row.applyPublicProgress === ApplyPublicProgress.REFUSED}
            onConfirm={() => decide(row.id, ApplyPublicProgress.REFUSED)}
            testId={`group-problem-refuse-${row.id}`}
            okTestId="group-problem-refuse-ok"
          />
        </Space>
      ),
    },
  ];

  return (
    <div className="admin-page" data-testid="group-problem-review">
      <Card title={t('groupProblem.review.title')}>
        <KeywordFilters
          keyword={filters.keyword}
          placeholder={t('groupProblem.review.keyword')}
          onSearch={(keyword) => setFilters((f) => ({ ...f, keyword, currentPage: 1 }))}
          testId="group-problem-review-keyword"
        >
          <InputNumber<number>
            min={1}
            precision={0}
            value={filters.gid}
            placeholder={t('groupProblem.review.groupFilter')}
            onChange={(gid) => setFilters((f) => ({ ...f, gid: gid ?? null, currentPage: 1 }))}
            className="admin-filters__select"
            data-testid="group-problem-review-gid"
          />
        </KeywordFilters>
        <PagedTable<Problem>
          rowKey="id"
          columns={columns}
          rows={list.data?.records ?? []}
          loading={list.isFetching}
          emptyText={t('groupProblem.review.empty')}
          paging={{
            current: filters.currentPage,
            size: filters.limit,
            total: list.data?.total ?? 0,
            onChange: (currentPage, limit) => setFilters((f) => ({ ...f, currentPage, limit })),
          }}
          testId="group-problem-review-table"
        />
      </Card>
    </div>
  );
}
