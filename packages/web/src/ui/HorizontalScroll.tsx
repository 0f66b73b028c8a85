import { Box, type BoxProps } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { useScrollEdges } from './useScrollEdges';

/**
 * A box whose content (a table) may be wider than the screen: it scrolls sideways, and a shadow marks
 * each edge that hides content, so a phone user sees there is more. When it clips, the box is a
 * focusable, named region so a keyboard can scroll it too. `watch` re-measures when the content changes.
 */
export function HorizontalScroll({
  label,
  watch,
  children,
  ...rest
}: { label: string; watch?: unknown; children: ReactNode } & BoxProps) {
  const scroll = useScrollEdges();
  // new rows can change the content's width without resizing the box
  const { measure } = scroll;
  useEffect(() => measure(), [watch, measure]);
  const clipped = scroll.start || scroll.end;
  return (
    <Box position="relative" {...rest}>
      {/* positioned, so absolutely placed content (visually hidden texts in cells) scrolls and clips with the
          table instead of widening the page */}
      <Box
        ref={scroll.ref}
        position="relative"
        overflowX="auto"
        borderRadius="inherit"
        data-testid="table-scroll"
        {...(clipped
          ? {
              tabIndex: 0,
              role: 'region',
              'aria-label': label,
              _focusVisible: { outline: '2px solid', outlineColor: 'blue.focusRing' },
            }
          : {})}
      >
        {children}
      </Box>
      {scroll.start && <ScrollCue side="start" />}
      {scroll.end && <ScrollCue side="end" />}
    </Box>
  );
}

function ScrollCue({ side }: { side: 'start' | 'end' }) {
  return (
    <Box
      data-testid={`table-scroll-cue-${side}`}
      aria-hidden
      position="absolute"
      top="0"
      bottom="0"
      {...(side === 'start'
        ? { left: '0', borderLeftRadius: 'inherit' }
        : { right: '0', borderRightRadius: 'inherit' })}
      w="6"
      pointerEvents="none"
      bgGradient={side === 'start' ? 'to-r' : 'to-l'}
      gradientFrom="blackAlpha.300"
      gradientTo="transparent"
    />
  );
}
