import { useState } from 'react';
import { Alert, Button, Table, type TableColumnsType } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMemory, type Page, type SubmissionListItem } from '@arbiter/contract';
import { problemKeys } from '../api/keys.ts';
import { getSubmissionList, JudgeStatusTag } from '@/features/submission/index.ts';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { authDialog } from '@/session/authDialog.ts';
import { useSession } from '@/session/session.ts';
import { formatTime } from '@/utils/time.ts';

/** Spec part 2 §9: my submissions on the problem page, 10 a page. */
const MY_SUBMISSIONS_PAGE_SIZE = 10;

/** Where another area (a contest) reads the user's submissions of the problem and opens one. */
export interface MySubmissionsSource {
  queryKey: (page: number) => readonly unknown[];
  load: (page: number, limit: number) => Promise<Page<SubmissionListItem>>;
  detailPath: (row: SubmissionListItem) => string;
}

/** The My Submission tab: the user's submissions of this problem; a row opens its detail. */
export function MySubmissions({ problemId, active, source }: { problemId: string; active: boolean; source?: MySubmissionsSource }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = useSession();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: source ? source.queryKey(page) : problemKeys.mySubmissions(problemId, page, token),
    queryFn: () =>
      source
        ? source.load(page, MY_SUBMISSIONS_PAGE_SIZE)
        : getSubmissionList({
            onlyMine: true,
            problemID: problemId,
            completeProblemID: true,
            currentPage: page,
            limit: MY_SUBMISSIONS_PAGE_SIZE,
          }),
    enabled: active && token !== null,
    placeholderData: keepPreviousData,
  });

  if (!token) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('problem.mySubmission.loginFirst')}
        action={
          <Button size="small" onClick={() => authDialog.open('login')}>
            {t('auth.login')}
          </Button>
        }
        data-testid="my-submissions-login"
      />
    );
  }

  const columns: TableColumnsType<SubmissionListItem> = [
    { title: t('problem.mySubmission.submitTime'), dataIndex: 'submitTime', render: (v: string) => formatTime(v, 'YYYY-MM-DD HH:mm') },
    { title: t('problem.mySubmission.status'), dataIndex: 'status', render: (v: number) => <JudgeStatusTag status={v} short={false} /> },
    {
      title: t('problem.submit.time'),
      dataIndex: 'time',
      responsive: ['sm'],
      render: (v: number | null) => (v === null ? '--' : `${v} ms`),
    },
    { title: t('problem.submit.memory'), dataIndex: 'memory', responsive: ['sm'], render: (v: number | null) => formatMemory(v) },
    { title: t('problem.mySubmission.language'), dataIndex: 'language', responsive: ['md'] },
  ];

  return (
    <Table<SubmissionListItem>
      size="small"
      rowKey="submitId"
      columns={columns}
      dataSource={query.data?.records ?? []}
      loading={query.isFetching}
      rowClassName="clickable-row"
      onRow={(row) => ({
        onClick: () => void navigate(source ? source.detailPath(row) : `/submission-detail/${row.submitId}`),
        'data-testid': `my-submission-${row.submitId}`,
      })}
      locale={{ emptyText: <EmptyState text={t('problem.mySubmission.empty')} /> }}
      pagination={{
        current: page,
        pageSize: MY_SUBMISSIONS_PAGE_SIZE,
        total: query.data?.total ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
        size: 'small',
      }}
      data-testid="my-submissions"
    />
  );
}
