import { useEffect, useMemo, useReducer, useState } from 'react';
import { Button, ConfigProvider, Result, Spin, Switch, Tag, theme } from 'antd';
import { CaretRightOutlined, HomeOutlined, UndoOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ScrollBoardInfo, ScrollBoardSubmission } from '@arbiter/contract';
import { getScrollBoardInfo, getScrollBoardSubmissions } from '../api/scoreboard.ts';
import { contestKeys } from '../api/keys.ts';
import { medalDefaults, parseScrollBoardQuery, type MedalCounts } from './boardQuery.ts';
import { RollingTable } from './RollingTable.tsx';
import {
  finalFrom,
  firstBloodTimes,
  frozenBoard,
  medalsOf,
  nextReveal,
  rankNumbers,
  rankedCount,
  revealStep,
  type RevealStep,
  type RollingBoard,
} from './rolling.ts';
import './scrollBoard.css';

/** The ceremony is shown on a dark stage, controls included. */
const DARK = { algorithm: theme.darkAlgorithm };

/** One reveal every this many ms while auto play is on. */
const AUTO_PLAY_MS = 1500;

interface Stage {
  frozen: RollingBoard;
  board: RollingBoard;
  last: RevealStep | null;
}

function stageReducer(stage: Stage, action: 'step' | 'restart'): Stage {
  if (action === 'restart') return { ...stage, board: stage.frozen, last: null };
  const next = revealStep(stage.board);
  return next ? { ...stage, board: next.board, last: next.step } : stage;
}

/** Keys that reveal the next cell; on a focused control they keep their own meaning. */
const REVEAL_KEYS = new Set(['Enter', ' ', 'ArrowRight']);

interface StageProps {
  info: ScrollBoardInfo;
  submissions: readonly ScrollBoardSubmission[];
  removeStar: boolean;
  medals: MedalCounts | null;
}

function RollingStage({ info, submissions, removeStar, medals }: StageProps) {
  const { t } = useTranslation();
  const [stage, dispatch] = useReducer(stageReducer, null, () => {
    const frozen = frozenBoard(info, submissions, removeStar);
    return { frozen, board: frozen, last: null };
  });
  const counts = useMemo(() => medals ?? medalDefaults(rankedCount(stage.frozen)), [medals, stage.frozen]);
  const { board, last } = stage;
  const next = nextReveal(board);
  const done = next === null;
  const [autoPlay, setAutoPlay] = useState(false);
  if (done && autoPlay) setAutoPlay(false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!REVEAL_KEYS.has(e.key) || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest('button, input, textarea, select, a, [role="switch"]')) return;
      e.preventDefault();
      dispatch('step');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (!autoPlay) return undefined;
    const timer = window.setInterval(() => dispatch('step'), AUTO_PLAY_MS);
    return () => window.clearInterval(timer);
  }, [autoPlay]);

  const pending = useMemo(
    () => board.rows.reduce((n, r) => n + board.problems.filter((p) => (r.cells[p]?.hidden.length ?? 0) > 0).length, 0),
    [board],
  );
  const ranks = useMemo(() => rankNumbers(board), [board]);
  const medalMap = useMemo(() => medalsOf(board, counts), [board, counts]);
  const firstBlood = useMemo(() => firstBloodTimes(board), [board]);

  return (
    <div className="rb-page" data-testid="scroll-board" data-final-from={finalFrom(board)}>
      <header className="rb-bar">
        <h1 className="rb-bar__title">{t('scoreboard.rollingTitle', { id: info.id })}</h1>
        <div className="rb-bar__medals" aria-label={t('scoreboard.setupTitle')}>
          <Tag className="rb-medal rb-medal--gold">
            {t('scoreboard.medalGold')} {counts[0]}
          </Tag>
          <Tag className="rb-medal rb-medal--silver">
            {t('scoreboard.medalSilver')} {counts[1]}
          </Tag>
          <Tag className="rb-medal rb-medal--bronze">
            {t('scoreboard.medalBronze')} {counts[2]}
          </Tag>
        </div>
        <span className="rb-bar__status" role="status" data-testid="rb-status">
          {done ? t('scoreboard.finished') : t('scoreboard.pendingLeft', { count: pending })}
        </span>
        <div className="rb-bar__controls">
          <Button type="primary" icon={<CaretRightOutlined />} disabled={done} onClick={() => dispatch('step')} data-testid="rb-next">
            {t('scoreboard.next')}
          </Button>
          <label className="rb-switch">
            <Switch checked={autoPlay} disabled={done} onChange={setAutoPlay} data-testid="rb-auto" />
            <span>{t('scoreboard.autoPlay')}</span>
          </label>
          <Button
            icon={<UndoOutlined />}
            disabled={last === null && board === stage.frozen}
            onClick={() => {
              setAutoPlay(false);
              dispatch('restart');
            }}
            data-testid="rb-restart"
          >
            {t('scoreboard.restart')}
          </Button>
        </div>
        <span className="rb-bar__hint">{t('scoreboard.keysHint')}</span>
      </header>
      {board.rows.length === 0 ? (
        <p className="rb-empty">{t('scoreboard.nobody')}</p>
      ) : (
        <div className="rb-scroll">
          <RollingTable board={board} ranks={ranks} medals={medalMap} firstBlood={firstBlood} next={next} last={last} />
        </div>
      )}
    </div>
  );
}

/**
 * /scrollBoard?cid=&removeStar=&medals[]=g&medals[]=s&medals[]=b (spec part 2 §2.13): the rolling
 * ceremony of an ended, sealed ACM contest, in a full window without the site's bars. No login.
 */
export default function ScrollBoard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const query = useMemo(() => parseScrollBoardQuery(search), [search]);
  const cid = query.cid ?? 0;
  const info = useQuery({
    queryKey: contestKeys.board.scrollInfo(cid),
    queryFn: () => getScrollBoardInfo(cid),
    enabled: cid > 0,
    staleTime: Infinity,
  });
  const subs = useQuery({
    queryKey: contestKeys.board.scrollSubmissions(cid, query.removeStar),
    queryFn: () => getScrollBoardSubmissions(cid, query.removeStar),
    // The info call says whether the board may be rolled at all: one refusal is enough.
    enabled: info.isSuccess,
    staleTime: Infinity,
  });

  if (cid > 0 && !info.isError && !subs.isError && (info.isPending || subs.isPending)) {
    return (
      <div className="rb-page rb-page--center">
        <Spin size="large" />
      </div>
    );
  }
  if (cid === 0 || !info.data || !subs.data) {
    return (
      <div className="rb-page rb-page--center">
        <Result
          status="warning"
          title={t('scoreboard.rollingLoadFailed')}
          subTitle={cid === 0 ? t('scoreboard.noCid') : (info.error ?? subs.error)?.message}
          extra={
            <Button type="primary" icon={<HomeOutlined />} onClick={() => void navigate('/home')}>
              {t('scoreboard.backHome')}
            </Button>
          }
          data-testid="scroll-board-unavailable"
        />
      </div>
    );
  }
  return (
    <ConfigProvider theme={DARK}>
      <RollingStage
        key={`${cid}:${query.removeStar}`}
        info={info.data}
        submissions={subs.data}
        removeStar={query.removeStar}
        medals={query.medals}
      />
    </ConfigProvider>
  );
}
