/**
 * The top of a count axis: the largest value rounded up to 1, 2, 2.5 or 5 times a power of ten,
 * so every bar and every point of the line sits inside the chart (a curve drawn smooth between
 * points can swing past an automatic top that equals the largest point, so the line is straight).
 */
export function axisTop(values: readonly number[]): number {
  const top = Math.max(0, ...values);
  if (top <= 5) return 5;
  const power = 10 ** Math.floor(Math.log10(top));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= top)!;
  return step * power;
}
