import { TEXTS } from './labels.js';
import { ALL_KINDS, type ReportParams } from './params.js';
import type { KindStatusCount } from './repository.js';

const STATUSES = ['confirm', 'pending', 'confirmed', 'finalized'];

/** The report's heading figures (period, filters, totals), the same in the PDF and the xlsx. */
export class ReportContent {
  readonly statuses = STATUSES;

  constructor(
    readonly params: ReportParams,
    private readonly counts: KindStatusCount[],
    private readonly clientNames: string[],
    readonly incidentCount: number,
    readonly deviceAlertCount: number,
  ) {}

  get texts() {
    return TEXTS[this.params.language];
  }

  /** [label, value] of the period and each filter, in the report's language. */
  filterLines(): [string, string][] {
    const t = this.texts;
    const p = this.params;
    const types = p.alertTypes.length ? p.alertTypes.map((a) => t.alertTypeNames[a] ?? a).join(', ') : t.allTypes;
    const lines: [string, string][] = [
      [t.period, `${p.startDate} – ${p.endDate}`],
      [t.clients, this.clientNames.length ? this.clientNames.join(', ') : t.allClients],
      [t.alertTypes, types],
    ];
    if (p.deviceAlerts) lines.push([t.siaCodes, p.siaCodes.length ? p.siaCodes.join(', ') : t.allCodes]);
    return lines;
  }

  /** One row per kind of the report (every asked kind, zeros included): counts per status and the total. */
  kindRows(): { kind: string; counts: number[]; total: number }[] {
    const kinds = ALL_KINDS.filter((k) => this.params.kinds.includes(k));
    return kinds.map((kind) => {
      const counts = STATUSES.map(
        (status) => this.counts.find((c) => c.kind === kind && c.status === status)?.count ?? 0,
      );
      return { kind, counts, total: counts.reduce((a, b) => a + b, 0) };
    });
  }

  statusTotals(): number[] {
    return STATUSES.map((status) => this.counts.filter((c) => c.status === status).reduce((a, c) => a + c.count, 0));
  }
}
