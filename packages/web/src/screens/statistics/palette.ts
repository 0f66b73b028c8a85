// Colours of the statistics charts (the axes, grid and text follow the dashboard's chartTheme).
export const statusColors: Record<string, string> = {
  UNCONFIRMED: '#dc2626',
  ONGOING: '#ea580c',
  CONFIRMED: '#ca8a04',
  FINALIZED: '#16a34a',
};

export const STATUSES = ['UNCONFIRMED', 'ONGOING', 'CONFIRMED', 'FINALIZED'] as const;

const kindPalette = ['#2563eb', '#7c3aed', '#0891b2', '#db2777', '#16a34a', '#ea580c', '#64748b'];
export const kindColor = (index: number) => kindPalette[index % kindPalette.length]!;

// the platform's kind names, in the order the report lists them
export const KIND_ORDER = [
  'Emergency Alert',
  'Panic Alert',
  'Public Alert',
  'Safe Assist Alert',
  'Network Alert',
  'Summon',
];
