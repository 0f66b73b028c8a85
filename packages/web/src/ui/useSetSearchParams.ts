import { useCallback, useContext, useRef } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';

/**
 * Changes the query string from the router's current location, not from the one this component last
 * rendered: a table's refetch holds its render (a transition) until the rows arrive, and a change made
 * meanwhile (a tab click, another sort) must not write back a query string that is already gone.
 */
export function useSetSearchParams() {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const navigate = useNavigate();
  const location = useLocation();
  const rendered = useRef(location);
  rendered.current = location;
  return useCallback(
    (update: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const current = dataRouter?.router.state.location ?? rendered.current;
      const search = update(new URLSearchParams(current.search)).toString();
      return navigate({ pathname: current.pathname, search: search ? `?${search}` : '', hash: current.hash }, options);
    },
    [dataRouter, navigate],
  );
}
