import { Button, HStack, Text, VisuallyHidden, type ButtonProps } from '@chakra-ui/react';
import { useRef } from 'react';

/**
 * A "choose file" button in the console's language: the browser's own file input speaks the browser's
 * language ("Choose File / No file chosen"), so it stays in the page (labelled, for assistive tech and
 * tests) but out of sight. With `fileName` given, the chosen file's name (or `noFileText`) shows beside it.
 */
export function FileButton({
  label,
  inputLabel,
  accept,
  onFile,
  size = 'xs',
  disabled,
  fileName,
  noFileText,
}: {
  label: string;
  inputLabel: string;
  accept: string;
  onFile: (file: File | undefined) => void;
  size?: ButtonProps['size'];
  disabled?: boolean;
  fileName?: string | null;
  noFileText?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <HStack gap="3" minW="0">
      <Button size={size} variant="outline" disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
      {fileName !== undefined && (
        <Text fontSize="sm" color={fileName ? undefined : 'fg.muted'} truncate data-testid="chosen-file">
          {fileName ?? noFileText}
        </Text>
      )}
      <VisuallyHidden asChild>
        <input
          ref={input}
          type="file"
          accept={accept}
          tabIndex={-1}
          aria-label={inputLabel}
          disabled={disabled}
          onChange={(event) => {
            onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </VisuallyHidden>
    </HStack>
  );
}
