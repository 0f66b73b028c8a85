import { Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { config } from '../../config';

/** Spec 002 section 1: the support contact (e-mail, phone, video channel) under every help page. */
export function SupportBlock() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Card.Root as="aside" variant="subtle" aria-labelledby="help-support-heading" data-testid="help-support">
      <Card.Body>
        <Stack gap="2">
          <Heading as="h2" size="md" id="help-support-heading">
            {t('helpCenter.support.title')}
          </Heading>
          <Text color="fg.muted">{t('helpCenter.support.description')}</Text>
          <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '2', md: '6' }}>
            <Text>
              {t('helpCenter.support.email')}{' '}
              <Link href={`mailto:${config.supportEmail}`} colorPalette="blue">
                {config.supportEmail}
              </Link>
            </Text>
            <Text>
              {t('helpCenter.support.phone')}{' '}
              <Link href={`tel:${config.supportPhone.replace(/[^\d+]/g, '')}`} colorPalette="blue">
                {config.supportPhone}
              </Link>
            </Text>
            <Link href={config.supportVideoUrl} target="_blank" rel="noopener noreferrer" colorPalette="blue">
              {t('helpCenter.support.video')}
            </Link>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
