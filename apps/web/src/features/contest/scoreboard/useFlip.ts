import { useCallback, useLayoutEffect, useRef } from 'react';

const MOVE_MS = 700;

/**
 * Animates rows to their new places when the order changes (first, last, invert, play): each row
 * starts where it was and slides to where it is now. `order` is the rows' keys in their order.
 */
export function useFlip(order: readonly string[]): (key: string) => (el: HTMLElement | null) => void {
  const nodes = useRef(new Map<string, HTMLElement>());
  const tops = useRef(new Map<string, number>());
  const signature = order.join('\u0000');

  useLayoutEffect(() => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const next = new Map<string, number>();
    for (const [key, el] of nodes.current) {
      // offsetTop ignores transforms, so a row still moving is measured where it will end.
      const top = el.offsetTop;
      next.set(key, top);
      const before = tops.current.get(key);
      if (reduce || before === undefined || before === top) continue;
      el.style.transition = 'none';
      el.style.transform = `translateY(${before - top}px)`;
      el.dataset.moving = before > top ? 'up' : 'down';
      void el.offsetHeight;
      el.style.transition = `transform ${MOVE_MS}ms cubic-bezier(0.2, 0.7, 0.2, 1)`;
      el.style.transform = '';
      window.setTimeout(() => {
        delete el.dataset.moving;
      }, MOVE_MS);
    }
    tops.current = next;
  }, [signature]);

  return useCallback(
    (key: string) => (el: HTMLElement | null) => {
      if (el) nodes.current.set(key, el);
      else nodes.current.delete(key);
    },
    [],
  );
}
