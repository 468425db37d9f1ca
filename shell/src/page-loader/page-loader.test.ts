import { EARLY_CLICKS_KEY } from '@portal/shared/constants';
import { PAGE_SCRIPTS_ELEMENT_ID, type PageScripts } from '@portal/shared/page';
import { PAINT_WAIT_LIMIT_MS, PRELOADS_PER_TASK, holdEarlyInput, runPageLoader } from './page-loader';

interface Appended {
  tag: string;
  [property: string]: unknown;
}

/** One task of the page's main thread: when it ran (ms after the loader) and what it appended. */
interface Task {
  at: number;
  appended: Appended[];
}

/** The first frame's callback runs after this long, and the browser reports its paint this much later. */
const FRAME_MS = 16;
const PRESENTED_MS = 45;

interface Page {
  visibilityState?: 'visible' | 'hidden';
  /**
   * How the browser reports paints. 'reported': it reports the first paint PRESENTED_MS after the
   * frame; 'before': the page had painted before the loader ran (reported to a buffered
   * observer); 'silent': it lists paint entries but reports none; 'refused': it lists them but
   * throws on this observe(); 'unlisted': its observer has no supportedEntryTypes;
   * 'unsupported': no PerformanceObserver at all.
   */
  paint?: 'reported' | 'before' | 'silent' | 'refused' | 'unlisted' | 'unsupported';
  /** The tab is hidden this long after the loader ran. */
  hiddenAt?: number;
}

/**
 * Runs the page's loader against a stand-in window on a virtual clock, one task at a time (a
 * frame callback, a timer, a performance observer's callback and an event are each a task):
 * the tasks that appended something, in order.
 */
function runLoader(
  scripts: PageScripts,
  { visibilityState = 'visible', paint = 'reported', hiddenAt }: Page = {},
): Task[] {
  const json = JSON.stringify(scripts);
  const timeline: Array<{ at: number; order: number; run: () => void }> = [];
  let now = 0;
  let scheduled = 0;
  const schedule = (delay: number, run: () => void) => timeline.push({ at: now + delay, order: scheduled++, run });
  const tasks: Task[] = [{ at: 0, appended: [] }];
  const listeners: Array<() => void> = [];
  const document = {
    visibilityState,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'visibilitychange') listeners.push(listener);
    },
    getElementById: (id: string) => (id === PAGE_SCRIPTS_ELEMENT_ID ? { textContent: json } : null),
    createElement: (tag: string): Appended => ({ tag }),
    head: { appendChild: (element: Appended) => tasks.at(-1)!.appended.push(element) },
  };
  const observers: PaintObserver[] = [];
  const report = () => {
    for (const observer of observers.filter((candidate) => candidate.connected)) observer.callback({}, observer);
  };
  class PaintObserver {
    static supportedEntryTypes = paint === 'unlisted' ? undefined : ['navigation', 'paint'];
    connected = false;
    constructor(readonly callback: (list: unknown, observer: PaintObserver) => void) {
      observers.push(this);
    }
    observe(options: { type: string; buffered?: boolean }) {
      if (paint === 'refused') throw new TypeError("Failed to execute 'observe': required member entryTypes");
      this.connected = options.type === 'paint';
      // A paint made before observing is delivered only to a buffered observer.
      if (paint === 'before' && options.buffered) schedule(0, report);
    }
    disconnect() {
      this.connected = false;
    }
  }
  const requestAnimationFrame = (callback: () => void) =>
    schedule(FRAME_MS, () => {
      callback();
      if (paint === 'reported') schedule(PRESENTED_MS, report);
    });
  const setTimeout = (callback: () => void, delay = 0) => schedule(delay, callback);
  if (hiddenAt !== undefined) {
    schedule(hiddenAt, () => {
      document.visibilityState = 'hidden';
      for (const listener of listeners) listener();
    });
  }
  const window = {
    document,
    setTimeout,
    requestAnimationFrame,
    ...(paint === 'unsupported' ? {} : { PerformanceObserver: PaintObserver }),
  };
  runPageLoader(window as unknown as Window);
  for (let next = timeline.shift(); next; next = timeline.shift()) {
    now = next.at;
    tasks.push({ at: now, appended: [] });
    next.run();
    timeline.sort((a, b) => a.at - b.at || a.order - b.order);
  }
  return tasks.filter((task) => task.appended.length > 0);
}

/** What the loader appended, task by task. */
const appendedBy = (tasks: Task[]) => tasks.map((task) => task.appended);

/** Enough preloads for two full groups and one more. */
const preloads = Array.from({ length: 2 * PRELOADS_PER_TASK + 1 }, (_, n) => ({
  href: `/${n}.aaaabbbb.js`,
  as: 'script' as const,
}));

describe('the page loader', () => {
  it('asks for the entry first and at high priority, then preloads the rest', () => {
    const appended = appendedBy(
      runLoader({
        entry: '/main.1a2b3c4d.js',
        preloads: [
          { href: '/262.aaaabbbb.js', as: 'script' },
          { href: '/remotes/mf-transfers/mf-manifest.json', as: 'fetch' },
        ],
      }),
    ).flat();
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
    const tasks = appendedBy(runLoader({ entry: '/main.1a2b3c4d.js', preloads }));
    // The entry and the first few at once; the rest in later tasks, every one of them, in order.
    expect(tasks.map((task) => task.length)).toEqual([PRELOADS_PER_TASK + 1, PRELOADS_PER_TASK, 1]);
    expect(
      tasks
        .flat()
        .slice(1)
        .map((element) => element.href),
    ).toEqual(preloads.map((p) => p.href));
  });

  it('adds them all at once in a hidden tab, whose timers would hold each group back', () => {
    const tasks = runLoader({ entry: '/main.1a2b3c4d.js', preloads }, { visibilityState: 'hidden' });
    expect(tasks.map((task) => [task.at, task.appended.length])).toEqual([[0, preloads.length + 1]]);
  });

  describe('starts once the browser reports the first paint', () => {
    const entry = (tasks: Task[]) => tasks.find((task) => task.appended.some((element) => element.tag === 'script'))!;
    const entriesStarted = (tasks: Task[]) =>
      tasks.flatMap((task) => task.appended).filter((element) => element.tag === 'script').length;

    it('not when the first frame is produced, but when its paint is reported', () => {
      expect(entry(runLoader({ entry: '/main.1a2b3c4d.js', preloads }))).toMatchObject({
        at: FRAME_MS + PRESENTED_MS,
      });
    });

    it('at once when the page painted before the loader ran', () => {
      expect(entry(runLoader({ entry: '/main.1a2b3c4d.js', preloads }, { paint: 'before' })).at).toBe(0);
    });

    it.each(['unsupported', 'unlisted', 'refused'] as const)(
      'after the first frame in a browser whose observer cannot report paints (%s)',
      (paint) => {
        expect(entry(runLoader({ entry: '/main.1a2b3c4d.js', preloads }, { paint })).at).toBe(FRAME_MS);
      },
    );

    it('at the latest PAINT_WAIT_LIMIT_MS after the frame if the paint is never reported, and only once', () => {
      const tasks = runLoader({ entry: '/main.1a2b3c4d.js', preloads }, { paint: 'silent' });
      expect(entry(tasks).at).toBe(FRAME_MS + PAINT_WAIT_LIMIT_MS);
      expect(entriesStarted(tasks)).toBe(1);
    });

    it('at once, and all together, in a tab hidden before its paint', () => {
      const tasks = runLoader({ entry: '/main.1a2b3c4d.js', preloads }, { paint: 'silent', hiddenAt: 5 });
      expect(tasks.map((task) => [task.at, task.appended.length])).toEqual([[5, preloads.length + 1]]);
    });

    it('only once, whichever comes first of hiding the tab, the reported paint and the time limit', () => {
      const tasks = runLoader({ entry: '/main.1a2b3c4d.js', preloads }, { hiddenAt: FRAME_MS + 1 });
      expect(entriesStarted(tasks)).toBe(1);
    });
  });
});

describe("input on the server's HTML before React has hydrated it", () => {
  beforeAll(() => holdEarlyInput(window));
  afterEach(() => {
    document.body.innerHTML = '';
    delete (window as unknown as Record<string, unknown>)[EARLY_CLICKS_KEY];
  });

  it('never lets the browser submit a form itself (its fields would go out in the URL)', () => {
    document.body.innerHTML = '<form action="/login"><input name="phone" value="5550101001"><button>Go</button></form>';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it('queues a tap on a frame button for the shell to replay, and only until its part has hydrated', () => {
    document.body.innerHTML =
      '<nav><button id="menu-toggle" data-early-click><span>Menu</span></button></nav>' +
      '<div data-hydrated><button id="log-out" data-early-click>Log Out</button></div>' +
      '<button id="plain">Other</button>';
    const reached: string[] = [];
    document.body.addEventListener('click', (event) => reached.push((event.target as Element).textContent ?? ''));
    document.querySelector('span')!.click();
    document.getElementById('log-out')!.click();
    document.getElementById('plain')!.click();
    expect((window as unknown as Record<string, unknown>)[EARLY_CLICKS_KEY]).toEqual(['menu-toggle']);
    // The held tap reaches nothing else; the others go on to the page (React's) as usual.
    expect(reached).toEqual(['Log Out', 'Other']);
  });
});
