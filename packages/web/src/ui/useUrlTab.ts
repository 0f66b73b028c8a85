import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSetSearchParams } from './useSetSearchParams';

/**
 * A page's tabs in `?tab=`: the tab the URL asks for, a setter that replaces the entry (Back leaves the page,
 * not the tab) and keeps the rest of the query string (each tab table's own state) unless `keepOthers` is
 * false, and a ref for the tab strip: on a phone the strip scrolls, and the selected tab is brought into it
 * (sideways only, the page stays put).
 */
export function useUrlTab({ keepOthers = true }: { keepOthers?: boolean } = {}) {
  const [searchParams] = useSearchParams();
  // from the router's latest query string: a tab table's state written a moment ago must survive a tab change
  const setSearchParams = useSetSearchParams();
  const tabListRef = useRef<HTMLDivElement>(null);
  const requested = searchParams.get('tab');

  useEffect(() => {
    const list = tabListRef.current;
    const selected = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !selected) return;
    const start = selected.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
    if (start < list.scrollLeft || start + selected.offsetWidth > list.scrollLeft + list.clientWidth)
      list.scrollLeft = start - 16;
  }, [requested]);

  const selectTab = (next: string) =>
    setSearchParams(
      (current) => {
        if (!keepOthers && current.get('tab') === next) return current;
        const params = new URLSearchParams(keepOthers ? current : undefined);
        params.set('tab', next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  return { requested, selectTab, tabListRef };
}

/** The requested tab when the page has it, else the page's first one. */
export function pickTab<Tab extends string>(requested: string | null, tabs: readonly Tab[], fallback: Tab): Tab {
  return requested !== null && (tabs as readonly string[]).includes(requested) ? (requested as Tab) : fallback;
}
