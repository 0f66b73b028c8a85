import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether a horizontally scrollable box has content hidden past its start or end edge, kept current
 * on scroll and resize: the table shows a shadow at each clipped edge so a phone user sees there is more.
 */
export function useScrollEdges<E extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<E>(null);
  const [edges, setEdges] = useState({ start: false, end: false });
  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const max = element.scrollWidth - element.clientWidth;
    const left = Math.abs(element.scrollLeft);
    const next = { start: left > 1, end: max - left > 1 };
    setEdges((current) => (current.start === next.start && current.end === next.end ? current : next));
  }, []);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [measure]);
  return { ref, ...edges, measure };
}
