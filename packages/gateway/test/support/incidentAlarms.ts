import { toGlobalId } from '../../src/ids.js';
import type { Stack } from './stack.js';

/** Test helper: the first network of a client, through the gateway's network picker. */
export async function networkOfClient(stack: Stack, accessToken: string, clientRestId: number) {
  const answer = await stack.gateway.graphql(
    'query ($clientId: ID) { searchNetworks(clientId: $clientId, first: 1) { id name } }',
    { clientId: toGlobalId('Client', clientRestId) },
    { accessToken },
  );
  const network = answer.data?.searchNetworks?.[0] as { id: string; name: string } | undefined;
  if (!network) throw new Error(`client ${clientRestId} has no network: ${answer.text}`);
  return { ...network, restId: Number(Buffer.from(network.id, 'base64url').toString('utf8').split(':')[1]) };
}

/** Test helper: the app's alarm, POST /v2/incidents on the platform itself (as a phone raises it). */
export async function raiseAlarm(stack: Stack, accessToken: string, networkRestId: number, name: string) {
  const response = await fetch(`${stack.platform.url}/v2/incidents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'Emergency Alert', networkId: networkRestId, name, description: 'test alarm' }),
  });
  if (response.status !== 201)
    throw new Error(`POST /v2/incidents answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { uid: number; status: string };
}
