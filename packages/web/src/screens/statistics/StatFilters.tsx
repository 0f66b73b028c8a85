import { Box, Button, Flex, Group, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { stockholmToday } from '../../format/date';
import { FormField } from '../../ui/form';
import { SearchPicker, type PickerOption } from '../../ui/SearchPicker';
import { useSetSearchParams } from '../../ui/useSetSearchParams';
import { useClientSearch } from '../users/form/UserPickers';
import type { StatFilters_query$key } from './__generated__/StatFilters_query.graphql';
import {
  filtersToUrl,
  INTERVALS,
  periodProblem,
  presetOf,
  presetPeriod,
  PRESETS,
  type PeriodLimit,
  type StatFilters as Filters,
} from './period';

/**
 * Period (presets or from/to), interval and clients of a statistics page. Every change goes to the URL,
 * whose loader asks the one query again; dates apply once both make a period the platform accepts.
 */
export function StatFilters({
  filters,
  limit,
  showInterval,
  query,
}: {
  filters: Filters;
  limit: PeriodLimit;
  showInterval: boolean;
  query: StatFilters_query$key;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { pickedClients } = useFragment(
    graphql`
      fragment StatFilters_query on Query @argumentDefinitions(ids: { type: "[ID!]!" }) {
        pickedClients: nodes(ids: $ids) {
          id
          ... on Client {
            name
          }
        }
      }
    `,
    query,
  );
  const setSearchParams = useSetSearchParams();
  const apply = (next: Partial<Filters>) => void setSearchParams((current) => filtersToUrl(current, next));
  const searchClients = useClientSearch();

  // the typed dates, kept while they do not make a valid period
  const [draft, setDraft] = useState({ from: filters.from, to: filters.to });
  useEffect(() => setDraft({ from: filters.from, to: filters.to }), [filters.from, filters.to]);
  const today = stockholmToday();
  const problem = draft.from && draft.to ? periodProblem(draft.from, draft.to, limit, today) : 'REQUIRED';
  const changeDate = (name: 'from' | 'to', value: string) => {
    const next = { ...draft, [name]: value };
    setDraft(next);
    if (next.from && next.to && !periodProblem(next.from, next.to, limit, today)) apply(next);
  };
  const preset = presetOf(filters, today);
  const names = new Map(pickedClients.map((node) => [node?.id, node?.name]));
  const selected: PickerOption[] = filters.clientIds.map((id) => ({ id, label: names.get(id) ?? '…' }));

  return (
    <Flex gap="4" wrap="wrap" align="end" role="group" aria-label={t('statistics.filters')}>
      <Box>
        <Text fontSize="sm" fontWeight="medium" mb="1.5" aria-hidden="true">
          {t('statistics.period')}
        </Text>
        <Group attached role="group" aria-label={t('statistics.period')}>
          {PRESETS.map((value) => (
            <Button
              key={value}
              size="sm"
              variant={value === preset ? 'solid' : 'outline'}
              colorPalette={value === preset ? 'blue' : 'gray'}
              aria-pressed={value === preset}
              onClick={() => apply(presetPeriod(value, today))}
            >
              {t(`statistics.preset.${value}`)}
            </Button>
          ))}
        </Group>
      </Box>
      <Box w="40">
        <FormField
          label={t('statistics.from')}
          id="stats-from"
          errors={
            problem === 'FROM_AFTER_TO'
              ? [t('statistics.problem.FROM_AFTER_TO')]
              : problem === 'TOO_LONG'
                ? [t(`statistics.problem.TOO_LONG_${limit}`)]
                : undefined
          }
        >
          <Input
            type="date"
            size="sm"
            value={draft.from}
            max={draft.to || today}
            onChange={(event) => changeDate('from', event.currentTarget.value)}
          />
        </FormField>
      </Box>
      <Box w="40">
        <FormField
          label={t('statistics.to')}
          id="stats-to"
          errors={problem === 'FUTURE_DATE' ? [t('statistics.problem.FUTURE_DATE')] : undefined}
        >
          <Input
            type="date"
            size="sm"
            value={draft.to}
            min={draft.from || undefined}
            max={today}
            onChange={(event) => changeDate('to', event.currentTarget.value)}
          />
        </FormField>
      </Box>
      {showInterval && (
        <Box w="40">
          <FormField label={t('statistics.interval')} id="stats-interval">
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={filters.interval}
                onChange={(event) => apply({ interval: event.currentTarget.value as Filters['interval'] })}
              >
                {INTERVALS.map((value) => (
                  <option key={value} value={value}>
                    {t(`statistics.interval.${value}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Box>
      )}
      <Box flex="1" minW="64">
        <Text fontSize="sm" fontWeight="medium" mb="1.5" aria-hidden="true">
          {t('stats.clients')}
        </Text>
        <SearchPicker
          label={t('stats.clients')}
          placeholder={t('statistics.clientsPlaceholder')}
          selected={selected}
          search={searchClients}
          onChange={(picked) => apply({ clientIds: picked.map((option) => option.id) })}
        />
      </Box>
    </Flex>
  );
}
