import { Box, Button, Center, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Panel } from '../../ui/Panel';
import { previewKind } from './fileRules';
import { fetchDocumentFile } from './fileTransfer';

interface Props {
  name: string;
  fileUrl: string | null;
  extension: string | null;
  onDownload: () => void;
}

/**
 * The file's preview: a PDF in a frame and an image as itself, both from a blob: URL of the file fetched with
 * the viewer's sign-in (private files need it); other types say there is no preview and offer Download.
 */
export function DocumentPreview({ name, fileUrl, extension, onDownload }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const kind = previewKind(extension);
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });

  useEffect(() => {
    if (!fileUrl || kind === 'none') return;
    let live = true;
    let objectUrl: string | null = null;
    setState({ url: null, failed: false });
    fetchDocumentFile(fileUrl)
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ url: objectUrl, failed: false });
      })
      .catch(() => live && setState({ url: null, failed: true }));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [fileUrl, kind]);

  const body = () => {
    if (!fileUrl) return <Text color="fg.muted">{t('documents.preview.notReady')}</Text>;
    if (kind === 'none')
      return (
        <Stack gap="3" align="start">
          <Text color="fg.muted">{t('documents.preview.none')}</Text>
          <Button size="sm" variant="outline" onClick={onDownload}>
            {t('documents.download')}
          </Button>
        </Stack>
      );
    if (state.failed)
      return (
        <Text color="fg.error" role="alert">
          {t('documents.preview.failed')}
        </Text>
      );
    if (!state.url)
      return (
        <Center py="10">
          <Spinner color="blue.solid" aria-label={t('documents.preview.loading')} />
        </Center>
      );
    if (kind === 'pdf')
      return (
        <Box asChild w="full" h={{ base: '60vh', md: '75vh' }} borderWidth="1px">
          <iframe src={state.url} title={name} />
        </Box>
      );
    return <Image src={state.url} alt={name} maxH="75vh" mx="auto" />;
  };

  return <Panel title={t('documents.preview.title')}>{body()}</Panel>;
}
