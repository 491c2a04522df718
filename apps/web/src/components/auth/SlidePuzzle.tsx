import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button, Spin } from 'antd';
import { ArrowRightOutlined, CheckOutlined, CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LIMITS, type PuzzleVO } from '@arbiter/contract';
import { getSlidePuzzle, verifySlidePuzzle } from '../../api/account.ts';
import './slidePuzzle.css';

type Phase = 'loading' | 'ready' | 'dragging' | 'verifying' | 'success' | 'fail' | 'error';

const PIECE = LIMITS.puzzle.piece;

/**
 * The slide-to-verify puzzle shown before a login from the 5th failure on (spec part 1 §4).
 * The user drags the piece horizontally; on release its left offset in the 325-px background is
 * verified and a one-time puzzle token handed to `onVerified`.
 */
export function SlidePuzzle({ onVerified }: { onVerified: (puzzleToken: string) => void }) {
  const { t } = useTranslation();
  const [puzzle, setPuzzle] = useState<PuzzleVO | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [x, setX] = useState(0);
  const [boxWidth, setBoxWidth] = useState<number>(LIMITS.puzzle.width);
  // The piece image may be wider than the square (a knob on its side): use its own size.
  const [pieceSize, setPieceSize] = useState<{ w: number; h: number }>({ w: PIECE, h: PIECE });
  const boxRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startClientX: number; startX: number } | null>(null);

  const width = puzzle?.width || LIMITS.puzzle.width;
  const height = puzzle?.height || LIMITS.puzzle.height;
  const scale = Math.min(1, boxWidth / width);
  const maxX = width - pieceSize.w;

  const load = useCallback(() => {
    setPhase('loading');
    setX(0);
    getSlidePuzzle()
      .then((p) => {
        setPuzzle(p);
        setPhase('ready');
      })
      .catch(() => setPhase('error'));
  }, []);

  useEffect(() => load(), [load]);

  useLayoutEffect(() => {
    const el = boxRef.current;
    if (!el) return;
    const measure = () => setBoxWidth(el.clientWidth || LIMITS.puzzle.width);
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const verify = useCallback(
    (position: number) => {
      if (!puzzle) return;
      setPhase('verifying');
      verifySlidePuzzle(puzzle.puzzleKey, Math.round(position))
        .then((res) => {
          setPhase('success');
          onVerified(res.puzzleToken);
        })
        .catch(() => {
          setPhase('fail');
          window.setTimeout(load, 700);
        });
    },
    [puzzle, onVerified, load],
  );

  const canDrag = phase === 'ready' || phase === 'dragging';

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    if (!canDrag) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { startClientX: e.clientX, startX: x };
    setPhase('dragging');
  };
  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    if (!drag.current) return;
    const next = drag.current.startX + (e.clientX - drag.current.startClientX) / scale;
    setX(Math.max(0, Math.min(maxX, next)));
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    verify(x);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (!canDrag) return;
    const step = e.shiftKey ? 10 : 1;
    if (e.key === 'ArrowRight') setX((v) => Math.min(maxX, v + step));
    else if (e.key === 'ArrowLeft') setX((v) => Math.max(0, v - step));
    else if (e.key === 'Enter' || e.key === ' ') verify(x);
    else return;
    e.preventDefault();
  };

  const handleIcon = phase === 'success' ? <CheckOutlined /> : phase === 'fail' ? <CloseOutlined /> : <ArrowRightOutlined />;

  return (
    <div className="slide-puzzle" data-testid="slide-puzzle" data-phase={phase}>
      <div className="slide-puzzle__head">
        <span>{t('auth.puzzleTitle')}</span>
        <Button
          type="text"
          size="small"
          icon={<ReloadOutlined />}
          onClick={load}
          aria-label={t('auth.puzzleRefresh')}
          data-testid="puzzle-refresh"
        />
      </div>
      <div ref={boxRef} className="slide-puzzle__box" style={{ height: height * scale }}>
        {puzzle && phase !== 'loading' && phase !== 'error' ? (
          <>
            <img
              src={puzzle.background}
              alt={t('auth.puzzleBackground')}
              className="slide-puzzle__bg"
              style={{ width: width * scale, height: height * scale }}
              draggable={false}
              data-testid="puzzle-background"
            />
            <img
              src={puzzle.piece}
              alt={t('auth.puzzlePiece')}
              className="slide-puzzle__piece"
              style={{ left: x * scale, top: puzzle.y * scale, width: pieceSize.w * scale, height: pieceSize.h * scale }}
              draggable={false}
              onLoad={(e) => {
                const img = e.currentTarget;
                if (img.naturalWidth && img.naturalHeight) setPieceSize({ w: img.naturalWidth, h: img.naturalHeight });
              }}
              data-testid="puzzle-piece"
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
            />
          </>
        ) : (
          <div className="slide-puzzle__placeholder">
            {phase === 'error' ? (
              <Button size="small" onClick={load}>
                {t('common.retry')}
              </Button>
            ) : (
              <Spin />
            )}
          </div>
        )}
      </div>
      <div className={`slide-puzzle__track slide-puzzle__track--${phase}`} style={{ width: width * scale }}>
        <div className="slide-puzzle__fill" style={{ width: x * scale + (PIECE * scale) / 2 }} />
        <span className="slide-puzzle__hint">
          {phase === 'success'
            ? t('auth.puzzleSuccess')
            : phase === 'fail'
              ? t('auth.puzzleFail')
              : phase === 'verifying'
                ? t('auth.puzzleVerifying')
                : t('auth.puzzleHint')}
        </span>
        <div
          role="slider"
          tabIndex={0}
          aria-label={t('auth.puzzleHint')}
          aria-valuemin={0}
          aria-valuemax={maxX}
          aria-valuenow={Math.round(x)}
          className="slide-puzzle__handle"
          style={{ left: x * scale, width: PIECE * scale }}
          data-testid="puzzle-slider"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onKeyDown={onKeyDown}
        >
          {handleIcon}
        </div>
      </div>
    </div>
  );
}
