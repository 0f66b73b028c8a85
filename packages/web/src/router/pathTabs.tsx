import { replace, type RouteObject } from 'react-router-dom';
import { NotFoundScreen } from '../shell/NotFoundScreen';
import { RouteError } from '../shell/RouteError';
import { restIdOf, type NodeType } from './globalId';
import { DETAIL_TABS, PATH_TAB_ALIASES } from './paths';
import { signedInLoader } from './signedInLoader';

type Area = keyof typeof DETAIL_TABS;

/**
 * `/{base}/{id}/{tab}`: a tab written as a path segment (/organizations/1/saml, /users/5/devices) opens the
 * page on that tab: the address is replaced by the canonical `/{base}/{id}?tab={tab}`. An unknown tab is
 * "Page not found". More specific routes (/clients/:id/users/new) still win.
 */
export function pathTabRoute(base: string, type: NodeType, area: Area): RouteObject {
  return {
    path: `${base}/:id/:tab`,
    loader: signedInLoader(({ params, request }) => {
      const segment = params.tab ?? '';
      const tab = PATH_TAB_ALIASES[area]?.[segment] ?? segment;
      if (!(DETAIL_TABS[area] as readonly string[]).includes(tab)) return null;
      const id = params.id ?? '';
      const query = new URL(request.url).searchParams;
      query.set('tab', tab);
      throw replace(`/${base}/${encodeURIComponent(restIdOf(type, id) ?? id)}?${query.toString()}`);
    }),
    element: <NotFoundScreen />,
    errorElement: <RouteError />,
    handle: { rememberPath: false },
  };
}
