import { scoreTone } from './format.ts';

/** A submission's score in its colour (0, partial, full); '--' when the submission has none (ACM). */
export function ScoreText({ score, status }: { score: number | null | undefined; status?: number }) {
  if (score === null || score === undefined) return <span className="score-text">--</span>;
  return (
    <span className={`score-text score-text--${scoreTone(score, status)}`} data-testid="score-text">
      {score}
    </span>
  );
}
