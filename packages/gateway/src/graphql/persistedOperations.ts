import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GraphQLError, Kind, OperationTypeNode, parse } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { tokenExpired, type CallerVerifier } from './caller.js';

/** Where relay-compiler writes the console's documents (relay.config.js `persistConfig.file`). */
export const DEFAULT_PERSISTED_OPERATIONS_FILE = fileURLToPath(
  new URL('../../../web/persisted-operations.json', import.meta.url),
);

/** What a signed-out caller may run: the root fields of signing in, restoring and ending a session. */
const SIGN_IN_FIELDS = new Set([
  'login',
  'verifyOneTimeCode',
  'resendOneTimeCode',
  'refreshSession',
  'loginWithSingleSignOn',
  'startSingleSignOn',
  'logout',
]);

export interface PersistedOperations {
  /** document id -> document text */
  readonly byId: ReadonlyMap<string, string>;
  /** The ids a signed-out caller may run. */
  readonly signInIds: ReadonlySet<string>;
}

/** Reads relay-compiler's map (JSON object id -> text). A missing or broken map stops the gateway from starting. */
export function loadPersistedOperations(file: string): PersistedOperations {
  if (!existsSync(file)) {
    throw new Error(
      `persisted operations file ${file} does not exist: build the web app (relay-compiler writes it) or set PERSISTED_OPERATIONS_FILE`,
    );
  }
  const map: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (map === null || typeof map !== 'object' || Array.isArray(map))
    throw new Error(`${file} is not a JSON object of id -> document`);
  const byId = new Map<string, string>();
  const signInIds = new Set<string>();
  for (const [id, text] of Object.entries(map)) {
    if (typeof text !== 'string') throw new Error(`${file}: the document of ${id} is not a string`);
    byId.set(id, text);
    if (isSignInDocument(text)) signInIds.add(id);
  }
  return { byId, signInIds };
}

/** A single mutation whose every root field is one of SIGN_IN_FIELDS (decided by the text, not its name). */
function isSignInDocument(text: string): boolean {
  const operations = parse(text).definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  return (
    operations.length === 1 &&
    operations[0].operation === OperationTypeNode.MUTATION &&
    operations[0].selectionSet.selections.every(
      (selection) => selection.kind === Kind.FIELD && SIGN_IN_FIELDS.has(selection.name.value),
    )
  );
}

const refused = (message: string, code: string, status: number) =>
  new GraphQLError(message, { extensions: { code, http: { status } } });

/**
 * Trusted documents: `{ documentId }` (POST body, or `?documentId=` on GET) runs the persisted document of
 * that id. Free-form `query` text only for a signed-in caller (a bearer token the gateway verified,
 * caller.ts); anyone else may run only the persisted sign-in operations, so it can neither introspect nor
 * probe the schema for suggestions, nor make the platform work: a refusal here calls no upstream. A genuine
 * but expired token is refused as the platform refuses it (UNAUTHENTICATED / TOKEN_EXPIRED): the console
 * refreshes its session on that.
 */
export function usePersistedOperations(operations: PersistedOperations, verifier: CallerVerifier): Plugin {
  /** Refuses a caller that is not signed in with `refusal`, an expired token with TOKEN_EXPIRED. */
  const requireSignedIn = async (request: Request, refusal: () => GraphQLError) => {
    const verdict = await verifier.verdictOf(request);
    if (verdict === 'expired') throw tokenExpired();
    if (verdict !== 'signedIn') throw refusal();
  };
  return {
    async onParams({ params, request, setParams }) {
      const raw = params as typeof params & { documentId?: unknown };
      const documentId =
        raw.documentId ?? (request.method === 'GET' ? new URL(request.url).searchParams.get('documentId') : null);
      if (documentId === null || documentId === undefined) {
        await requireSignedIn(request, () =>
          refused(
            'Signed-out callers may run only the console\'s persisted sign-in operations (send "documentId"); sign in to send GraphQL documents.',
            'PERSISTED_DOCUMENT_REQUIRED',
            403,
          ),
        );
        return;
      }
      const text = typeof documentId === 'string' ? operations.byId.get(documentId) : undefined;
      if (text === undefined)
        throw refused('Unknown documentId: no persisted document has this id.', 'PERSISTED_DOCUMENT_NOT_FOUND', 400);
      if (!operations.signInIds.has(documentId as string)) {
        await requireSignedIn(request, () =>
          refused(
            'Signed-out callers may run only the persisted sign-in operations; sign in first.',
            'PERSISTED_DOCUMENT_NOT_ALLOWED',
            403,
          ),
        );
      }
      const { documentId: _id, ...rest } = raw;
      setParams({ ...rest, query: text });
    },
    async onResultProcess({ request, result }) {
      // A persisted document with made-up variables still meets graphql-js' "Did you mean" (input fields,
      // enum values): signed-out callers must not learn names of the schema that way. A key set that cannot
      // be had counts as signed out here: masking is the safe side, and the sign-in documents still answer.
      if (Symbol.asyncIterator in result) return;
      const signedIn = await verifier.verdictOf(request).then(
        (verdict) => verdict === 'signedIn',
        () => false,
      );
      if (signedIn) return;
      for (const single of Array.isArray(result) ? result : [result]) {
        for (const error of single.errors ?? []) {
          const masked = error.message.replace(SUGGESTION, '');
          if (masked !== error.message) (error as { message: string }).message = masked;
        }
      }
    },
  };
}

const SUGGESTION = /\s*Did you mean [^?]*\?/g;
