import { Box, Button, Card, Flex, Heading, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { config, webAppUrl } from '../config';
import { endSession } from '../session/endSession';
import type { NoConsoleAccess_viewer$key } from './__generated__/NoConsoleAccess_viewer.graphql';
import { Logo } from './Logo';
import { useDocumentTitle } from './useDocumentTitle';

/** The console's roles: everyone else signs in to the apps. */
export const CONSOLE_ROLES: readonly string[] = ['ADMIN', 'ORGANIZATION_ADMIN', 'MULTI_CLIENT_ADMIN', 'CLIENT_ADMIN'];

/**
 * What someone who may not use the console sees after signing in (a plain user, e.g. created by single
 * sign-on): who they are, that the console is for administrators, where the apps are, and sign out.
 */
export function NoConsoleAccess({ viewer: viewerRef }: { viewer: NoConsoleAccess_viewer$key }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const viewer = useFragment(
    graphql`
      fragment NoConsoleAccess_viewer on User {
        displayName
        email
      }
    `,
    viewerRef,
  );
  const t = (id: string) => intl.formatMessage({ id });
  useDocumentTitle(t('noAccess.title'));
  const apps: [string, string][] = [
    ['iOS', config.iosAppUrl],
    ['Android', config.androidAppUrl],
    ['macOS', config.macosAppUrl],
    ['Windows', config.windowsAppUrl],
    [t('nav.webApp'), webAppUrl()],
  ];
  return (
    <Flex as="main" minH="100vh" align="center" justify="center" bg="bg.subtle" p="4">
      <Card.Root maxW="lg" w="full" variant="outline" bg="bg">
        <Card.Body>
          <Stack gap="5">
            <Box>
              <Logo />
            </Box>
            <Heading as="h1" size="xl">
              {t('noAccess.title')}
            </Heading>
            <Text data-testid="no-access-who">
              {intl.formatMessage({ id: 'noAccess.signedInAs' }, { name: viewer.displayName, email: viewer.email })}
            </Text>
            <Text color="fg.muted">{t('noAccess.description')}</Text>
            <Stack gap="2">
              <Heading as="h2" size="sm">
                {t('noAccess.apps')}
              </Heading>
              <Wrap gap="3">
                {apps.map(([name, href]) => (
                  <Link key={name} href={href} target="_blank" rel="noopener noreferrer" color="blue.fg">
                    {name}
                  </Link>
                ))}
              </Wrap>
            </Stack>
            <Text fontSize="sm" color="fg.muted">
              {intl.formatMessage({ id: 'noAccess.help' }, { email: config.supportEmail })}
            </Text>
            <Box>
              <Button colorPalette="blue" onClick={() => void endSession(navigate, { expired: false })}>
                {t('noAccess.signOut')}
              </Button>
            </Box>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
