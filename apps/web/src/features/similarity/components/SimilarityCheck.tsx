import { useState } from 'react';
import { Alert, Button, Card, Empty, Grid, InputNumber, Progress, Radio, Space, Table, type TableColumnsType } from 'antd';
import { DiffOutlined, SearchOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PLAGIARISM_LIMITS, type PlagiarismPairVO, type PlagiarismScope } from '@arbiter/contract';
import { checkSimilarity, type SimilarityTarget } from '../api/similarity.ts';
import { PairDrawer, percent } from './PairDrawer.tsx';
import '../similarity.css';

/**
 * The similarity check of a contest (its admins' Similarity tab) or of a bank problem (the back
 * office): runs the check over the submissions in scope (accepted ones or every one that ran, at a
 * threshold) and lists the pairs, most similar first; a pair opens side by side with the matching
 * stretches tinted alike.
 */
export function SimilarityCheck({ target }: { target: SimilarityTarget }) {
  const { t } = useTranslation();
  const narrow = !(Grid.useBreakpoint().sm ?? true);
  const [scope, setScope] = useState<PlagiarismScope>('accepted');
  const [threshold, setThreshold] = useState<number>(PLAGIARISM_LIMITS.defaultThreshold);
  const [open, setOpen] = useState<PlagiarismPairVO | null>(null);
  const check = useMutation({ mutationFn: () => checkSimilarity(target, scope, threshold) });
  const report = check.data;

  const columns: TableColumnsType<PlagiarismPairVO> = [
    {
      title: t('similarity.similarityCol'),
      dataIndex: 'similarity',
      key: 'similarity',
      width: narrow ? 90 : 160,
      // Red from 90%: those pairs are worth a look first.
      render: (x: number) =>
        narrow ? (
          percent(x)
        ) : (
          <Progress
            percent={Math.round(x * 100)}
            size="small"
            strokeColor={x >= 0.9 ? '#ff4d4f' : undefined}
            format={(p) => `${p ?? 0}%`}
          />
        ),
    },
    { title: t('similarity.problem'), key: 'problem', render: (_: unknown, p) => p.a.problem, width: 80 },
    { title: t('similarity.first'), key: 'a', render: (_: unknown, p) => `${p.a.username} (#${p.a.submitId})` },
    { title: t('similarity.second'), key: 'b', render: (_: unknown, p) => `${p.b.username} (#${p.b.submitId})` },
    { title: t('similarity.language'), key: 'language', responsive: ['md'], render: (_: unknown, p) => p.a.language },
    {
      title: '',
      key: 'compare',
      render: (_: unknown, p) => (
        <Button
          size="small"
          icon={<DiffOutlined />}
          onClick={() => setOpen(p)}
          data-testid={`similarity-compare-${p.a.submitId}-${p.b.submitId}`}
        >
          {narrow ? null : t('similarity.compare')}
        </Button>
      ),
    },
  ];

  return (
    <div className="similarity" data-testid="similarity">
      <Card
        size="small"
        title={
          <span>
            <DiffOutlined /> {t('similarity.title')}
          </span>
        }
      >
        <p className="muted">{t('similarity.hint')}</p>
        <Space wrap size={[16, 8]} align="center">
          <span>
            {t('similarity.scope')}:{' '}
            <Radio.Group value={scope} onChange={(e) => setScope(e.target.value as PlagiarismScope)} data-testid="similarity-scope">
              <Radio.Button value="accepted">{t('similarity.accepted')}</Radio.Button>
              <Radio.Button value="final">{t('similarity.final')}</Radio.Button>
            </Radio.Group>
          </span>
          <span>
            {t('similarity.threshold')}:{' '}
            <InputNumber
              min={0.3}
              max={1}
              step={0.05}
              value={threshold}
              onChange={(v) => setThreshold(v ?? PLAGIARISM_LIMITS.defaultThreshold)}
              aria-label={t('similarity.threshold')}
              data-testid="similarity-threshold"
            />
          </span>
          <Button
            type="primary"
            icon={<SearchOutlined />}
            loading={check.isPending}
            onClick={() => check.mutate()}
            data-testid="similarity-run"
          >
            {t('similarity.run')}
          </Button>
        </Space>
      </Card>
      <Card size="small">
        {!report ? (
          <Empty description={t('similarity.notRun')} />
        ) : (
          <>
            <p data-testid="similarity-summary">
              {t('similarity.summary', {
                checked: report.checked,
                problems: report.problems,
                ms: report.tookMs,
                count: report.pairs.length,
              })}
            </p>
            {report.truncated && <Alert type="warning" showIcon title={t('similarity.truncated', { max: PLAGIARISM_LIMITS.maxPairs })} />}
            <Table<PlagiarismPairVO>
              rowKey={(p) => `${p.a.submitId}-${p.b.submitId}`}
              size="small"
              columns={columns}
              dataSource={report.pairs}
              pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: <Empty description={t('similarity.none')} /> }}
              data-testid="similarity-pairs"
            />
          </>
        )}
      </Card>
      <PairDrawer pair={open} onClose={() => setOpen(null)} />
    </div>
  );
}
