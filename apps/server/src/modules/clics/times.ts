/**
 * The standard's two kinds of time. Absolute times (TIME) are ISO 8601 with milliseconds and `Z`:
 * the standard asks that every timestamp have the same optional parts, and UTC needs no offset
 * arithmetic. Contest-relative times (RELTIME) are `(-)h:mm:ss.uuu`, hours unbounded.
 */

export function clicsTime(ms: number): string {
  return new Date(ms).toISOString();
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function relTime(ms: number): string {
  let rest = Math.abs(Math.round(ms));
  const milli = rest % 1000;
  rest = (rest - milli) / 1000;
  const seconds = rest % 60;
  rest = (rest - seconds) / 60;
  const minutes = rest % 60;
  const hours = (rest - minutes) / 60;
  return `${ms < 0 && Math.round(ms) !== 0 ? '-' : ''}${hours}:${pad(minutes, 2)}:${pad(seconds, 2)}.${pad(milli, 3)}`;
}
