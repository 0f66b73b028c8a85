import { lazy } from 'react';
import type { PreloadedQuery } from 'react-relay';
import {
  redirect,
  useLoaderData,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import { preloadLazyRouteQuery } from '../../router/lazyQuery';
import { signedInLoader } from '../../router/signedInLoader';
import { session } from '../../session/session';
import { RouteError } from '../../shell/RouteError';
import type { FaqQuestionFormScreenQuery } from './__generated__/FaqQuestionFormScreenQuery.graphql';
import type { FaqScreenQuery } from './__generated__/FaqScreenQuery.graphql';
import type { HelpCenterScreenQuery } from './__generated__/HelpCenterScreenQuery.graphql';
import type { HelpSectionFormScreenQuery } from './__generated__/HelpSectionFormScreenQuery.graphql';
import type { HelpSectionScreenQuery } from './__generated__/HelpSectionScreenQuery.graphql';
import { faqSearchOf } from './faqSearch';
import { helpLanguageFromUrl, toGraphLanguage } from './helpLanguage';
import { newSectionDocumentPath, sectionDocumentPath, sectionPath } from './paths';
import type { Language } from '../../i18n/language';

// Screens are separate chunks; each loader starts its screen's download next to its query.
const loadHelpCenterScreen = () => import('./HelpCenterScreen');
const loadSectionScreen = () => import('./HelpSectionScreen');
const loadSectionFormScreen = () => import('./HelpSectionFormScreen');
const loadFaqScreen = () => import('./FaqScreen');
const loadFaqFormScreen = () => import('./FaqQuestionFormScreen');
const HelpCenterScreen = lazy(() => loadHelpCenterScreen().then((module) => ({ default: module.HelpCenterScreen })));
const HelpSectionScreen = lazy(() => loadSectionScreen().then((module) => ({ default: module.HelpSectionScreen })));
const HelpSectionFormScreen = lazy(() =>
  loadSectionFormScreen().then((module) => ({ default: module.HelpSectionFormScreen })),
);
const FaqScreen = lazy(() => loadFaqScreen().then((module) => ({ default: module.FaqScreen })));
const FaqQuestionFormScreen = lazy(() =>
  loadFaqFormScreen().then((module) => ({ default: module.FaqQuestionFormScreen })),
);

const isAdmin = () => session.hasRole('ADMIN');
const langOf = (request: Request) => helpLanguageFromUrl(new URL(request.url));
const sectionKey = (params: LoaderFunctionArgs['params']) => params.section ?? '';

export const helpCenterLoader = signedInLoader(({ request }) => {
  void loadHelpCenterScreen();
  return preloadLazyRouteQuery<HelpCenterScreenQuery>(
    'helpCenter',
    () => import('./__generated__/HelpCenterScreenQuery.graphql'),
    { lang: toGraphLanguage(langOf(request)) },
  );
});

function HelpCenterRoute() {
  return <HelpCenterScreen queryRef={useLoaderData() as PreloadedQuery<HelpCenterScreenQuery>} />;
}

/** /help-center/new and /help-center/:section/edit: admin only; others go back to what they can read. */
export const sectionFormLoader = signedInLoader(({ request, params }) => {
  const editing = params.section !== undefined;
  const lang = langOf(request);
  if (!isAdmin()) return redirect(editing ? sectionPath(sectionKey(params), lang) : '/help-center');
  void loadSectionFormScreen();
  return preloadLazyRouteQuery<HelpSectionFormScreenQuery>(
    'helpSectionForm',
    () => import('./__generated__/HelpSectionFormScreenQuery.graphql'),
    { key: sectionKey(params), lang: toGraphLanguage(lang), editing },
  );
});

function HelpSectionFormRoute() {
  return <HelpSectionFormScreen queryRef={useLoaderData() as PreloadedQuery<HelpSectionFormScreenQuery>} />;
}

export const sectionLoader = signedInLoader(({ request, params }) => {
  void loadSectionScreen();
  return preloadLazyRouteQuery<HelpSectionScreenQuery>(
    'helpSection',
    () => import('./__generated__/HelpSectionScreenQuery.graphql'),
    { key: sectionKey(params), lang: toGraphLanguage(langOf(request)) },
  );
});

function HelpSectionRoute() {
  return <HelpSectionScreen queryRef={useLoaderData() as PreloadedQuery<HelpSectionScreenQuery>} />;
}

/** /help-center/:section/new: the document form with the section for admins; the section for others. */
export const sectionNewDocumentLoader = signedInLoader(({ request, params }) => {
  const lang = langOf(request);
  return redirect(isAdmin() ? newSectionDocumentPath(sectionKey(params), lang) : sectionPath(sectionKey(params), lang));
});

/** /help-center/:section/:documentId: the document's page in the section's frame. */
export const sectionDocumentLoader = signedInLoader(({ params }) =>
  redirect(sectionDocumentPath(params.documentId ?? '', sectionKey(params))),
);

export const faqLoader = signedInLoader(({ request }) => {
  void loadFaqScreen();
  const url = new URL(request.url);
  return preloadLazyRouteQuery<FaqScreenQuery>('faq', () => import('./__generated__/FaqScreenQuery.graphql'), {
    lang: toGraphLanguage(helpLanguageFromUrl(url)),
    search: faqSearchOf(url.searchParams.get('q')),
  });
});

/** Typing a search changes only ?q=: the FAQ refetches itself; another ?lang= loads the page again. */
export function faqShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const withoutSearch = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('q');
    return `${url.pathname}?${params.toString()}`;
  };
  if (currentUrl.search !== nextUrl.search && withoutSearch(currentUrl) === withoutSearch(nextUrl)) return false;
  return defaultShouldRevalidate;
}

function FaqRoute() {
  return <FaqScreen queryRef={useLoaderData() as PreloadedQuery<FaqScreenQuery>} />;
}

/** /help-center/faq/add and /help-center/faq/edit/:id: admin only; others go to the FAQ. */
export const faqFormLoader = signedInLoader(({ request, params }) => {
  const lang = langOf(request);
  if (!isAdmin()) return redirect(`/help-center/faq?lang=${lang}`);
  void loadFaqFormScreen();
  const queryRef = preloadLazyRouteQuery<FaqQuestionFormScreenQuery>(
    'faqQuestionForm',
    () => import('./__generated__/FaqQuestionFormScreenQuery.graphql'),
    { id: params.id ?? '', editing: params.id !== undefined },
  );
  return queryRef.then((ref) => ({ queryRef: ref, lang }));
});

function FaqQuestionFormRoute() {
  const { queryRef, lang } = useLoaderData() as {
    queryRef: PreloadedQuery<FaqQuestionFormScreenQuery>;
    lang: Language;
  };
  return <FaqQuestionFormScreen queryRef={queryRef} lang={lang} />;
}

/** The area's pages (issue 12: /help-center, its sections, documents and the FAQ); routes.tsx spreads them into the shell's children. */
export const helpCenterRoutes: RouteObject[] = [
  { path: 'help-center', loader: helpCenterLoader, element: <HelpCenterRoute />, errorElement: <RouteError /> },
  {
    path: 'help-center/new',
    loader: sectionFormLoader,
    element: <HelpSectionFormRoute />,
    errorElement: <RouteError />,
  },
  {
    path: 'help-center/faq',
    loader: faqLoader,
    shouldRevalidate: faqShouldRevalidate,
    element: <FaqRoute />,
    errorElement: <RouteError />,
  },
  {
    path: 'help-center/faq/add',
    loader: faqFormLoader,
    element: <FaqQuestionFormRoute />,
    errorElement: <RouteError />,
  },
  {
    path: 'help-center/faq/edit/:id',
    loader: faqFormLoader,
    element: <FaqQuestionFormRoute />,
    errorElement: <RouteError />,
  },
  { path: 'help-center/:section', loader: sectionLoader, element: <HelpSectionRoute />, errorElement: <RouteError /> },
  {
    path: 'help-center/:section/edit',
    loader: sectionFormLoader,
    element: <HelpSectionFormRoute />,
    errorElement: <RouteError />,
  },
  { path: 'help-center/:section/new', loader: sectionNewDocumentLoader, errorElement: <RouteError /> },
  { path: 'help-center/:section/:documentId', loader: sectionDocumentLoader, errorElement: <RouteError /> },
];
