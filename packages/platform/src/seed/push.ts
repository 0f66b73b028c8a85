import type { Queryable } from '../db/types.js';

/**
 * Push registration tokens for the demo users' active app devices (issue 12): deterministic fake tokens
 * `demo-<os>-<device id>` on iOS and Android devices, except every fifth one (an app that never registered
 * for push), so a send's counts show devices and users without one. Desktop devices get none.
 */
export async function seedPushTokens(tx: Queryable): Promise<void> {
  await tx.query(
    `UPDATE user_devices SET push_token = 'demo-' || os || '-' || id
      WHERE is_active AND os IN ('ios', 'android') AND id % 5 <> 0`,
  );
}
