import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Drawer,
  Empty,
  Grid,
  InputNumber,
  Progress,
  Radio,
  Skeleton,
  Space,
  Table,
  type TableColumnsType,
} from 'antd';
import { DiffOutlined, SearchOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PLAGIARISM_LIMITS, type PlagiarismCompareVO, type PlagiarismPairVO, type PlagiarismScope } from '@arbiter/contract';
import { checkContestSimilarity, getSimilarPair } from '../api/plagiarism.ts';
import { useContestScope } from './contestScope.ts';

/** Region colours: a region of one side and its match on the other share one. */
const REGION_COLOURS = ['#fff1b8', '#d9f7be', '#bae0ff', '#ffd6e7', '#efdbff', '#ffe7ba'];

const percent = (x: number) => `${Math.round(x * 100)}%`;

/** One side's code with its lines numbered and the matching regions tinted. */
function CodePane({ code, regions, title }: { code: string; regions: { from: number; to: number }[]; title: string }) {
  const lines = code.replace(/\n$/, '').split('\n');
  const colourOf = (line: number) => {
    const at = regions.findIndex((r) => line >= r.from && line <= r.to);
    return at < 0 ? undefined : REGION_COLOURS[at % REGION_COLOURS.length];
  };
  return (
    <section className="contest-similarity__pane">
      <h4>{title}</h4>
      <pre className="contest-similarity__code">
        {lines.map((text, i) => (
          <div key={i} style={{ background: colourOf(i + 1) }} className="contest-similarity__line">
            <span className="contest-similarity__number">{i + 1}</span>
            {text || ' '}
          </div>
        ))}
      </pre>
    </section>
  );
}

function PairDrawer({ pair, onClose }: { pair: PlagiarismPairVO | null; onClose: () => void }) {
  const { t } = useTranslation();
  const narrow = !(Grid.useBreakpoint().md ?? true);
  const detail = useQuery({
    queryKey: ['contest', 'similarity-pair', pair?.a.submitId, pair?.b.submitId],
    queryFn: () => getSimilarPair(pair!.a.submitId, pair!.b.submitId),
    enabled: pair !== null,
  });
  const data: PlagiarismCompareVO | undefined = detail.data;
  return (
    <Drawer
      open={pair !== null}
      onClose={onClose}
      width={narrow ? '100%' : '90%'}
      title={pair ? t('contest.similarity.compareTitle', { a: pair.a.username, b: pair.b.username, pct: percent(pair.similarity) }) : ''}
      destroyOnHidden
    >
      {!data ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : (
        <div data-testid="similarity-compare">
          <p className="muted">{t('contest.similarity.matched')}</p>
          <div className="contest-similarity__panes">
            <CodePane
              code={data.a.code}
              regions={data.regions.map((r) => r.a)}
              title={`${data.a.username} · #${data.a.submitId} · ${data.a.language}`}
            />
            <CodePane
              code={data.b.code}
              regions={data.regions.map((r) => r.b)}
              title={`${data.b.username} · #${data.b.submitId} · ${data.b.language}`}
            />
          </div>
        </div>
      )}
    </Drawer>
  );
}

/**
 * The contest admins' Similarity tab: runs the check over the contest's submissions (accepted ones
 * or every one that ran, at a threshold) and lists the pairs, most similar first; a pair opens side
 * by side with the matching stretches tinted alike.
 */
export default function ContestSimilarity() {
  const { t } = useTranslation();
  const { cid } = useContestScope();
  const narrow = !(Grid.useBreakpoint().sm ?? true);
  const [scope, setScope] = useState<PlagiarismScope>('accepted');
  const [threshold, setThreshold] = useState<number>(PLAGIARISM_LIMITS.defaultThreshold);
  const [open, setOpen] = useState<PlagiarismPairVO | null>(null);
  const check = useMutation({ mutationFn: () => checkContestSimilarity(cid, scope, threshold) });
  const report = check.data;

  const columns: TableColumnsType<PlagiarismPairVO> = [
    {
      title: t('contest.similarity.similarityCol'),
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
    { title: t('contest.similarity.problem'), key: 'problem', render: (_: unknown, p) => p.a.problem, width: 80 },
    { title: t('contest.similarity.first'), key: 'a', render: (_: unknown, p) => `${p.a.username} (#${p.a.submitId})` },
    { title: t('contest.similarity.second'), key: 'b', render: (_: unknown, p) => `${p.b.username} (#${p.b.submitId})` },
    { title: t('contest.similarity.language'), key: 'language', responsive: ['md'], render: (_: unknown, p) => p.a.language },
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
          {narrow ? null : t('contest.similarity.compare')}
        </Button>
      ),
    },
  ];

  return (
    <div className="contest-similarity" data-testid="contest-similarity">
      <Card
        size="small"
        title={
          <span>
            <DiffOutlined /> {t('contest.similarity.title')}
          </span>
        }
      >
        <p className="muted">{t('contest.similarity.hint')}</p>
        <Space wrap size={[16, 8]} align="center">
          <span>
            {t('contest.similarity.scope')}:{' '}
            <Radio.Group value={scope} onChange={(e) => setScope(e.target.value as PlagiarismScope)} data-testid="similarity-scope">
              <Radio.Button value="accepted">{t('contest.similarity.accepted')}</Radio.Button>
              <Radio.Button value="final">{t('contest.similarity.final')}</Radio.Button>
            </Radio.Group>
          </span>
          <span>
            {t('contest.similarity.threshold')}:{' '}
            <InputNumber
              min={0.3}
              max={1}
              step={0.05}
              value={threshold}
              onChange={(v) => setThreshold(v ?? PLAGIARISM_LIMITS.defaultThreshold)}
              aria-label={t('contest.similarity.threshold')}
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
            {t('contest.similarity.run')}
          </Button>
        </Space>
      </Card>
      <Card size="small">
        {!report ? (
          <Empty description={t('contest.similarity.notRun')} />
        ) : (
          <>
            <p data-testid="similarity-summary">
              {t('contest.similarity.summary', {
                checked: report.checked,
                problems: report.problems,
                ms: report.tookMs,
                count: report.pairs.length,
              })}
            </p>
            {report.truncated && (
              <Alert type="warning" showIcon title={t('contest.similarity.truncated', { max: PLAGIARISM_LIMITS.maxPairs })} />
            )}
            <Table<PlagiarismPairVO>
              rowKey={(p) => `${p.a.submitId}-${p.b.submitId}`}
              size="small"
              columns={columns}
              dataSource={report.pairs}
              pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: <Empty description={t('contest.similarity.none')} /> }}
              data-testid="similarity-pairs"
            />
          </>
        )}
      </Card>
      <PairDrawer pair={open} onClose={() => setOpen(null)} />
    </div>
  );
}
