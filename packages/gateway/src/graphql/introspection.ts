import { BREAK, GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import type { Plugin, YogaInitialContext } from 'graphql-yoga';
import type { CallerVerifier } from './caller.js';

/**
 * Introspection only for a signed-in caller (a bearer token the gateway verified, caller.ts). Free-form
 * documents, the only ones that introspect, already need that (persistedOperations.ts); this holds even if
 * that changes. The verdict is the request's memoized one: no upstream call.
 */
export function useVerifiedIntrospection(verifier: CallerVerifier): Plugin {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      if (!introspects(args.document)) return;
      const { request } = args.contextValue as YogaInitialContext;
      const signedIn = await verifier.verdictOf(request).then(
        (verdict) => verdict === 'signedIn',
        () => false,
      );
      if (signedIn) return;
      setResultAndStopExecution({
        errors: [
          new GraphQLError('Introspection needs a valid session: sign in again.', {
            extensions: { code: 'UNAUTHENTICATED' },
          }),
        ],
      });
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
