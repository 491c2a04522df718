import { Button, Tooltip } from 'antd';
import { FlagFilled, StarFilled, StarOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ACMCell, ContestProblemVO, ContestRankVO, RankShowName } from '@arbiter/contract';
import { RankUserLines } from '@/components/common/RankUserLines.tsx';
import { userHomePath } from '@/features/rank/index.ts';
import { acmCellView, formatMs, isGirl, isStarRow, rankLabel, rowName } from './cells.ts';

/** The pieces of a scoreboard row (spec part 2 §2.8). */

export function RankBadge({ row }: { row: ContestRankVO }) {
  const label = rankLabel(row.rank);
  if (!row.isWinAward || !row.awardName) {
    return (
      <span className="sb-rank" data-star={isStarRow(row)}>
        {label}
      </span>
    );
  }
  return (
    <Tooltip title={row.awardName}>
      <span className="sb-award">
        <span
          className="sb-rank sb-rank--award"
          style={{ background: row.awardBackground ?? undefined, color: row.awardColor ?? undefined }}
        >
          {label}
        </span>
        <span className="sb-award__name">{row.awardName}</span>
      </span>
    </Tooltip>
  );
}

export interface UserCellProps {
  row: ContestRankVO;
  show: RankShowName;
  followed: boolean;
  isSelf: boolean;
  /** Absent on a board without following (a virtual run's). */
  onToggleFollow?: ((uid: string) => void) | undefined;
}

export function UserCell({ row, show, followed, isSelf, onToggleFollow }: UserCellProps) {
  const { t } = useTranslation();
  const name = rowName(row, show);
  return (
    <div className="sb-user">
      {onToggleFollow ? (
        <Tooltip title={followed ? t('scoreboard.unfollow') : t('scoreboard.follow')}>
          <Button
            type="text"
            size="small"
            className="sb-user__follow"
            aria-pressed={followed}
            aria-label={followed ? t('scoreboard.unfollow') : t('scoreboard.follow')}
            icon={followed ? <StarFilled /> : <StarOutlined />}
            onClick={() => onToggleFollow(row.uid)}
            data-testid={`sb-follow-${row.username}`}
          />
        </Tooltip>
      ) : null}
      <RankUserLines
        className="sb-user__body"
        name={name}
        to={userHomePath(row)}
        school={row.school}
        flags={[
          ...(isSelf ? [{ color: 'blue', label: t('scoreboard.me') }] : []),
          ...(isStarRow(row) ? [{ color: 'default', label: t('scoreboard.starFlag') }] : []),
          ...(isGirl(row) ? [{ color: 'magenta', label: t('scoreboard.girlFlag') }] : []),
        ]}
      />
    </div>
  );
}

export function BalloonDot({ color }: { color: string | null | undefined }) {
  if (!color) return null;
  return <span className="sb-balloon" style={{ background: color }} aria-hidden />;
}

export interface ProblemHeadProps {
  problem: ContestProblemVO;
  /** The OI board also shows the title. */
  withTitle: boolean;
  /** Where the display id leads (the contest's problem page), when the viewer can open it. */
  href?: string | undefined;
}

export function ProblemHead({ problem, withTitle, href }: ProblemHeadProps) {
  const { t } = useTranslation();
  const id = href ? <Link to={href}>{problem.displayId}</Link> : problem.displayId;
  return (
    <Tooltip title={`${problem.displayId}. ${problem.displayTitle}`}>
      <div className="sb-problem-head" data-testid={`sb-problem-${problem.displayId}`}>
        <div className="sb-problem-head__id">
          {problem.color ? (
            withTitle ? (
              <FlagFilled style={{ color: problem.color }} aria-hidden />
            ) : (
              <BalloonDot color={problem.color} />
            )
          ) : null}
          {id}
        </div>
        {withTitle ? <div className="sb-problem-head__title">{problem.displayTitle}</div> : null}
        <div className="sb-problem-head__counts" aria-label={t('scoreboard.problemCounts', { ac: problem.ac, total: problem.total })}>
          {problem.ac}/{problem.total}
        </div>
      </div>
    </Tooltip>
  );
}

export function AcmCellContent({ cell }: { cell: ACMCell | undefined }) {
  const { t } = useTranslation();
  const view = acmCellView(cell);
  if (view.kind === 'empty') return null;
  const notes = [
    view.kind === 'firstBlood' ? t('scoreboard.firstBlood') : null,
    view.kind === 'firstBlood' || view.kind === 'solved' ? t('scoreboard.solvedAt', { minutes: view.main }) : null,
    view.errorNum > 0 ? t('scoreboard.wrongTries', { count: view.errorNum }) : null,
    view.kind === 'pending' ? t('scoreboard.pendingTries', { count: view.tryNum }) : null,
    view.afterContest ? t('scoreboard.afterContest') : null,
  ].filter(Boolean);
  return (
    <Tooltip title={notes.join(' · ')}>
      <div className="sb-acm-cell">
        <span className="sb-acm-cell__main">{view.main}</span>
        {view.sub ? <span className="sb-acm-cell__sub">{view.sub}</span> : null}
      </div>
    </Tooltip>
  );
}

export function OiCellContent({ score, time }: { score: number | undefined; time: number | undefined }) {
  const { t } = useTranslation();
  if (score === undefined) return null;
  const ms = formatMs(time);
  return (
    <Tooltip title={t('scoreboard.scoreTime', { score, time: ms || '--' })}>
      <div className="sb-oi-cell">
        <span className="sb-oi-cell__score">{score}</span>
        {ms ? <span className="sb-oi-cell__time">{ms}</span> : null}
      </div>
    </Tooltip>
  );
}
