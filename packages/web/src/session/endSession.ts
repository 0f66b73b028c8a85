import { commitMutation, graphql } from 'react-relay';
import { relayEnvironment } from '../relay/environment';
import { session } from './session';
import type { endSessionLogoutMutation } from './__generated__/endSessionLogoutMutation.graphql';

type Navigate = (to: string, options: { replace: boolean; state?: SignedOutState }) => unknown;

/** What the login page is told about how the session ended (the history entry's state). */
export interface SignedOutState {
  sessionExpired?: boolean;
}

const logoutMutation = graphql`
  mutation endSessionLogoutMutation {
    logout {
      loggedOut
    }
  }
`;

function revokeRefreshToken(): Promise<void> {
  return new Promise((resolve) => {
    commitMutation<endSessionLogoutMutation>(relayEnvironment.get(), {
      mutation: logoutMutation,
      variables: {},
      onCompleted: () => resolve(),
      onError: () => resolve(), // signing out locally must not depend on the server answering
    });
  });
}

/**
 * Leaves the signed-in state: storage first, then the login at / (replacing the current entry so
 * Back cannot show data), then a fresh Relay environment so no record of the session stays in memory.
 */
export async function endSession(navigate: Navigate, { expired }: { expired: boolean }) {
  if (!expired) await revokeRefreshToken();
  session.clear({ keepLastVisited: expired });
  // an expired session says so on the login page, so nobody wonders why they were signed out
  await navigate('/', { replace: true, ...(expired && { state: { sessionExpired: true } satisfies SignedOutState }) });
  relayEnvironment.reset();
}
