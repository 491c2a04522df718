import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { Table, Tooltip, Typography, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SubmissionListItem } from '@arbiter/contract';
import { formatTime } from '@/utils/time.ts';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { JudgeAdminActions } from './JudgeAdminActions.tsx';
import { JudgeStatusTag } from './JudgeStatusTag.tsx';
import { ManualJudgeDialog } from './ManualJudgeDialog.tsx';
import { ResubmitButton } from './ResubmitButton.tsx';
import { ScoreText } from './ScoreText.tsx';
import { formatLength, formatMemory, formatRunTime } from './format.ts';
import type { RowPatch } from './statusPoller.ts';
import './submission.css';

export interface SubmissionTableProps {
  rows: readonly SubmissionListItem[];
  loading: boolean;
  pagination: TablePaginationConfig | false;
  /** Non-contest lists and OI contests show the score (spec part 2 §2.4). */
  showScore: boolean;
  /** Super admin: rejudge, manual judge and cancel. */
  isRoot: boolean;
  /** The signed-in user's rows are highlighted. */
  currentUid: string | null;
  /** Where a row's detail lives (contests and groups have their own routes). */
  detailPath?: (row: SubmissionListItem) => string;
  /** Where a row's problem lives and how it is named (contests use the contest display id). */
  problemPath?: (row: SubmissionListItem) => string;
  problemLabel?: (row: SubmissionListItem) => string;
  /** Admin actions and resubmit change a row through this (see useSubmissionPolling's `patch`). */
  onPatch: (submitId: number, patch: RowPatch) => void;
  emptyText: string;
  /** Narrow screens: short verdicts (AC, WA…) and a smaller table. */
  compact?: boolean;
  testId?: string;
}

const defaultDetailPath = (row: SubmissionListItem) => `/submission-detail/${row.submitId}`;
const defaultProblemPath = (row: SubmissionListItem) => `/problem/${encodeURIComponent(row.displayPid)}`;
const defaultProblemLabel = (row: SubmissionListItem) => row.displayPid;

/**
 * A page of submissions (spec part 2 §2.4): the status and the language open the detail, the
 * problem and the author their pages. Less important columns drop out below 768 px.
 */
export function SubmissionTable({
  rows,
  loading,
  pagination,
  showScore,
  isRoot,
  currentUid,
  detailPath = defaultDetailPath,
  problemPath = defaultProblemPath,
  problemLabel = defaultProblemLabel,
  onPatch,
  emptyText,
  compact = false,
  testId = 'submission-table',
}: SubmissionTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [manualRow, setManualRow] = useState<SubmissionListItem | null>(null);
  const openDetail = (row: SubmissionListItem) => void navigate(detailPath(row));

  const dash = (node: ReactNode) => node ?? '--';

  const columns: TableColumnsType<SubmissionListItem> = [
    {
      title: compact ? t('submission.list.colRunIdShort') : t('submission.list.colRunId'),
      dataIndex: 'submitId',
      key: 'submitId',
      width: compact ? undefined : 84,
    },
    {
      title: t('submission.list.colProblem'),
      key: 'problem',
      render: (_v, row) => (
        <Tooltip title={row.title}>
          <Link to={problemPath(row)} className="submission-table__problem" data-testid={`submission-problem-${row.submitId}`}>
            {problemLabel(row)}
          </Link>
        </Tooltip>
      ),
    },
    {
      title: t('submission.list.colStatus'),
      dataIndex: 'status',
      key: 'status',
      render: (status: number, row) => (
        <span className="submission-table__status">
          <span data-testid={`submission-status-${row.submitId}`}>
            <JudgeStatusTag status={status} short={compact} onClick={() => openDetail(row)} />
          </span>
          <ResubmitButton row={row} onPatch={onPatch} />
        </span>
      ),
    },
    ...(showScore
      ? [
          {
            title: t('submission.list.colScore'),
            dataIndex: 'score',
            key: 'score',
            width: 72,
            render: (score: number | null, row: SubmissionListItem) => <ScoreText score={score} status={row.status} />,
          },
        ]
      : []),
    {
      title: t('submission.list.colTime'),
      dataIndex: 'time',
      key: 'time',
      responsive: ['md'],
      render: (v: number | null) => formatRunTime(v),
    },
    {
      title: t('submission.list.colMemory'),
      dataIndex: 'memory',
      key: 'memory',
      responsive: ['md'],
      render: (v: number | null) => formatMemory(v),
    },
    {
      title: t('submission.list.colLength'),
      dataIndex: 'length',
      key: 'length',
      responsive: ['lg'],
      render: (v: number | null) => formatLength(v),
    },
    {
      title: t('submission.list.colLanguage'),
      dataIndex: 'language',
      key: 'language',
      responsive: ['sm'],
      render: (language: string, row) => (
        <Tooltip title={t('submission.list.openDetail')}>
          <Typography.Link onClick={() => openDetail(row)} data-testid={`submission-language-${row.submitId}`}>
            {language}
          </Typography.Link>
        </Tooltip>
      ),
    },
    {
      title: t('submission.list.colJudger'),
      dataIndex: 'judger',
      key: 'judger',
      responsive: ['xl'],
      render: (judger: string | null, row) => (
        <span className="submission-table__judger">
          {dash(judger)}
          {row.isManual ? (
            <Tooltip title={t('submission.list.manual')}>
              <UserOutlined className="submission-table__manual" data-testid={`submission-manual-${row.submitId}`} />
            </Tooltip>
          ) : null}
        </span>
      ),
    },
    {
      title: t('submission.list.colAuthor'),
      dataIndex: 'username',
      key: 'username',
      render: (username: string) => (
        <Link to={`/user-home?username=${encodeURIComponent(username)}`} className="submission-table__author">
          {username}
        </Link>
      ),
    },
    {
      title: t('submission.list.colSubmitTime'),
      dataIndex: 'submitTime',
      key: 'submitTime',
      responsive: ['lg'],
      render: (v: string) => <span className="submission-table__time">{formatTime(v)}</span>,
    },
    ...(isRoot
      ? [
          {
            title: t('submission.list.colOption'),
            key: 'option',
            responsive: ['sm' as const],
            render: (_v: unknown, row: SubmissionListItem) => <JudgeAdminActions row={row} onPatch={onPatch} onModify={setManualRow} />,
          },
        ]
      : []),
  ];

  return (
    <>
      <Table<SubmissionListItem>
        className={compact ? 'submission-table submission-table--compact' : 'submission-table'}
        rowKey="submitId"
        size={compact ? 'small' : 'middle'}
        columns={columns}
        dataSource={rows as SubmissionListItem[]}
        loading={loading}
        pagination={pagination}
        scroll={{ x: 'max-content' }}
        rowClassName={(row) => (currentUid !== null && row.uid === currentUid ? 'submission-table__row--mine' : '')}
        onRow={(row) => ({ 'data-testid': `submission-row-${row.submitId}`, 'data-status': row.status }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <EmptyState text={emptyText} /> }}
        data-testid={testId}
      />
      {isRoot ? <ManualJudgeDialog row={manualRow} onClose={() => setManualRow(null)} onDone={onPatch} /> : null}
    </>
  );
}
