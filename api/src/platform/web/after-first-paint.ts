/**
 * A server-rendered page paints before the shell's scripts are fetched (docs/adr/0043). Its
 * first paint needs only the HTML, the stylesheets and the fonts; named in the head, the scripts
 * would share the phone's bandwidth with those, and Chrome runs an entry that has already
 * arrived as soon as parsing ends, before the first frame, so the paint would wait for the
 * shell's whole start-up. Instead the page lists its scripts (the entry, the start-up chunks,
 * the route's remote) as non-executable JSON, and one fixed inline loader, allowed by its hash
 * in the CSP, preloads them all at once and starts the entry once the first frame has painted
 * (at once in a hidden tab, which paints no frame): still one level after the page, and nothing
 * competes with the first paint.
 *
 * The entry goes first and asks for high priority: a script added by a script is async, which
 * Chrome fetches at low priority and holds back while high-priority requests are in flight, so
 * behind its own preloads the entry (which runs everything) was requested ~0.2 s after them.
 *
 * "Painted" means the browser has reported the first paint (a `paint` performance entry), not
 * that the frame's callback has run: the frame is presented tens of milliseconds after that.
 * Started from the callback, a script that arrived quickly could end before the paint showed,
 * and Lighthouse's simulation then counted it as something the first paint waited for:
 * /login's simulated FCP was 0.9 s in most runs and 1.0–1.4 s in others, and with the shell's
 * singletons in one 97 KB file (docs/adr/0067) its LCP 1.1 s or 1.8–2.1 s (docs/adr/0068). A
 * browser that reports no paint entries (or refuses the observer) starts after the frame, as
 * before; one that should but stays silent starts at the latest PAINT_WAIT_LIMIT_MS after it; a
 * tab hidden before its first paint starts at once.
 *
 * The preloads are added a few per task: starting a request costs the main thread ~1–2 ms
 * (about 8 ms on Lighthouse's 4x-slowed phone), so twenty of them in one go were a 110–200 ms
 * task that blocked input right after the first paint (docs/adr/0058). A hidden tab, where no
 * one is tapping and timers wait up to a second each, gets them all at once.
 */
import { createHash } from 'node:crypto';
import { EARLY_CLICK_ATTRIBUTE, EARLY_CLICKS_KEY, HYDRATED_ATTRIBUTE } from '@portal/shared/constants';
import type { Preload } from './route-preloads';

export const AFTER_PAINT_ELEMENT_ID = 'portal-after-paint';

/** At ~8 ms each on a 4x-slowed phone, four stay under the 50 ms of a long task. */
export const PRELOADS_PER_TASK = 4;

/** The longest the loader waits after the first frame for the browser to report its paint. */
export const PAINT_WAIT_LIMIT_MS = 500;

export interface AfterPaint {
  /** The shell's entry script. */
  entry: string;
  preloads: Preload[];
}

/**
 * The loader: the same text on every page, so the CSP allows it by one hash. It also stops the
 * browser's own submission of the server's forms: clicked before React has hydrated them, a form
 * would go out as a GET with its fields (a phone number) in the URL. Every portal form submits
 * through its script, which works the same with the default prevented. And it holds a tap on a
 * frame button (the phone's Menu toggle, Log Out) made before React has hydrated it, for the
 * shell to replay then (shared/src/constants/early-clicks.ts): React would drop it.
 * It holds no '<' (comparisons are written `n>i`): nothing in it can end its script element early.
 */
export const AFTER_PAINT_LOADER =
  "(function(){var d=document;d.addEventListener('submit',function(e){e.preventDefault()},true);" +
  "d.addEventListener('click',function(e){var b=e.target.closest&&" +
  `e.target.closest('button[${EARLY_CLICK_ATTRIBUTE}]');if(b&&b.id&&!b.closest('[${HYDRATED_ATTRIBUTE}]')){` +
  `e.preventDefault();e.stopPropagation();(window.${EARLY_CLICKS_KEY}=window.${EARLY_CLICKS_KEY}||[]).push(b.id)}},true);` +
  'function start(){' +
  `var p=JSON.parse(d.getElementById('${AFTER_PAINT_ELEMENT_ID}').textContent);` +
  "var s=d.createElement('script');s.src=p.entry;s.fetchPriority='high';d.head.appendChild(s);" +
  'var f=p.preloads,i=0;(function next(){' +
  `for(var n=d.visibilityState==='hidden'?f.length:i+${PRELOADS_PER_TASK};n>i&&f.length>i;i++){` +
  "var l=d.createElement('link');l.rel='preload';l.as=f[i].as;l.href=f[i].href;" +
  "if(f[i].as==='fetch'||f[i].as==='font')l.crossOrigin='anonymous';d.head.appendChild(l)}" +
  'if(f.length>i)setTimeout(next)})()}' +
  'var go=0;function once(){if(!go){go=1;start()}}' +
  "if(d.visibilityState==='hidden')once();else{" +
  "d.addEventListener('visibilitychange',function(){if(d.visibilityState==='hidden')once()});" +
  // A browser that lists paint entries but refuses this observe() call starts after the frame.
  "var w=0;try{var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes;if(t&&t.indexOf('paint')>-1){" +
  "new P(function(l,o){o.disconnect();once()}).observe({type:'paint',buffered:true});w=1}}catch(e){}" +
  `requestAnimationFrame(function(){setTimeout(once,w?${PAINT_WAIT_LIMIT_MS}:0)})}})()`;

/** The CSP source that allows the loader and nothing else inline. */
export const AFTER_PAINT_LOADER_HASH = `'sha256-${createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64')}'`;

/** The JSON data block and the loader, for the end of the page's body. */
export function afterPaintScripts(afterPaint: AfterPaint): string {
  const json = JSON.stringify(afterPaint).replace(/</g, '\\u003c');
  return (
    `<script type="application/json" id="${AFTER_PAINT_ELEMENT_ID}">${json}</script>\n` +
    `<script>${AFTER_PAINT_LOADER}</script>`
  );
}
