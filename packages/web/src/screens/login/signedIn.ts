import { graphql } from 'react-relay';
import { readSignInData } from '../../relay/signInMutation';
import type { SessionUser } from '../../session/session';
import type { signedIn_payload$key } from './__generated__/signedIn_payload.graphql';

// @inline so mutation callbacks can read it: the three sign-in mutations answer the same payload.
const payloadFragment = graphql`
  fragment signedIn_payload on LoginPayload @inline {
    status
    accessToken
    userId
    viewer {
      id
      displayName
      email
      roles
      language
    }
  }
`;

export type LoginOutcome =
  | { kind: 'signedIn'; accessToken: string; user: SessionUser }
  | { kind: 'codeRequired'; userId: string }
  | { kind: 'invalid' };

export function readLoginOutcome(key: signedIn_payload$key): LoginOutcome {
  const payload = readSignInData(payloadFragment, key);
  if (payload.status === 'CODE_REQUIRED' && payload.userId) return { kind: 'codeRequired', userId: payload.userId };
  if (payload.status === 'SIGNED_IN' && payload.accessToken && payload.viewer) {
    const { id, displayName, email, roles, language } = payload.viewer;
    return {
      kind: 'signedIn',
      accessToken: payload.accessToken,
      user: { id, displayName, email, roles: roles.filter(isKnownRole), language: language ?? null },
    };
  }
  return { kind: 'invalid' };
}

const knownRoles = ['ADMIN', 'CLIENT_ADMIN', 'MULTI_CLIENT_ADMIN', 'ORGANIZATION_ADMIN', 'USER'] as const;
function isKnownRole(role: string): role is (typeof knownRoles)[number] {
  return (knownRoles as readonly string[]).includes(role);
}
