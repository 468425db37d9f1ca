import { runInNewContext } from 'node:vm';
import { AFTER_PAINT_ELEMENT_ID, AFTER_PAINT_LOADER, afterPaintScripts, type AfterPaint } from './after-first-paint';

interface Appended {
  tag: string;
  [property: string]: unknown;
}

/** Runs the page's loader against a stand-in document of a hidden tab (it starts at once there). */
function runLoader(afterPaint: AfterPaint): Appended[] {
  const appended: Appended[] = [];
  const json = /<script type="application\/json"[^>]*>([^<]*)<\/script>/.exec(afterPaintScripts(afterPaint))![1]!;
  const document = {
    visibilityState: 'hidden',
    addEventListener: () => undefined,
    getElementById: (id: string) => (id === AFTER_PAINT_ELEMENT_ID ? { textContent: json } : null),
    createElement: (tag: string): Appended => ({ tag }),
    head: { appendChild: (element: Appended) => appended.push(element) },
  };
  runInNewContext(AFTER_PAINT_LOADER, { document, window: {}, JSON });
  return appended;
}

describe('the after-paint loader', () => {
  it('asks for the entry first and at high priority, then preloads the rest', () => {
    const appended = runLoader({
      entry: '/main.1a2b3c4d.js',
      preloads: [
        { href: '/262.aaaabbbb.js', as: 'script' },
        { href: '/remotes/mf-transfers/mf-manifest.json', as: 'fetch' },
      ],
    });
    // A script added by a script is fetched at low priority and queued behind the preloads.
    expect(appended[0]).toEqual({ tag: 'script', src: '/main.1a2b3c4d.js', fetchPriority: 'high' });
    expect(appended.slice(1)).toEqual([
      { tag: 'link', rel: 'preload', as: 'script', href: '/262.aaaabbbb.js' },
      { tag: 'link', rel: 'preload', as: 'fetch', href: '/remotes/mf-transfers/mf-manifest.json', crossOrigin: 'anonymous' },
    ]);
  });
});
