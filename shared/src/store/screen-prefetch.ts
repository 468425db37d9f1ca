import type { AppDispatch } from './create-portal-store';

/**
 * What a remote's exposed screen module may export beside its component, as
 * `prefetchScreenData`: it starts the requests the screen's first render makes. The shell calls
 * it for a signed-in client as soon as the screen's code has loaded, while it is still checking
 * the session (docs/adr/0049), so the screen's data and the check travel together instead of
 * one after the other. It must only start cached queries the screen then reads with the same
 * arguments (RTK Query's prefetch), never change anything.
 */
export type PrefetchScreenData = (dispatch: AppDispatch, clientId: string) => void;
