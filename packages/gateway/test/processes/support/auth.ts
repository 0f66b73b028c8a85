export const DEMO_PASSWORD = 'Vakt!demo1';

/** Signs in over the platform's REST API (POST /v2/auth) and returns the access token. */
export async function platformAccessToken(platformUrl: string, email = 'admin@vakt.test'): Promise<string> {
  const response = await fetch(`${platformUrl}/v2/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { accessToken?: string };
  if (!response.ok || !body.accessToken)
    throw new Error(`sign-in of ${email} failed: ${response.status} ${JSON.stringify(body)}`);
  return body.accessToken;
}
