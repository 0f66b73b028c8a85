import type { GraphQLResolveInfo, GraphQLScalarType } from 'graphql';
import type { GatewayContext } from '../context.js';

type Resolver = (parent: any, args: any, ctx: GatewayContext, info: GraphQLResolveInfo) => unknown;

/** One module's resolvers by type name, merged into the executable schema. */
export type ModuleResolvers = Record<string, GraphQLScalarType | Record<string, Resolver>>;
