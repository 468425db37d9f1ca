/**
 * The one inline script of a server-rendered page (docs/boot.md). The server builds it from this
 * file (scripts/lib/server-render-build.mjs: one minified IIFE), writes it at the end of the
 * page's body and allows it in the Content-Security-Policy by its hash.
 *
 * It does three things:
 * - From the start, it holds what a visitor does to the server's HTML before React has hydrated
 *   it: a form would submit itself as a GET with its fields (a phone number) in the URL, so the
 *   browser's own submission is prevented (every portal form submits through its script, which
 *   works the same with the default prevented); a tap on a frame button marked
 *   EARLY_CLICK_ATTRIBUTE (the phone's Menu toggle, Log Out) would be dropped by React, so its id
 *   is queued for the shell to replay once hydrated (shell/src/layout/early-clicks.ts).
 * - Once the browser reports the page's first paint, it starts the scripts the page lists
 *   (PageScripts): the paint needs only the HTML, its stylesheets and fonts, and scripts fetched
 *   alongside would share a phone's bandwidth with them and run before the frame.
 * - It asks for the entry first, at high priority, then preloads the rest a few per task.
 */
import { EARLY_CLICK_ATTRIBUTE, EARLY_CLICKS_KEY, HYDRATED_ATTRIBUTE } from '@portal/shared/constants';
import { PAGE_SCRIPTS_ELEMENT_ID, type PageScripts } from '@portal/shared/page';

/** Starting a request costs ~8 ms of a 4x-slowed phone's main thread: four stay under a 50 ms task. */
export const PRELOADS_PER_TASK = 4;

/** The longest the loader waits after the first frame for a browser that lists paint entries to report one. */
export const PAINT_WAIT_LIMIT_MS = 500;

type WithEarlyClicks = Window & { [EARLY_CLICKS_KEY]?: string[] };
/** A browser without PerformanceObserver has none on its window. */
type WithPerformanceObserver = Window & { PerformanceObserver?: typeof PerformanceObserver };

/** Prevents the browser's own form submission and queues early taps on the frame's buttons. */
export function holdEarlyInput(win: Window): void {
  const doc = win.document;
  doc.addEventListener('submit', (event) => event.preventDefault(), true);
  doc.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.(`button[${EARLY_CLICK_ATTRIBUTE}]`);
      if (!button?.id || button.closest(`[${HYDRATED_ATTRIBUTE}]`)) return;
      event.preventDefault();
      event.stopPropagation();
      const holder = win as WithEarlyClicks;
      (holder[EARLY_CLICKS_KEY] ??= []).push(button.id);
    },
    true,
  );
}

/**
 * Calls `start` once, when the browser has reported the page's first paint: a `paint` entry,
 * buffered so a paint before this ran counts too. "Painted" is the reported paint, not the frame's
 * callback: the frame is presented tens of milliseconds after its callback. A browser that lists
 * no paint entries, or refuses this observe() call, starts after the first frame; one that lists
 * them but stays silent, PAINT_WAIT_LIMIT_MS after it. A hidden tab paints nothing and holds its
 * timers back, so one hidden before its paint starts at once.
 */
export function whenFirstPaintReported(win: Window, start: () => void): void {
  const doc = win.document;
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (doc.visibilityState === 'hidden') {
    once();
    return;
  }
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') once();
  });
  let observing = false;
  try {
    const Observer = (win as WithPerformanceObserver).PerformanceObserver;
    if (Observer?.supportedEntryTypes?.includes('paint')) {
      new Observer((_list, observer) => {
        observer.disconnect();
        once();
      }).observe({ type: 'paint', buffered: true });
      observing = true;
    }
  } catch {
    // Older browsers accept only observe({ entryTypes }): they start after the frame.
  }
  win.requestAnimationFrame(() => win.setTimeout(once, observing ? PAINT_WAIT_LIMIT_MS : 0));
}

/**
 * Adds the entry first with high priority (a script added by a script is otherwise fetched at low
 * priority, behind the preloads), then the preloads PRELOADS_PER_TASK per task, so no task of
 * the loader is long; all at once in a hidden tab, where no one taps and timers are held back.
 */
export function startPageScripts(win: Window, { entry, preloads }: PageScripts): void {
  const doc = win.document;
  const script = doc.createElement('script');
  script.src = entry;
  script.fetchPriority = 'high';
  doc.head.appendChild(script);
  let next = 0;
  const addSome = () => {
    const end = doc.visibilityState === 'hidden' ? preloads.length : next + PRELOADS_PER_TASK;
    for (; next < end && next < preloads.length; next += 1) {
      const { href, as } = preloads[next]!;
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.as = as;
      link.href = href;
      // Fonts and fetches are CORS requests: a preload that does not say so is fetched twice.
      if (as === 'fetch' || as === 'font') link.crossOrigin = 'anonymous';
      doc.head.appendChild(link);
    }
    if (next < preloads.length) win.setTimeout(addSome);
  };
  addSome();
}

/** The page loader: what the inline script runs. */
export function runPageLoader(win: Window): void {
  holdEarlyInput(win);
  whenFirstPaintReported(win, () => {
    const listed = win.document.getElementById(PAGE_SCRIPTS_ELEMENT_ID)?.textContent;
    if (listed) startPageScripts(win, JSON.parse(listed) as PageScripts);
  });
}
