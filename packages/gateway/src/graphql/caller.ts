/**
 * Whether the request carries a bearer token: what "signed in" means for the gateway's own decisions
 * (free-form documents, introspection, suggestions). The gateway holds no key to verify the JWT (it
 * owns no data and must work against any implementation of the contract), so a made-up token gets past
 * this check, then meets the limits of limits.ts and a 401 from the platform on every upstream call.
 */
export function hasBearerToken(request: Request): boolean {
  return /^Bearer\s+\S+/i.test(request.headers.get('authorization')?.trim() ?? '');
}
