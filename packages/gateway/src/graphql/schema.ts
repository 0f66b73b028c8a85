import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { resolvers } from '../modules/resolvers.js';

/** The repository's root schema.graphql: the gateway serves exactly that SDL. */
export const SCHEMA_PATH = fileURLToPath(new URL('../../../../schema.graphql', import.meta.url));

export function createSchema(schemaPath = SCHEMA_PATH): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: readFileSync(schemaPath, 'utf8'),
    resolvers,
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
