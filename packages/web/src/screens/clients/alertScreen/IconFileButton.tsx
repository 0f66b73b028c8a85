import { Button, VisuallyHidden } from '@chakra-ui/react';
import { useRef } from 'react';

/**
 * A translated "choose file" button: the browser's own file input speaks the browser's language, not
 * the console's, so it stays in the page (labelled, for assistive tech and tests) but out of sight.
 */
export function IconFileButton({
  label,
  inputLabel,
  onFile,
}: {
  label: string;
  inputLabel: string;
  onFile: (file: File | undefined) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => input.current?.click()}>
        {label}
      </Button>
      <VisuallyHidden asChild>
        <input
          ref={input}
          type="file"
          accept="image/png"
          tabIndex={-1}
          aria-label={inputLabel}
          onChange={(event) => {
            onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </VisuallyHidden>
    </>
  );
}
