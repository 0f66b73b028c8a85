import { Agent } from 'undici';
import { GraphQLError } from 'graphql';
import { Repeater } from 'graphql-yoga';
import type { GatewayContext } from '../../context.js';
import { platformError, unauthenticated } from '../../upstream/errors.js';
import { withQuery } from '../../upstream/rest.js';
import type { RestIncident } from './incident.js';
import { createSseParser } from './sse.js';

/** `data` of the platform's `event: incident`. */
export interface PlatformIncidentEvent {
  type: 'created' | 'status' | 'bulk';
  incident: RestIncident | null;
}

export const EVENTS_PATH = '/backoffice/incidents/events';

/**
 * Event streams hold their connection for as long as the subscriber stays: they get their own dispatcher,
 * so they never take the upstream pool's connections from queries. The platform pings every 15 s: three
 * missed pings end the stream.
 */
const streams = new Agent({ bodyTimeout: 45_000, headersTimeout: 15_000 });

/** The platform's cap on one account's open streams: its own code, since waiting a moment does not help. */
const tooManyStreams = (refusal: GraphQLError) =>
  new GraphQLError(refusal.message, { extensions: { ...refusal.extensions, code: 'TOO_MANY_STREAMS' } });

/**
 * The subscriber's own stream of GET /incidents/events (their bearer, so the platform applies their scope
 * to each event). Answers once the platform accepted it (a refusal is the subscription's error); the
 * upstream request ends when the subscriber goes away.
 */
export async function openIncidentEvents(
  ctx: GatewayContext,
  query: { networkId?: number; view?: string },
): Promise<AsyncIterable<PlatformIncidentEvent>> {
  if (ctx.accessToken === null) throw unauthenticated('Sign in to subscribe to incident events.');
  const upstream = ctx.upstreams.forPath(EVENTS_PATH);
  const response = await streams.request({
    origin: upstream.origin,
    path: upstream.basePath + withQuery(EVENTS_PATH, query),
    method: 'GET',
    headers: { authorization: `Bearer ${ctx.accessToken}`, accept: 'text/event-stream' },
  });
  if (response.statusCode !== 200) {
    const text = await response.body.text();
    const refusal = platformError(response.statusCode, text, { method: 'GET', path: EVENTS_PATH }, ctx.log);
    throw refusal.extensions.errorCode === 'TOO_MANY_STREAMS' ? tooManyStreams(refusal) : refusal;
  }
  const body = response.body;
  return new Repeater<PlatformIncidentEvent>(async (push, stop) => {
    const parser = createSseParser((event) => {
      if (event.event !== 'incident') return;
      try {
        void push(JSON.parse(event.data) as PlatformIncidentEvent);
      } catch {
        ctx.log.warn(`incident event stream: an event that is not JSON: ${event.data.slice(0, 200)}`);
      }
    });
    body.on('data', (chunk: Buffer) => parser.feed(chunk));
    body.once('end', () => stop());
    body.once('error', (error) => {
      ctx.log.warn(`incident event stream ended: ${error.message}`);
      stop();
    });
    await stop;
    body.destroy();
  });
}
