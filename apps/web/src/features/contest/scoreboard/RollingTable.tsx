import { useEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { acmCellView, isGirl, toMinutes } from './cells.ts';
import { BalloonDot } from './BoardCells.tsx';
import { asAcmCell, type Medal, type RevealStep, type RevealTarget, type RollingBoard, type RollingRow } from './rolling.ts';
import { useFlip } from './useFlip.ts';

interface RowProps {
  row: RollingRow;
  problems: readonly string[];
  rank: number | null;
  medal: Medal | undefined;
  firstBlood: Readonly<Record<string, number>>;
  /** The cell the next step opens, when it is in this row. */
  nextProblem: string | null;
  /** The cell the last step opened, when it is in this row. */
  revealed: { problem: string; accepted: boolean } | null;
  medalLabel: string | null;
}

function RollingRowView({ row, problems, rank, medal, firstBlood, nextProblem, revealed, medalLabel }: RowProps) {
  return (
    <>
      <div className="rb-cell rb-cell--rank" role="cell">
        {rank === null ? '*' : rank}
      </div>
      <div className="rb-cell rb-cell--name" role="cell">
        <span className="rb-name">
          {row.name}
          {medal && medalLabel ? <span className={`rb-medal rb-medal--${medal}`}>{medalLabel}</span> : null}
        </span>
        {row.school ? <span className="rb-school">{row.school}</span> : null}
      </div>
      <div className="rb-cell rb-cell--solved" role="cell">
        {row.solved}
      </div>
      <div className="rb-cell rb-cell--penalty" role="cell">
        {toMinutes(row.penalty)}
      </div>
      {problems.map((p) => {
        const view = acmCellView(asAcmCell(row.cells[p], firstBlood[p]));
        const flags = [`rb-cell rb-problem rb-problem--${view.kind}`];
        if (nextProblem === p) flags.push('rb-problem--next');
        if (revealed?.problem === p) flags.push(revealed.accepted ? 'rb-problem--flash-ok' : 'rb-problem--flash-no');
        return (
          <div key={p} className={flags.join(' ')} role="cell" data-testid={`rb-cell-${row.username}-${p}`} data-kind={view.kind}>
            <span className="rb-problem__main">{view.main}</span>
            {view.sub ? <span className="rb-problem__sub">{view.sub}</span> : null}
          </div>
        );
      })}
    </>
  );
}

export interface RollingTableProps {
  board: RollingBoard;
  ranks: readonly (number | null)[];
  medals: ReadonlyMap<string, Medal>;
  firstBlood: Readonly<Record<string, number>>;
  next: RevealTarget | null;
  last: RevealStep | null;
}

/** The rolling board's rows; rows slide to their new places after each reveal. */
export function RollingTable({ board, ranks, medals, firstBlood, next, last }: RollingTableProps) {
  const { t } = useTranslation();
  const order = board.rows.map((r) => r.uid);
  const flipRef = useFlip(order);
  const rowEls = useRef(new Map<string, HTMLElement>());
  const medalNames: Record<Medal, string> = {
    gold: t('scoreboard.medalGold'),
    silver: t('scoreboard.medalSilver'),
    bronze: t('scoreboard.medalBronze'),
  };

  // Keep the row being revealed in the middle of the window (vertically only: the board's own
  // sideways scroll stays where the viewer put it).
  const focusUid = next?.uid ?? last?.uid ?? null;
  useEffect(() => {
    const el = focusUid === null ? undefined : rowEls.current.get(focusUid);
    if (!el) return;
    const box = el.getBoundingClientRect();
    window.scrollBy({ top: box.top + box.height / 2 - window.innerHeight / 2, behavior: 'smooth' });
  }, [focusUid, next?.index]);

  const style = { '--rb-problems': board.problems.length } as CSSProperties;
  return (
    <div className="rb-table" role="table" style={style} data-testid="rb-table">
      <div className="rb-head" role="row">
        <div className="rb-cell" role="columnheader">
          {t('scoreboard.colRank')}
        </div>
        <div className="rb-cell rb-cell--name" role="columnheader">
          {t('scoreboard.colUser')}
        </div>
        <div className="rb-cell" role="columnheader">
          {t('scoreboard.colSolved')}
        </div>
        <div className="rb-cell" role="columnheader">
          {t('scoreboard.colPenalty')}
        </div>
        {board.problems.map((p) => (
          <div key={p} className="rb-cell rb-problem-head" role="columnheader">
            <BalloonDot color={board.balloonColor[p]} />
            {p}
          </div>
        ))}
      </div>
      {board.rows.map((row, i) => {
        const medal = medals.get(row.uid);
        const classes = ['rb-row'];
        if (next?.uid === row.uid) classes.push('rb-row--current');
        if (medal) classes.push(`rb-row--${medal}`);
        if (row.star) classes.push('rb-row--star');
        if (isGirl(row)) classes.push('rb-row--girl');
        return (
          <div
            key={row.uid}
            className={classes.join(' ')}
            role="row"
            ref={(el) => {
              flipRef(row.uid)(el);
              if (el) rowEls.current.set(row.uid, el);
              else rowEls.current.delete(row.uid);
            }}
            data-testid={`rb-row-${row.username}`}
            data-medal={medal ?? undefined}
          >
            <RollingRowView
              row={row}
              problems={board.problems}
              rank={ranks[i] ?? null}
              medal={medal}
              firstBlood={firstBlood}
              nextProblem={next?.uid === row.uid ? next.problem : null}
              revealed={last?.uid === row.uid ? { problem: last.problem, accepted: last.accepted } : null}
              medalLabel={medal ? medalNames[medal] : null}
            />
          </div>
        );
      })}
    </div>
  );
}
