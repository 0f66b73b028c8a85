import { Box, Flex, Link } from '@chakra-ui/react';
import { Suspense, useEffect, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useIntl } from 'react-intl';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { endSession } from '../session/endSession';
import { saveLastVisitedPath } from '../session/lastVisited';
import type { ShellQuery } from './__generated__/ShellQuery.graphql';
import { LanguagePrompt } from './LanguagePrompt';
import { CONSOLE_ROLES, NoConsoleAccess } from './NoConsoleAccess';
import { PageFallback } from './PageFallback';
import { Toaster } from '../ui/toaster';
import { UnsavedChangesProvider } from '../ui/unsavedChanges';
import { NavigationProgress } from './NavigationProgress';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

export const shellQuery = graphql`
  query ShellQuery($isAdmin: Boolean!) {
    viewer {
      id
      language
      roles
      ...TopBar_viewer
      ...NoConsoleAccess_viewer
    }
    ...Sidebar_query @arguments(isAdmin: $isAdmin)
  }
`;

const MAIN_ID = 'main-content';
export const NAVIGATION_ID = 'navigation';

export function Shell({ queryRef }: { queryRef: PreloadedQuery<ShellQuery> }) {
  const data = usePreloadedQuery<ShellQuery>(shellQuery, queryRef);
  const location = useLocation();
  const navigate = useNavigate();
  const intl = useIntl();
  const [navigationOpen, setNavigationOpen] = useState(false);
  const remember = !useMatches().some(
    (match) => (match.handle as { rememberPath?: boolean } | undefined)?.rememberPath === false,
  );

  useEffect(() => {
    if (remember) saveLastVisitedPath(location.pathname + location.search);
    setNavigationOpen(false);
  }, [location.pathname, location.search, remember]);

  // the phone drawer: Escape closes it (a tap outside hits the backdrop below, a navigation the effect above)
  useEffect(() => {
    if (!navigationOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setNavigationOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigationOpen]);

  const viewer = data.viewer;
  useEffect(() => {
    // a token the gateway no longer recognises as a user: the session is over
    if (!viewer) void endSession(navigate, { expired: true });
  }, [viewer, navigate]);
  if (!viewer) return null;
  if (!viewer.roles.some((role) => CONSOLE_ROLES.includes(role))) return <NoConsoleAccess viewer={viewer} />;

  return (
    <UnsavedChangesProvider>
      <Flex direction="column" minH="100vh" bg="bg.subtle">
        <NavigationProgress />
        {/* the first thing a keyboard reaches: past the top bar and the navigation, straight to the page */}
        <Link
          href={`#${MAIN_ID}`}
          onClick={(event) => {
            event.preventDefault();
            document.getElementById(MAIN_ID)?.focus();
          }}
          srOnly
          _focus={{
            srOnly: false,
            position: 'fixed',
            top: '2',
            left: '2',
            zIndex: 'skipNav',
            bg: 'bg',
            px: '4',
            py: '2',
            borderRadius: 'md',
            shadow: 'md',
          }}
        >
          {intl.formatMessage({ id: 'shell.skipToContent' })}
        </Link>
        <TopBar
          viewer={viewer}
          navigationOpen={navigationOpen}
          onToggleNavigation={() => setNavigationOpen((open) => !open)}
        />
        <Flex flex="1" align="stretch">
          {navigationOpen && (
            <Box
              data-testid="navigation-backdrop"
              display={{ base: 'block', lg: 'none' }}
              position="fixed"
              inset="0"
              top="16"
              bg="blackAlpha.500"
              zIndex="docked"
              onClick={() => setNavigationOpen(false)}
            />
          )}
          <Box
            as="aside"
            id={NAVIGATION_ID}
            w="64"
            flexShrink={0}
            borderRightWidth="1px"
            bg="bg"
            display={{ base: navigationOpen ? 'block' : 'none', lg: 'block' }}
            position={{ base: 'fixed', lg: 'sticky' }}
            top="16"
            h="calc(100vh - 4rem)"
            overflowY="auto"
            zIndex="docked"
            shadow={{ base: 'lg', lg: 'none' }}
          >
            <Sidebar query={data} isAdmin={viewer.roles.includes('ADMIN')} />
          </Box>
          <Box as="main" id={MAIN_ID} tabIndex={-1} outline="none" flex="1" minW="0" p={{ base: '4', md: '8' }}>
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </Box>
        </Flex>
        <LanguagePrompt userLanguage={viewer.language} />
        <Toaster />
        {/* a new page starts at the top; Back returns to where that page was left */}
        <ScrollRestoration />
      </Flex>
    </UnsavedChangesProvider>
  );
}
