import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation, useNavigation } from 'react-router-dom';
import { errorMessage } from '../../i18n/errorMessage';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { fieldErrorText, usePromiseMutation } from '../../ui/form';
import { notify } from '../../ui/toaster';
import type { AnalysisScreenExportMutation } from './__generated__/AnalysisScreenExportMutation.graphql';
import type { AnalysisScreenQuery } from './__generated__/AnalysisScreenQuery.graphql';
import { DailyTable } from './DailyTable';
import { HeatMap } from './HeatMap';
import { ANALYSIS_DEFAULTS, filtersFromUrl } from './period';
import { StatFilters } from './StatFilters';

export const analysisScreenQuery = graphql`
  query AnalysisScreenQuery($from: Date!, $to: Date!, $clientIds: [ID!], $pickedClients: [ID!]!) {
    incidentAnalysis(from: $from, to: $to, clientIds: $clientIds) {
      ...DailyTable_analysis
      ...HeatMap_analysis
    }
    ...StatFilters_query @arguments(ids: $pickedClients)
  }
`;

const EXPORT_ERROR_TEXTS: Record<string, string> = {
  START_AFTER_END: 'statistics.problem.FROM_AFTER_TO',
  FUTURE_DATE: 'statistics.problem.FUTURE_DATE',
  RANGE_TOO_LONG: 'statistics.problem.TOO_LONG_YEAR_1',
  TOO_MANY: 'analysis.export.TOO_MANY',
};

/** /daily-statistics ("Analysis"): incidents day by day and per weekday and hour, exportable to Excel. */
export function AnalysisScreen({ queryRef }: { queryRef: PreloadedQuery<AnalysisScreenQuery> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const data = usePreloadedQuery<AnalysisScreenQuery>(analysisScreenQuery, queryRef);
  const location = useLocation();
  const pending = useNavigation().state === 'loading';
  const filters = filtersFromUrl(new URLSearchParams(location.search), ANALYSIS_DEFAULTS);
  useDocumentTitle(t('analysis.title'));

  const [exportAnalysis, exporting] = usePromiseMutation<AnalysisScreenExportMutation>(graphql`
    mutation AnalysisScreenExportMutation($from: Date!, $to: Date!, $clientIds: [ID!]) {
      exportIncidentAnalysis(from: $from, to: $to, clientIds: $clientIds) {
        download {
          url
        }
        errors {
          field
          code
          message
        }
      }
    }
  `);
  // the platform's period refusals read as the filters' own texts; others as every form shows them
  const exportErrorText = (error: { code: string; message: string }) => {
    const own = EXPORT_ERROR_TEXTS[error.code];
    return own ? t(own) : fieldErrorText(intl, error);
  };
  const onExport = async () => {
    try {
      const { exportIncidentAnalysis: result } = await exportAnalysis({
        from: filters.from,
        to: filters.to,
        clientIds: filters.clientIds.length ? filters.clientIds : null,
      });
      if (!result.download) {
        const first = result.errors[0];
        notify.error(first ? exportErrorText(first) : t('analysis.export.failed'));
        return;
      }
      // a same-origin, single-use link: the browser downloads the file (no token in the page's URL)
      const link = document.createElement('a');
      link.href = result.download.url;
      link.download = '';
      link.rel = 'noopener';
      document.body.appendChild(link);
      link.click();
      link.remove();
      notify.success(t('analysis.export.started'));
    } catch (error) {
      notify.error(errorMessage(intl, error));
    }
  };

  return (
    <Stack gap="6" maxW="1600px" mx="auto">
      <Flex
        gap="4"
        justify="space-between"
        align={{ base: 'start', md: 'end' }}
        direction={{ base: 'column', md: 'row' }}
      >
        <Box>
          <Heading as="h1" size="2xl">
            {t('analysis.title')}
          </Heading>
          <Text color="fg.muted">{t('analysis.subtitle')}</Text>
        </Box>
        <Button
          colorPalette="blue"
          onClick={() => void onExport()}
          loading={exporting}
          loadingText={t('analysis.export.preparing')}
          disabled={exporting || pending}
        >
          {t('analysis.export')}
        </Button>
      </Flex>
      <StatFilters filters={filters} limit="YEAR_1" showInterval={false} query={data} />
      <HeatMap analysis={data.incidentAnalysis} pending={pending} />
      <DailyTable analysis={data.incidentAnalysis} pending={pending} />
    </Stack>
  );
}
