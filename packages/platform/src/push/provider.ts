/** A push message as the provider sees it: one device's registration token and what to show. */
export interface PushMessage {
  id: string;
  token: string;
  /** The device's OS (user_devices.os): ios, android, ... */
  platform: string | null;
  title: string;
  body: string;
  data: Record<string, unknown>;
}

/**
 * The provider's answer. `final`: sending again cannot help (an invalid or unregistered token);
 * `unregistered`: the token is dead, the device's push_token is cleared.
 */
export type PushResult = { ok: true } | { ok: false; error: string; final: boolean; unregistered?: boolean };

export interface PushProvider {
  readonly description: string;
  send(message: PushMessage): Promise<PushResult>;
}
