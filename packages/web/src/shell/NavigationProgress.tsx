import { Box, Progress } from '@chakra-ui/react';
import { useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router-dom';

/** A navigation that takes less than this shows no bar: fast pages must not flash. */
export const PROGRESS_DELAY_MS = 250;

const idle = () => () => {};

/**
 * The router's newest state, not the one on screen: a navigation renders in a transition, so the old page
 * stays up (its location from useLocation) while the new page's query loads.
 */
function useLatestRouterState() {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  return useSyncExternalStore(router?.subscribe ?? idle, () => router?.state ?? null);
}

/**
 * A thin bar at the top of the window while a navigation is on its way: from the click until the new
 * page can render (its loader and then its query), shown only after PROGRESS_DELAY_MS.
 */
export function NavigationProgress() {
  const intl = useIntl();
  const latest = useLatestRouterState();
  const shown = useLocation();
  const pending = latest !== null && (latest.navigation.state !== 'idle' || latest.location.key !== shown.key);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!pending) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  if (!visible) return null;
  return (
    <Box position="fixed" top="0" insetInline="0" zIndex="max" pointerEvents="none">
      <Progress.Root value={null} size="xs" colorPalette="blue" data-testid="navigation-progress">
        {/* the track is the progressbar (Ark UI); its own label would be a percentage */}
        <Progress.Track borderRadius="0" bg="transparent" aria-label={intl.formatMessage({ id: 'shell.loadingPage' })}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}
