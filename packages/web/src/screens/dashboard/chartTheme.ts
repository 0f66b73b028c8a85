// Shared look of the dashboard charts: readable axis text, light grid, one colour per statistic kind.
export const chartTheme = {
  text: { fontSize: 12, fill: '#52525b' },
  axis: { ticks: { text: { fontSize: 11, fill: '#71717a' } } },
  grid: { line: { stroke: '#e4e4e7', strokeDasharray: '3 3' } },
  tooltip: { container: { fontSize: 12, borderRadius: 6 } },
  legends: { text: { fontSize: 12, fill: '#3f3f46' } },
};

export const kindColors: Record<string, string> = {
  users: '#2563eb',
  clients: '#7c3aed',
  devices: '#0891b2',
  networks: '#16a34a',
  incidents: '#dc2626',
  comments: '#ea580c',
  integrations: '#ca8a04',
};

export const tierColors = ['#93c5fd', '#60a5fa', '#3b82f6', '#2563eb', '#1d4ed8', '#1e3a8a'];
