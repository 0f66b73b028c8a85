import type { Plugin } from 'graphql-yoga';

/** Set-Cookie values collected while a request executes, added to its response by the plugin below. */
const cookiesByRequest = new WeakMap<Request, string[]>();

export function responseCookiesOf(request: Request): string[] {
  let cookies = cookiesByRequest.get(request);
  if (!cookies) {
    cookies = [];
    cookiesByRequest.set(request, cookies);
  }
  return cookies;
}

export function useResponseCookies(): Plugin {
  return {
    onResponse({ request, response }) {
      for (const cookie of cookiesByRequest.get(request) ?? []) response.headers.append('set-cookie', cookie);
    },
  };
}
