import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { sanitizeAnswer } from '../../html';

/** An FAQ answer as HTML, sanitized again in the browser whatever the server sent. */
export function SanitizedHtml({ html, ...rest }: { html: string } & BoxProps) {
  const clean = useMemo(() => sanitizeAnswer(html), [html]);
  return (
    <Box
      css={{
        '& p': { marginBottom: '2' },
        '& ul': { paddingInlineStart: '5', listStyleType: 'disc' },
        '& ol': { paddingInlineStart: '5', listStyleType: 'decimal' },
        '& a': { color: 'blue.fg', textDecoration: 'underline' },
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
      {...rest}
    />
  );
}
