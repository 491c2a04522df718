import { Card, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isSubtaskMode } from '@arbiter/contract';
import { getAllCaseResult } from '../api/submission.ts';
import { submissionKeys } from '../api/keys.ts';
import { CaseGrid } from '../components/CaseGrid.tsx';
import { SubtaskAccordion } from '../components/SubtaskAccordion.tsx';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { useSession } from '@/session/session.ts';

/**
 * The per-case results of a finished submission: a grid of cases, or one panel per subtask in the
 * subtask modes. `status` is part of the key, so a rejudged submission loads its new cases.
 */
export function CaseResults({ submitId, status }: { submitId: number; status: number }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const query = useQuery({
    queryKey: submissionKeys.cases(submitId, token, status),
    queryFn: () => getAllCaseResult(submitId),
  });

  const body = () => {
    if (query.isPending) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
    if (query.isError) return <EmptyState text={t('submission.detail.failedText')} />;
    const data = query.data;
    if (data === null) return <EmptyState text={t('submission.detail.casesClosed')} testId="cases-closed" />;
    if (isSubtaskMode(data.judgeCaseMode) && data.subTaskJudgeCaseVoList?.length) {
      return <SubtaskAccordion subtasks={data.subTaskJudgeCaseVoList} />;
    }
    if (!data.judgeCaseList?.length) return <EmptyState text={t('submission.detail.casesEmpty')} testId="cases-empty" />;
    return <CaseGrid cases={data.judgeCaseList} />;
  };

  return (
    <Card size="small" className="submission-detail__card" title={t('submission.detail.cases')} data-testid="case-results">
      {body()}
    </Card>
  );
}
