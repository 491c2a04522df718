import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { ACMContestRankVO, ContestProblemVO, ContestRankVO, OIContestRankVO, RankShowName } from '@arbiter/contract';
import { AcmCellContent, OiCellContent, ProblemHead, RankBadge, UserCell } from './BoardCells.tsx';
import { acmCellView, formatMs, oiScoreLevel, toMinutes } from './cells.ts';

/** The columns of the ACM and OI boards (spec part 2 §2.8). Rows carry a key: the rank tab repeats pinned rows. */

export type Keyed<R> = R & { key: string };

export interface ColumnContext {
  t: TFunction;
  show: RankShowName;
  problems: readonly ContestProblemVO[];
  followed: ReadonlySet<string>;
  selfUid: string | null;
  /** Absent on a board without following (a virtual run's). */
  onToggleFollow?: ((uid: string) => void) | undefined;
  /** The contest problem page a header links to, when the viewer can open it. */
  problemHref?: ((displayId: string) => string) | undefined;
  /** Narrow screens: slimmer columns, nothing pinned to the left. */
  compact: boolean;
}

function leadColumns<R extends ContestRankVO>(ctx: ColumnContext): TableColumnsType<Keyed<R>> {
  const fixed = ctx.compact ? undefined : ('left' as const);
  return [
    {
      title: ctx.t('scoreboard.colRank'),
      key: 'rank',
      width: ctx.compact ? 56 : 76,
      align: 'center',
      fixed,
      render: (_v, row) => <RankBadge row={row} />,
    },
    {
      title: ctx.t('scoreboard.colUser'),
      key: 'user',
      width: ctx.compact ? 150 : 220,
      fixed,
      render: (_v, row) => (
        <UserCell
          row={row}
          show={ctx.show}
          followed={ctx.followed.has(row.uid)}
          isSelf={ctx.selfUid !== null && ctx.selfUid === row.uid}
          onToggleFollow={ctx.onToggleFollow}
        />
      ),
    },
  ];
}

function problemTitle(ctx: ColumnContext, p: ContestProblemVO, withTitle: boolean) {
  return <ProblemHead problem={p} withTitle={withTitle} href={ctx.problemHref?.(p.displayId)} />;
}

export function acmColumns(ctx: ColumnContext): TableColumnsType<Keyed<ACMContestRankVO>> {
  return [
    ...leadColumns<ACMContestRankVO>(ctx),
    { title: ctx.t('scoreboard.colAc'), dataIndex: 'ac', key: 'ac', width: 64, align: 'center', className: 'sb-strong' },
    {
      title: ctx.t('scoreboard.colPenalty'),
      key: 'penalty',
      width: 96,
      align: 'center',
      render: (_v, row) => toMinutes(row.totalTime),
    },
    ...ctx.problems.map((p) => ({
      title: problemTitle(ctx, p, false),
      key: `p-${p.displayId}`,
      width: 84,
      align: 'center' as const,
      onCell: (row: Keyed<ACMContestRankVO>) => {
        const view = acmCellView(row.submissionInfo[p.displayId]);
        return { className: `sb-cell sb-cell--${view.kind}${view.afterContest ? ' sb-cell--after' : ''}` };
      },
      render: (_v: unknown, row: Keyed<ACMContestRankVO>) => <AcmCellContent cell={row.submissionInfo[p.displayId]} />,
    })),
  ];
}

export function oiColumns(ctx: ColumnContext): TableColumnsType<Keyed<OIContestRankVO>> {
  return [
    ...leadColumns<OIContestRankVO>(ctx),
    {
      title: ctx.t('scoreboard.colTotalScore'),
      key: 'score',
      width: 110,
      align: 'center',
      render: (_v, row) => (
        <div className="sb-oi-total">
          <span className="sb-oi-total__score">{row.totalScore}</span>
          <span className="sb-oi-total__time">{formatMs(row.totalTime)}</span>
        </div>
      ),
    },
    ...ctx.problems.map((p) => ({
      title: problemTitle(ctx, p, true),
      key: `p-${p.displayId}`,
      width: 110,
      align: 'center' as const,
      onCell: (row: Keyed<OIContestRankVO>) => ({ className: `sb-cell sb-score--${oiScoreLevel(row.submissionInfo[p.displayId])}` }),
      render: (_v: unknown, row: Keyed<OIContestRankVO>) => (
        <OiCellContent score={row.submissionInfo[p.displayId]} time={row.timeInfo[p.displayId]} />
      ),
    })),
  ];
}
