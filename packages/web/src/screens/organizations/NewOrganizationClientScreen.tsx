import { lazy } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { nodeIdOfSegment } from '../../router/detailParams';
import { preloadLazyRouteQuery } from '../../router/lazyQuery';
import { signedInLoader } from '../../router/signedInLoader';
import { NotFoundScreen } from '../../shell/NotFoundScreen';
import type { NewOrganizationClientScreenQuery } from './__generated__/NewOrganizationClientScreenQuery.graphql';

// The router imports this module with the others: it holds only the loader and a lazy wrapper, the form
// and its query come as a chunk of their own (the login page does not download them).
const loadScreen = () => import('./NewOrganizationClient');
const NewOrganizationClient = lazy(() => loadScreen().then((module) => ({ default: module.NewOrganizationClient })));

/** /organizations/:organizationId/clients/new: the organization's name and whether the viewer may add. */
export const newOrganizationClientLoader = signedInLoader(({ params, request }) => {
  const organizationId = nodeIdOfSegment('Organization', params.organizationId ?? params.id, request);
  void loadScreen();
  return preloadLazyRouteQuery<NewOrganizationClientScreenQuery>(
    'newOrganizationClient',
    () => import('./__generated__/NewOrganizationClientScreenQuery.graphql'),
    { organizationId },
  );
});

/**
 * /organizations/:organizationId/clients/new (spec 002 section 6): the client form (the one /clients/new
 * uses) creating a client inside the organization; the organization is fixed. After saving, the
 * organization's clients tab. Viewers who may not add clients there get the not-found page.
 */
export function NewOrganizationClientScreen({
  queryRef,
}: {
  queryRef?: PreloadedQuery<NewOrganizationClientScreenQuery>;
}) {
  const loaded = useLoaderData() as PreloadedQuery<NewOrganizationClientScreenQuery> | undefined;
  const ref = queryRef ?? loaded;
  if (!ref) return <NotFoundScreen />;
  return <NewOrganizationClient queryRef={ref} />;
}
