/** GET /clients/{id}/network-summary and /subscription-summary. */
export interface RestNetworkSummary {
  open?: number;
  public?: number;
  private?: number;
}

const TIERS = ['micro', 'mini', 'medi', 'maxi', 'mega', 'macro'] as const;

export function toNetworkSummary(summary: RestNetworkSummary) {
  return { open: summary.open ?? 0, public: summary.public ?? 0, private: summary.private ?? 0 };
}

export function toSubscriptionSummary(summary: Partial<Record<(typeof TIERS)[number], number>>) {
  return TIERS.map((tier) => ({ tier: tier.toUpperCase(), count: summary[tier] ?? 0 }));
}
