import { BREAK, GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../context.js';
import { userIdFromAccessToken } from '../modules/viewer/accessToken.js';

/**
 * Introspection only for a session the platform accepts. Free-form documents need just a bearer token
 * (caller.ts), so a made-up token would otherwise read the schema: an introspecting document first reads
 * the caller's user (one memoized GET, shared with `viewer`), and a refused token ends it there.
 */
export function useVerifiedIntrospection(): Plugin<GatewayContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      if (!introspects(args.document)) return;
      const ctx = args.contextValue as GatewayContext;
      try {
        if (ctx.accessToken === null) throw new Error('no access token');
        await ctx.loaders.users.byId.load(userIdFromAccessToken(ctx.accessToken));
      } catch {
        setResultAndStopExecution({
          errors: [
            new GraphQLError('Introspection needs a valid session: sign in again.', {
              extensions: { code: 'UNAUTHENTICATED' },
            }),
          ],
        });
      }
    },
  };
}

// Yoga's parse cache answers the same DocumentNode for the same text: visit each document once, not per request.
const introspecting = new WeakMap<DocumentNode, boolean>();

function introspects(document: DocumentNode): boolean {
  let known = introspecting.get(document);
  if (known === undefined) {
    known = visitsIntrospection(document);
    introspecting.set(document, known);
  }
  return known;
}

function visitsIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.FIELD](field) {
      if (field.name.value === '__schema' || field.name.value === '__type') {
        found = true;
        return BREAK;
      }
    },
  });
  return found;
}
