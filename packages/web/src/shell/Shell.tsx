import { Box, Flex } from '@chakra-ui/react';
import { Suspense, useEffect, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { endSession } from '../session/endSession';
import { saveLastVisitedPath } from '../session/lastVisited';
import type { ShellQuery } from './__generated__/ShellQuery.graphql';
import { LanguagePrompt } from './LanguagePrompt';
import { PageFallback } from './PageFallback';
import { Toaster } from '../ui/toaster';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

export const shellQuery = graphql`
  query ShellQuery($isAdmin: Boolean!) {
    viewer {
      id
      language
      roles
      ...TopBar_viewer
    }
    ...Sidebar_query @arguments(isAdmin: $isAdmin)
  }
`;

export function Shell({ queryRef }: { queryRef: PreloadedQuery<ShellQuery> }) {
  const data = usePreloadedQuery<ShellQuery>(shellQuery, queryRef);
  const location = useLocation();
  const navigate = useNavigate();
  const [navigationOpen, setNavigationOpen] = useState(false);
  const remember = !useMatches().some((match) => (match.handle as { rememberPath?: boolean } | undefined)?.rememberPath === false);

  useEffect(() => {
    if (remember) saveLastVisitedPath(location.pathname + location.search);
    setNavigationOpen(false);
  }, [location.pathname, location.search, remember]);

  const viewer = data.viewer;
  useEffect(() => {
    // a token the gateway no longer recognises as a user: the session is over
    if (!viewer) void endSession(navigate, { expired: true });
  }, [viewer, navigate]);
  if (!viewer) return null;

  return (
    <Flex direction="column" minH="100vh" bg="bg.subtle">
      <TopBar viewer={viewer} onToggleNavigation={() => setNavigationOpen((open) => !open)} />
      <Flex flex="1" align="stretch">
        <Box
          as="aside"
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
        <Box as="main" flex="1" minW="0" p={{ base: '4', md: '8' }}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
      <LanguagePrompt userLanguage={viewer.language} />
      <Toaster />
    </Flex>
  );
}
