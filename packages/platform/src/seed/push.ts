import type { Queryable } from '../db/types.js';

/** Push registration tokens for the demo users' active app devices (issue 12). */
export async function seedPushTokens(_tx: Queryable): Promise<void> {}
