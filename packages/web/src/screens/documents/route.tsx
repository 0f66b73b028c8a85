import { lazy } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { nodeIdOfSegment } from '../../router/detailParams';
import { preloadLazyRouteQuery } from '../../router/lazyQuery';
import { signedInLoader } from '../../router/signedInLoader';
import { RouteError } from '../../shell/RouteError';
import { tableVariablesFromUrl } from '../../ui/tableUrlState';
import type { DocumentScreenQuery } from './__generated__/DocumentScreenQuery.graphql';
import type { DocumentsScreenQuery } from './__generated__/DocumentsScreenQuery.graphql';
import type { NewDocumentScreenQuery } from './__generated__/NewDocumentScreenQuery.graphql';
import { DEFAULT_DOCUMENT_ORDER, DOCUMENT_FILTERS, DOCUMENTS_URL_PREFIX, toDocumentsVariables } from './filters';
import type { NewDocumentTarget } from './NewDocumentScreen';

// Screens are separate chunks; each loader starts its screen's download next to its query.
const loadDocumentsScreen = () => import('./DocumentsScreen');
const loadNewDocumentScreen = () => import('./NewDocumentScreen');
const loadDocumentScreen = () => import('./DocumentScreen');
const DocumentsScreen = lazy(() => loadDocumentsScreen().then((module) => ({ default: module.DocumentsScreen })));
const NewDocumentScreen = lazy(() => loadNewDocumentScreen().then((module) => ({ default: module.NewDocumentScreen })));
const DocumentScreen = lazy(() => loadDocumentScreen().then((module) => ({ default: module.DocumentScreen })));

/** Sorting, searching, filtering, paging or switching tabs changes only the query string. */
function sameAreaShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

const documentsLoader = signedInLoader(({ request }) => {
  void loadDocumentsScreen();
  return preloadLazyRouteQuery<DocumentsScreenQuery>(
    'documents',
    () => import('./__generated__/DocumentsScreenQuery.graphql'),
    toDocumentsVariables(
      tableVariablesFromUrl(request, {
        defaultOrder: DEFAULT_DOCUMENT_ORDER,
        prefix: DOCUMENTS_URL_PREFIX,
        filters: DOCUMENT_FILTERS,
      }),
    ) as DocumentsScreenQuery['variables'],
  );
});

function DocumentsRoute() {
  return <DocumentsScreen queryRef={useLoaderData() as PreloadedQuery<DocumentsScreenQuery>} />;
}

const LANGUAGES = ['EN', 'SV', 'ES'] as const;

const newDocumentLoader = (releaseNote: boolean) =>
  signedInLoader(({ request }) => {
    void loadNewDocumentScreen();
    const url = new URL(request.url);
    const section = releaseNote ? '' : (url.searchParams.get('section') ?? '');
    const lang = url.searchParams.get('lang')?.toUpperCase() ?? '';
    return preloadLazyRouteQuery<NewDocumentScreenQuery>(
      releaseNote ? 'newReleaseNote' : 'newDocument',
      () => import('./__generated__/NewDocumentScreenQuery.graphql'),
      {
        section,
        lang: (LANGUAGES as readonly string[]).includes(lang) ? (lang as (typeof LANGUAGES)[number]) : null,
        withSection: Boolean(section),
      },
    );
  });

function NewDocumentRoute({ releaseNote }: { releaseNote: boolean }) {
  const queryRef = useLoaderData() as PreloadedQuery<NewDocumentScreenQuery>;
  // /documents/new?section=<key>&lang=<lang> is a help-center section's new document
  const target: NewDocumentTarget = releaseNote
    ? 'releaseNote'
    : queryRef.variables.withSection
      ? 'section'
      : 'document';
  return <NewDocumentScreen key={target} queryRef={queryRef} target={target} />;
}

const documentLoader = signedInLoader(({ params, request }) => {
  const id = nodeIdOfSegment('Document', params.id, request);
  void loadDocumentScreen();
  return preloadLazyRouteQuery<DocumentScreenQuery>(
    'document',
    () => import('./__generated__/DocumentScreenQuery.graphql'),
    { id },
  );
});

function DocumentRoute({ releaseNotes }: { releaseNotes: boolean }) {
  const { section } = useParams();
  return (
    <DocumentScreen
      queryRef={useLoaderData() as PreloadedQuery<DocumentScreenQuery>}
      section={section ?? null}
      releaseNotes={releaseNotes}
    />
  );
}

/** The area's pages; routes.tsx spreads them into the shell's children. W2 owns the /release-notes list. */
export const documentRoutes: RouteObject[] = [
  {
    path: 'documents',
    loader: documentsLoader,
    shouldRevalidate: sameAreaShouldRevalidate,
    element: <DocumentsRoute />,
    errorElement: <RouteError />,
  },
  {
    path: 'documents/new',
    loader: newDocumentLoader(false),
    element: <NewDocumentRoute releaseNote={false} />,
    errorElement: <RouteError />,
  },
  {
    path: 'release-notes/new',
    loader: newDocumentLoader(true),
    element: <NewDocumentRoute releaseNote />,
    errorElement: <RouteError />,
  },
  ...['documents/:id', 'documents/:id/:section'].map((path) => ({
    path,
    loader: documentLoader,
    shouldRevalidate: sameAreaShouldRevalidate,
    element: <DocumentRoute releaseNotes={false} />,
    errorElement: <RouteError />,
  })),
  {
    path: 'release-notes/:id',
    loader: documentLoader,
    shouldRevalidate: sameAreaShouldRevalidate,
    element: <DocumentRoute releaseNotes />,
    errorElement: <RouteError />,
  },
];
