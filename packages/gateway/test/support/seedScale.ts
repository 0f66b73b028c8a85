/** The seed scale of every stack's platform: the gateway's suites read the full demo data. */
export const STACK_SEED_SCALE = 1;
