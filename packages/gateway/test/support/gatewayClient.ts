import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGateway, type GatewayOptions } from '../../src/server.js';
import type { Logger } from '../../src/logger.js';
import { persistedIdOf } from './persisted.js';

export interface GraphQLAnswer<TData = any> {
  status: number;
  data: TData;
  errors?: { message: string; path?: string[]; extensions?: Record<string, any> }[];
  setCookies: string[];
  text: string;
}

export interface RequestOptions {
  accessToken?: string;
  cookie?: string;
  /** Send the CSRF header (default true, as the web app does). */
  csrf?: boolean;
  headers?: Record<string, string>;
}

export interface TestGateway {
  url: string;
  logs: string[];
  /** A free-form document (the gateway runs those only for callers with a bearer token). */
  graphql<TData = any>(
    query: string,
    variables?: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<GraphQLAnswer<TData>>;
  /** One of the console's persisted operations, by its operation name (sent as `documentId`, as the web app does). */
  persisted<TData = any>(
    operationName: string,
    variables?: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<GraphQLAnswer<TData>>;
  close(): Promise<void>;
}

/** The real gateway on a free loopback port, with its log captured in `logs`. */
export async function startGateway(options: GatewayOptions): Promise<TestGateway> {
  const logs: string[] = [];
  const logger: Logger = {
    info: (message) => logs.push(`info: ${message}`),
    warn: (message) => logs.push(`warn: ${message}`),
    error: (message) => logs.push(`error: ${message}`),
  };
  const server: Server = createGateway({ logger, ...options });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    logs,
    graphql(query, variables, options) {
      return post(url, { query, variables }, options);
    },
    persisted(operationName, variables, options) {
      return post(url, { documentId: persistedIdOf(operationName), operationName, variables }, options);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

async function post(
  url: string,
  payload: Record<string, unknown>,
  { accessToken, cookie, csrf = true, headers: extraHeaders }: RequestOptions = {},
) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    ...extraHeaders,
  };
  if (csrf) headers['x-graphql-yoga-csrf'] = '1';
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  if (cookie) headers.cookie = cookie;
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers, body: JSON.stringify(payload) });
  const text = await response.text();
  const body = JSON.parse(text);
  return {
    status: response.status,
    data: body.data,
    errors: body.errors,
    setCookies: response.headers.getSetCookie(),
    text,
  };
}

/** "name=value" of a Set-Cookie header, ready to send back as a Cookie header. */
export function cookiePair(setCookie: string): string {
  return setCookie.split(';')[0];
}
