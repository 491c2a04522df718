/**
 * The colour a rating is shown in: the bands of the Codeforces scale the ratings follow (new users
 * start at 1400, in the middle band), so a student who knows one scale reads the other.
 */
export interface RatingTier {
  /** The lowest rating of the band. */
  from: number;
  color: string;
}

export const RATING_TIERS: readonly RatingTier[] = [
  { from: -Infinity, color: '#808080' },
  { from: 1200, color: '#008000' },
  { from: 1400, color: '#03a89e' },
  { from: 1600, color: '#0000ff' },
  { from: 1900, color: '#aa00aa' },
  { from: 2100, color: '#ff8c00' },
  { from: 2400, color: '#ff0000' },
];

export function ratingColor(rating: number | null | undefined): string | undefined {
  if (rating === null || rating === undefined) return undefined;
  let color = RATING_TIERS[0]!.color;
  for (const tier of RATING_TIERS) if (rating >= tier.from) color = tier.color;
  return color;
}
