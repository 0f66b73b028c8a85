export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const

export const userResponse = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    firstName: { type: ['string', 'null'] },
    lastName: { type: ['string', 'null'] },
    username: { type: ['string', 'null'] },
    email: { type: 'string' },
    language: { type: 'string' },
    roles: { type: 'array', items: { type: 'integer' } },
    twoFaEnabled: { type: 'boolean' },
    organizationId: { type: ['integer', 'null'] },
    subscription: { type: 'string' },
    createdAt: { type: 'string' },
  },
} as const
