import { describe, expect, it } from 'vitest';
import { formatPercent, percentOf } from './percent';

describe('percentOf', () => {
  it('uses one decimal under 1 percent', () => {
    expect(percentOf(1, 200)).toBe(0.5);
    expect(percentOf(1, 1000)).toBe(0.1);
    expect(percentOf(99, 10000)).toBe(1); // 0.99 rounds up to the whole-number range
  });

  it('uses whole numbers from 1 percent', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(3, 3)).toBe(100);
  });

  it('is 0 for an empty total or no part', () => {
    expect(percentOf(0, 10)).toBe(0);
    expect(percentOf(5, 0)).toBe(0);
  });

  it('formats per locale', () => {
    expect(formatPercent(1, 200, 'en')).toBe('0.5%');
    expect(formatPercent(1, 3, 'en')).toBe('33%');
    expect(formatPercent(1, 200, 'sv')).toMatch(/^0,5\s%$/);
  });
});
