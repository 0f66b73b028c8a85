import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { ResponsivePie } from '@nivo/pie';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { formatPercent } from '../../format/percent';
import { EmptyHint } from '../../ui/EmptyHint';
import { Panel } from '../../ui/Panel';
import type { SubscriptionChart_statistics$key } from './__generated__/SubscriptionChart_statistics.graphql';
import { chartTheme, tierColors } from './chartTheme';

export function SubscriptionChart({ statistics }: { statistics: SubscriptionChart_statistics$key }) {
  const intl = useIntl();
  const { subscriptions } = useFragment(
    graphql`
      fragment SubscriptionChart_statistics on Statistics {
        subscriptions {
          tier
          count
        }
      }
    `,
    statistics,
  );
  const total = subscriptions.reduce((sum, item) => sum + item.count, 0);
  const slices = subscriptions.map((item, index) => ({
    id: item.tier,
    label: intl.formatMessage({ id: `subscription.${item.tier}` }),
    value: item.count,
    color: tierColors[index % tierColors.length],
    percent: formatPercent(item.count, total, intl.locale),
  }));

  return (
    <Panel
      title={intl.formatMessage({ id: 'dashboard.subscriptions.title' })}
      description={intl.formatMessage(
        { id: 'dashboard.subscriptions.description' },
        { total: intl.formatNumber(total) },
      )}
    >
      {total === 0 ? (
        <EmptyHint
          title={intl.formatMessage({ id: 'dashboard.subscriptions.empty' })}
          description={intl.formatMessage({ id: 'dashboard.subscriptions.emptyHint' })}
        />
      ) : (
        <Flex gap="4" align="center" direction={{ base: 'column', md: 'row' }}>
          <Box
            h="60"
            minH="60"
            w="full"
            minW="0"
            flex={{ base: 'none', md: '1' }}
            data-testid="subscription-chart"
            role="img"
            aria-label={`${intl.formatMessage({ id: 'dashboard.subscriptions.title' })}: ${slices
              .filter((slice) => slice.value > 0)
              .map((slice) => `${slice.label} ${slice.percent}`)
              .join(', ')}`}
          >
            {/* nivo's pie cannot name its svg: the box above is the image, the svg only its drawing */}
            <ResponsivePie
              role="presentation"
              data={slices.filter((slice) => slice.value > 0)}
              theme={chartTheme}
              colors={(datum) => datum.data.color}
              margin={{ top: 10, right: 10, bottom: 10, left: 10 }}
              innerRadius={0.62}
              padAngle={1.5}
              cornerRadius={3}
              enableArcLinkLabels={false}
              arcLabel={(datum) => datum.data.percent}
              arcLabelsSkipAngle={18}
              arcLabelsTextColor="#ffffff"
              valueFormat={(value) => intl.formatNumber(value)}
            />
          </Box>
          <Stack
            gap="1.5"
            minW="40"
            as="ul"
            listStyleType="none"
            aria-label={intl.formatMessage({ id: 'dashboard.subscriptions.title' })}
          >
            {slices.map((slice) => (
              <HStack as="li" key={slice.id} justify="space-between" fontSize="sm" gap="4">
                <HStack gap="2">
                  <Box w="2.5" h="2.5" borderRadius="sm" bg={slice.color} />
                  <Text>{slice.label}</Text>
                </HStack>
                <Text color="fg.muted">
                  {intl.formatNumber(slice.value)} · {slice.percent}
                </Text>
              </HStack>
            ))}
          </Stack>
        </Flex>
      )}
    </Panel>
  );
}
