import { useEffect, useRef, useState } from 'react';

/**
 * The rendered width of an element, kept current with a ResizeObserver: charts use it to show fewer
 * axis ticks and move their legend on narrow screens. 0 until measured (and in jsdom).
 */
export function useElementWidth<E extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => setWidth(entries[0]?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** At most `max` evenly spaced items of `values`, for axis ticks (the first one always kept). */
export function spreadTicks<T>(values: readonly T[], max: number): T[] {
  const every = Math.max(1, Math.ceil(values.length / Math.max(1, max)));
  return values.filter((_, index) => index % every === 0);
}

/** How many axis labels of about `labelPx` pixels fit next to each other in `width`. */
export function ticksThatFit(width: number, labelPx: number, fallback: number): number {
  return width > 0 ? Math.max(2, Math.floor(width / labelPx)) : fallback;
}
