import { Suspense, lazy } from 'react';
import { Descriptions, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProblemCountVO } from '@arbiter/contract';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { percent } from './limits.ts';

const StatisticPie = lazy(() => import('./StatisticPie.tsx'));

/** The Statistic menu's dialog: the verdict pie of a problem (charts load on first open). */
export function StatisticDialog({
  open,
  onClose,
  counts,
  problemId,
}: {
  open: boolean;
  onClose: () => void;
  counts: ProblemCountVO | null;
  problemId: string;
}) {
  const { t } = useTranslation();
  const total = counts?.total ?? 0;
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('problem.statistic.titleOf', { id: problemId })} destroyOnHidden>
      <div data-testid="problem-statistic-dialog">
        {counts && total > 0 ? (
          <>
            <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 320 }} />}>
              <StatisticPie counts={counts} />
            </Suspense>
            <Descriptions size="small" column={2} className="statistic__numbers">
              <Descriptions.Item label={t('problem.statistic.total')}>{total}</Descriptions.Item>
              <Descriptions.Item label={t('problem.statistic.acRate')}>{percent(counts.ac, total)}</Descriptions.Item>
            </Descriptions>
          </>
        ) : (
          <EmptyState text={t('problem.statistic.empty')} />
        )}
      </div>
    </Modal>
  );
}
