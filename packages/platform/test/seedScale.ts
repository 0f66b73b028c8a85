/** The seed scale of the platform suites (describeEachDb): small enough to boot fast, large enough to page. */
export const TEST_SEED_SCALE = 0.25;
