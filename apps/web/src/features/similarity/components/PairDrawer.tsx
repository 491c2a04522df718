import { Drawer, Grid, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PlagiarismCompareVO, PlagiarismPairVO } from '@arbiter/contract';
import { getSimilarPair, similarityKeys } from '../api/similarity.ts';

/** Region colours: a region of one side and its match on the other share one. */
const REGION_COLOURS = ['#fff1b8', '#d9f7be', '#bae0ff', '#ffd6e7', '#efdbff', '#ffe7ba'];

export const percent = (x: number) => `${Math.round(x * 100)}%`;

/** One side's code with its lines numbered and the matching regions tinted. */
function CodePane({ code, regions, title }: { code: string; regions: { from: number; to: number }[]; title: string }) {
  const lines = code.replace(/\n$/, '').split('\n');
  const colourOf = (line: number) => {
    const at = regions.findIndex((r) => line >= r.from && line <= r.to);
    return at < 0 ? undefined : REGION_COLOURS[at % REGION_COLOURS.length];
  };
  return (
    <section className="similarity__pane">
      <h4>{title}</h4>
      <pre className="similarity__code">
        {lines.map((text, i) => (
          <div key={i} style={{ background: colourOf(i + 1) }} className="similarity__line">
            <span className="similarity__number">{i + 1}</span>
            {text || ' '}
          </div>
        ))}
      </pre>
    </section>
  );
}

export function PairDrawer({ pair, onClose }: { pair: PlagiarismPairVO | null; onClose: () => void }) {
  const { t } = useTranslation();
  const narrow = !(Grid.useBreakpoint().md ?? true);
  const detail = useQuery({
    queryKey: similarityKeys.pair(pair?.a.submitId ?? 0, pair?.b.submitId ?? 0),
    queryFn: () => getSimilarPair(pair!.a.submitId, pair!.b.submitId),
    enabled: pair !== null,
  });
  const data: PlagiarismCompareVO | undefined = detail.data;
  return (
    <Drawer
      open={pair !== null}
      onClose={onClose}
      width={narrow ? '100%' : '90%'}
      title={pair ? t('similarity.compareTitle', { a: pair.a.username, b: pair.b.username, pct: percent(pair.similarity) }) : ''}
      destroyOnHidden
    >
      {!data ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : (
        <div data-testid="similarity-compare">
          <p className="muted">{t('similarity.matched')}</p>
          <div className="similarity__panes">
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
