import type { TestGateway } from './gatewayClient.js';

/**
 * Makes sure the platform holds at least `count` clients, creating the missing ones through the
 * gateway's createClient (aliased mutations, 15 per request). Returns the total.
 */
export async function ensureClients(gateway: TestGateway, accessToken: string, count: number): Promise<number> {
  const answer = await gateway.graphql('{ clients(first: 1) { totalCount } }', {}, { accessToken });
  if (answer.errors) throw new Error(`clients: ${answer.text}`);
  const total = answer.data.clients.totalCount as number;
  const missing = count - total;
  if (missing <= 0) return total;
  const mutations = Array.from(
    { length: missing },
    (_, i) =>
      `c${i}: createClient(input: { name: "Fixture client ${String(i + 1).padStart(3, '0')}", contactEmail: "fixture${i + 1}@example.vakt.test" }) { client { id } errors { field code } }`,
  );
  // In requests of at most 15 aliases, the gateway's limit (graphql/limits.ts).
  for (let start = 0; start < mutations.length; start += 15) {
    const created = await gateway.graphql(
      `mutation { ${mutations.slice(start, start + 15).join('\n')} }`,
      {},
      { accessToken },
    );
    if (created.errors) throw new Error(`createClient: ${created.text}`);
  }
  return count;
}
