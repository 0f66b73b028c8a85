import { describe, expect, it } from 'vitest';
import { integrationStatusesOf, networkTypeOf, worstIntegrationStatus } from './network.js';

describe('network mapping', () => {
  it('picks the worst integration status: error, then pending, then success, null without any', () => {
    expect(worstIntegrationStatus(integrationStatusesOf(['success', 'pending', 'error']))).toBe('ERROR');
    expect(worstIntegrationStatus(integrationStatusesOf(['success', 'pending']))).toBe('PENDING');
    expect(worstIntegrationStatus(integrationStatusesOf(['success']))).toBe('SUCCESS');
    expect(worstIntegrationStatus(integrationStatusesOf([]))).toBeNull();
  });

  it('upper-cases network types', () => {
    expect(['public', 'open', 'private'].map(networkTypeOf)).toEqual(['PUBLIC', 'OPEN', 'PRIVATE']);
  });
});
