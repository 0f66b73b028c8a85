import { readFileSync } from 'node:fs';
import { DEFAULT_PERSISTED_OPERATIONS_FILE } from '../../src/graphql/persistedOperations.js';

/** The console's persisted documents (id -> text), as relay-compiler wrote them (`npm test` compiles first). */
export const PERSISTED_DOCUMENTS: Record<string, string> = JSON.parse(
  readFileSync(DEFAULT_PERSISTED_OPERATIONS_FILE, 'utf8'),
);

/** The id of the console's operation of that name, e.g. `CredentialsFormLoginMutation`. */
export function persistedIdOf(operationName: string): string {
  const pattern = new RegExp(`^(query|mutation|subscription) ${operationName}\\b`);
  const id = Object.keys(PERSISTED_DOCUMENTS).find((key) => pattern.test(PERSISTED_DOCUMENTS[key]));
  if (!id)
    throw new Error(
      `no persisted operation named ${operationName} (run relay-compiler: pnpm --filter @vakt/web relay)`,
    );
  return id;
}
