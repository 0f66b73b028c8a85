import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { ModuleResolvers } from '../types.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseDate(value: unknown): string {
  if (typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    const roundTrip = new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10);
    if (roundTrip === value) return value;
  }
  throw new GraphQLError('Date must be a calendar date, YYYY-MM-DD.', { extensions: { code: 'BAD_USER_INPUT' } });
}

function parseDateTime(value: unknown): string {
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
  throw new GraphQLError('DateTime must be an ISO-8601 instant.', { extensions: { code: 'BAD_USER_INPUT' } });
}

export const scalarResolvers: ModuleResolvers = {
  Date: new GraphQLScalarType({
    name: 'Date',
    serialize: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value)),
    parseValue: parseDate,
    parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
  }),
  DateTime: new GraphQLScalarType({
    name: 'DateTime',
    serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
    parseValue: parseDateTime,
    parseLiteral: (ast) => parseDateTime(ast.kind === Kind.STRING ? ast.value : undefined),
  }),
};
