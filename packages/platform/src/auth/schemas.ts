const email = { type: 'string', minLength: 1, maxLength: 320 } as const;
const password = { type: 'string', minLength: 1, maxLength: 1024 } as const;

export const loginBody = {
  type: 'object',
  required: ['email', 'password'],
  properties: { email, password },
} as const;

export const twoFaBody = {
  type: 'object',
  required: ['email', 'password', 'userId', 'otp'],
  properties: {
    email,
    password,
    userId: { type: 'integer', minimum: 1 },
    otp: { type: 'string', pattern: '^[0-9]{6}$' },
  },
} as const;

export const resendBody = {
  type: 'object',
  required: ['userId'],
  properties: { userId: { type: 'integer', minimum: 1 } },
} as const;

export const samlInitBody = {
  type: 'object',
  required: ['email'],
  properties: { email, os: { type: 'string', enum: ['ios', 'android'] } },
} as const;
export const samlLoginBody = {
  type: 'object',
  required: ['saml'],
  properties: { saml: { type: 'string', minLength: 1 } },
} as const;
