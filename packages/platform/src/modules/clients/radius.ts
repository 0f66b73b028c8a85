/** Public and selected-networks radius, metres (spec section 9). */
export const RADIUS_MIN = 10;
export const RADIUS_MAX = 100_000;
export const RADIUS_DEFAULT = 100;

export const isRadiusInRange = (value: number) => Number.isInteger(value) && value >= RADIUS_MIN && value <= RADIUS_MAX;
