import { useCallback, useEffect, useState } from 'react';

/** End times of resend locks, kept outside components so closing a dialog does not lift a lock. */
const lockEnds = new Map<string, number>();

function secondsLeft(key: string): number {
  const end = lockEnds.get(key) ?? 0;
  return Math.max(0, Math.ceil((end - Date.now()) / 1000));
}

/** A resend lock with a visible countdown (register code 60 s, reset mail 90 s, change-email code 30 s). */
export function useResendLock(key: string): { remaining: number; start: (seconds: number) => void } {
  const [remaining, setRemaining] = useState(() => secondsLeft(key));

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = window.setInterval(() => setRemaining(secondsLeft(key)), 1000);
    return () => window.clearInterval(timer);
  }, [key, remaining > 0]); // eslint-disable-line react-hooks/exhaustive-deps

  const start = useCallback(
    (seconds: number) => {
      lockEnds.set(key, Date.now() + seconds * 1000);
      setRemaining(seconds);
    },
    [key],
  );
  return { remaining, start };
}
