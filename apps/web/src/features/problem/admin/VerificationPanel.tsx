import { Card, Progress, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { CheckCircleFilled, ClockCircleOutlined, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { VerificationResult } from '@arbiter/contract';
import { getVerification } from '../api/admin-problem.ts';
import { problemKeys } from '../api/keys.ts';
import { JudgeStatusTag } from '@/features/submission/index.ts';

/** How often the report is read again while reference submissions are being judged. */
const VERIFICATION_POLL_MS = 2000;

/**
 * The verification report of an imported package (GET /api/admin/problem/verification): each
 * reference submission, the language it was judged as, its expected outcome against its verdict. Polled every 2 s until done; not
 * shown for a problem without reference submissions.
 */
export function VerificationPanel({
  pid,
  problemId,
}: {
  pid: number;
  /** Named in the title where the page is not the problem's own. */ problemId?: string;
}) {
  const { t } = useTranslation();
  const report = useQuery({
    queryKey: problemKeys.admin.verification(pid),
    queryFn: () => getVerification(pid),
    refetchInterval: (query) => (query.state.data && !query.state.data.done ? VERIFICATION_POLL_MS : false),
    staleTime: 0,
  });
  const data = report.data;
  if (!data || data.results.length === 0) return null;

  const matched = data.results.filter((r) => r.match === true).length;
  const total = data.results.length;
  const columns: TableColumnsType<VerificationResult> = [
    { title: t('problemAdmin.verification.file'), dataIndex: 'file', render: (v: string) => <span className="admin-mono">{v}</span> },
    { title: t('problemAdmin.verification.language'), dataIndex: 'language', render: (v: string | null) => v ?? '--' },
    {
      title: t('problemAdmin.verification.expected'),
      dataIndex: 'expected',
      render: (v: VerificationResult['expected'], row) => {
        const label = t(`problemAdmin.verification.outcomes.${v}`);
        return typeof row.expectedScore === 'number'
          ? t('problemAdmin.verification.expectedScore', { label, score: row.expectedScore })
          : label;
      },
    },
    { title: t('problemAdmin.verification.actual'), dataIndex: 'status', render: (v: number) => <JudgeStatusTag status={v} /> },
    { title: t('problemAdmin.verification.score'), dataIndex: 'score', width: 80, render: (v: number | null) => v ?? '--' },
    {
      title: t('problemAdmin.verification.match'),
      dataIndex: 'match',
      width: 80,
      align: 'center',
      render: (v: boolean | null) =>
        v === null ? (
          <Tooltip title={t('problemAdmin.verification.matchPending')}>
            <ClockCircleOutlined className="admin-verify__pending" aria-label={t('problemAdmin.verification.matchPending')} />
          </Tooltip>
        ) : v ? (
          <Tooltip title={t('problemAdmin.verification.matchYes')}>
            <CheckCircleFilled className="admin-verify__yes" aria-label={t('problemAdmin.verification.matchYes')} />
          </Tooltip>
        ) : (
          <Tooltip title={t('problemAdmin.verification.matchNo')}>
            <CloseCircleFilled className="admin-verify__no" aria-label={t('problemAdmin.verification.matchNo')} />
          </Tooltip>
        ),
    },
  ];

  return (
    <Card
      size="small"
      className="admin-verify"
      title={problemId ? `${t('problemAdmin.verification.title')} · ${problemId}` : t('problemAdmin.verification.title')}
      extra={
        data.done ? (
          <Tag color={matched === total ? 'success' : 'error'}>{t('problemAdmin.verification.summary', { matched, total })}</Tag>
        ) : (
          <Tag icon={<LoadingOutlined />} color="processing">
            {t('problemAdmin.verification.running')}
          </Tag>
        )
      }
      data-testid="verification-panel"
      data-done={data.done}
    >
      {data.done ? null : (
        <Progress percent={Math.round((data.results.filter((r) => r.match !== null).length / total) * 100)} size="small" showInfo={false} />
      )}
      <Table<VerificationResult>
        rowKey="submitId"
        size="small"
        columns={columns}
        dataSource={data.results}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowClassName={(r) => (r.match === false ? 'admin-verify__row--bad' : '')}
      />
    </Card>
  );
}
