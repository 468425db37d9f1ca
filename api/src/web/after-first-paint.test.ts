import { runInNewContext } from 'node:vm';
import {
  AFTER_PAINT_ELEMENT_ID,
  AFTER_PAINT_LOADER,
  PRELOADS_PER_TASK,
  afterPaintScripts,
  type AfterPaint,
} from './after-first-paint';

interface Appended {
  tag: string;
  [property: string]: unknown;
}

/**
 * Runs the page's loader against a stand-in document, one task at a time (a frame callback and a
 * timer are each a task): what each task appended, in order, leaving out tasks that appended
 * nothing. A visible tab starts after its first frame; a hidden one, which paints none, at once.
 */
function runLoader(afterPaint: AfterPaint, visibilityState: 'visible' | 'hidden' = 'visible'): Appended[][] {
  const tasks: Appended[][] = [[]];
  const queued: Array<() => void> = [];
  const json = /<script type="application\/json"[^>]*>([^<]*)<\/script>/.exec(afterPaintScripts(afterPaint))![1]!;
  const document = {
    visibilityState,
    addEventListener: () => undefined,
    getElementById: (id: string) => (id === AFTER_PAINT_ELEMENT_ID ? { textContent: json } : null),
    createElement: (tag: string): Appended => ({ tag }),
    head: { appendChild: (element: Appended) => tasks.at(-1)!.push(element) },
  };
  const queue = (callback: () => void) => queued.push(callback);
  runInNewContext(AFTER_PAINT_LOADER, { document, window: {}, JSON, setTimeout: queue, requestAnimationFrame: queue });
  while (queued.length) {
    tasks.push([]);
    queued.shift()!();
  }
  return tasks.filter((task) => task.length > 0);
}

/** Enough preloads for two full groups and one more. */
const preloads = Array.from({ length: 2 * PRELOADS_PER_TASK + 1 }, (_, n) => ({
  href: `/${n}.aaaabbbb.js`,
  as: 'script' as const,
}));

describe('the after-paint loader', () => {
  it('asks for the entry first and at high priority, then preloads the rest', () => {
    const appended = runLoader({
      entry: '/main.1a2b3c4d.js',
      preloads: [
        { href: '/262.aaaabbbb.js', as: 'script' },
        { href: '/remotes/mf-transfers/mf-manifest.json', as: 'fetch' },
      ],
    }).flat();
    // A script added by a script is fetched at low priority and queued behind the preloads.
    expect(appended[0]).toEqual({ tag: 'script', src: '/main.1a2b3c4d.js', fetchPriority: 'high' });
    expect(appended.slice(1)).toEqual([
      { tag: 'link', rel: 'preload', as: 'script', href: '/262.aaaabbbb.js' },
      {
        tag: 'link',
        rel: 'preload',
        as: 'fetch',
        href: '/remotes/mf-transfers/mf-manifest.json',
        crossOrigin: 'anonymous',
      },
    ]);
  });

  it('adds the preloads a few per task, so no task is long on a phone', () => {
    const tasks = runLoader({ entry: '/main.1a2b3c4d.js', preloads });
    // The entry and the first few at once; the rest in later tasks, every one of them, in order.
    expect(tasks.map((task) => task.length)).toEqual([PRELOADS_PER_TASK + 1, PRELOADS_PER_TASK, 1]);
    expect(
      tasks
        .flat()
        .slice(1)
        .map((element) => element.href),
    ).toEqual(preloads.map((p) => p.href));
  });

  it('holds no "<", so nothing in it can close its script element', () => {
    expect(AFTER_PAINT_LOADER).not.toContain('<');
  });

  it('adds them all at once in a hidden tab, whose timers would hold each group back', () => {
    const tasks = runLoader({ entry: '/main.1a2b3c4d.js', preloads }, 'hidden');
    expect(tasks.map((task) => task.length)).toEqual([preloads.length + 1]);
  });
});
