export const versionResponse = { type: 'object', properties: { version: { type: 'string' } } } as const;

export const heartbeatsResponse = {
  type: 'array',
  items: { type: 'object', properties: { name: { type: 'string' }, status: { type: 'string' } } },
} as const;

export const appVersionsResponse = {
  type: 'array',
  items: { type: 'object', properties: { os: { type: 'string' }, version: { type: 'string' } } },
} as const;
