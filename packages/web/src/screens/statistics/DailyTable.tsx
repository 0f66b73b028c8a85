import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { EmptyHint } from '../../ui/EmptyHint';
import { Panel } from '../../ui/Panel';
import type { DailyTable_analysis$key } from './__generated__/DailyTable_analysis.graphql';
import { dayLabel } from './labels';
import { STATUSES } from './palette';
import { StatTable } from './StatTable';

type Day = { unconfirmed: number; ongoing: number; confirmed: number; finalized: number };
const countOf = (day: Day, status: (typeof STATUSES)[number]) =>
  status === 'UNCONFIRMED'
    ? day.unconfirmed
    : status === 'ONGOING'
      ? day.ongoing
      : status === 'CONFIRMED'
        ? day.confirmed
        : day.finalized;

/** Every day of the period with its total and its incidents per status (zeros included). */
export function DailyTable({ analysis, pending }: { analysis: DailyTable_analysis$key; pending: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { days } = useFragment(
    graphql`
      fragment DailyTable_analysis on IncidentAnalysis {
        days {
          date
          total
          unconfirmed
          ongoing
          confirmed
          finalized
        }
      }
    `,
    analysis,
  );
  const total = days.reduce((sum, day) => sum + day.total, 0);
  return (
    <Panel
      title={t('analysis.days.title')}
      description={intl.formatMessage({ id: 'analysis.days.description' }, { total: intl.formatNumber(total) })}
      pending={pending}
    >
      {total === 0 ? (
        <EmptyHint title={t('statistics.empty')} description={t('statistics.empty.incidents')} />
      ) : (
        <StatTable
          caption={t('analysis.days.title')}
          rows={days}
          rowKey={(day) => day.date}
          maxH="lg"
          columns={[
            { key: 'date', header: t('analysis.column.date'), render: (day) => dayLabel(intl, day.date) },
            {
              key: 'total',
              header: t('statistics.column.total'),
              numeric: true,
              render: (day) => intl.formatNumber(day.total),
            },
            ...STATUSES.map((status) => ({
              key: status,
              header: t(`incident.status.${status}`),
              numeric: true,
              render: (day: (typeof days)[number]) => intl.formatNumber(countOf(day, status)),
            })),
          ]}
        />
      )}
    </Panel>
  );
}
