/**
 * A tap on a server-rendered button before React has hydrated it (docs/adr/0043). The page
 * shows the signed-in frame's menu before the shell's scripts have arrived; React drops a click
 * on a part it has not hydrated yet, so the tap would do nothing. The page's inline loader
 * (api/src/platform/web/after-first-paint.ts) holds such a click on a button marked with
 * EARLY_CLICK_ATTRIBUTE (and an id) and queues the button's id; the component that owns the
 * buttons replays the queue once it has hydrated (shell/src/layout/early-clicks.ts) and marks
 * its part HYDRATED_ATTRIBUTE, from when on clicks go to React directly. A click is either held
 * or React's, never both.
 */

export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** The window property holding the queued button ids. */
export const EARLY_CLICKS_KEY = 'portalEarlyClicks';
