import { useSyncExternalStore } from 'react';

/** Requirements §9: the general layout turns narrow below 1200 px; the message list goes mobile there. */
export const NARROW_QUERY = '(max-width: 1199.98px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(NARROW_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isNarrow = () => window.matchMedia?.(NARROW_QUERY).matches ?? false;

/** True below the breakpoint, following window resizes. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
