import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageSchema } from '../../http/lists.js';

const obj = (properties: Record<string, object>, required: string[] = []) =>
  ({ type: 'object', properties, required }) as const;
const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;

/** The relays tabs: `limit`, `offset`; always newest first. */
export const relayListQuery = obj({
  limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
  offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
});

export const relayResponse = obj({
  id: int,
  deviceId: int,
  deviceName: str,
  networkId: int,
  networkName: str,
  enabled: bool,
  createdAt: str,
});

export const relayPage = pageSchema(relayResponse);

export const relayBody = { ...obj({ enabled: bool }, ['enabled']), additionalProperties: false } as const;
