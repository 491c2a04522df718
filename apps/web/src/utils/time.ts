import dayjs from 'dayjs';

/** Local time as the UI shows it (spec part 1 §9); empty values show '--'. */
export function formatTime(value: string | number | Date | null | undefined, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  if (value === null || value === undefined || value === '') return '--';
  const d = dayjs(value);
  return d.isValid() ? d.format(pattern) : '--';
}

/** A span in seconds as HH:mm:ss (hours may pass 24). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return [h, m, sec].map((n) => String(n).padStart(2, '0')).join(':');
}

export function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
