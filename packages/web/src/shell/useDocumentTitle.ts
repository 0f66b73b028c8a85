import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/**
 * Names the browser tab after the page: "Clients · Vakt" (the pattern is in the catalog, so it follows
 * the language). Every screen calls it with its own translated name; null leaves just "Vakt", e.g.
 * while a client's name is still loading.
 */
export function useDocumentTitle(page: string | null | undefined) {
  const intl = useIntl();
  const title = page ? intl.formatMessage({ id: 'document.title' }, { page }) : 'Vakt';
  useEffect(() => {
    document.title = title;
  }, [title]);
}
