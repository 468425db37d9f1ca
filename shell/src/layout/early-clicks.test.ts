import { EARLY_CLICKS_KEY, HYDRATED_ATTRIBUTE } from '@portal/shared/constants';
import { replayEarlyClicks } from './early-clicks';

type Queue = Window & { [EARLY_CLICKS_KEY]?: string[] };

describe('replayEarlyClicks', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    delete (window as Queue)[EARLY_CLICKS_KEY];
  });

  function setUp() {
    document.body.innerHTML =
      '<nav id="menu"><button id="toggle">Menu</button><button id="out">Log Out</button></nav>' +
      '<main><button id="submit">Go</button></main>';
    const clicks: string[] = [];
    for (const button of document.querySelectorAll('button'))
      button.addEventListener('click', () => clicks.push(button.id));
    return { menu: document.getElementById('menu')!, clicks };
  }

  it('clicks the queued buttons inside the scope in order, once, and marks the scope hydrated', () => {
    const { menu, clicks } = setUp();
    (window as Queue)[EARLY_CLICKS_KEY] = ['toggle', 'submit', 'toggle', 'out'];
    replayEarlyClicks(menu);
    expect(clicks).toEqual(['toggle', 'toggle', 'out']);
    expect(menu.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    // Another part's clicks stay queued for it; this part's are gone.
    expect((window as Queue)[EARLY_CLICKS_KEY]).toEqual(['submit']);
    replayEarlyClicks(menu);
    expect(clicks).toHaveLength(3);
  });

  it('does nothing but mark the scope when nothing was tapped early', () => {
    const { menu, clicks } = setUp();
    replayEarlyClicks(menu);
    expect(clicks).toEqual([]);
    expect(menu.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
  });
});
