/** The shell's half of early clicks (shared/src/constants/early-clicks.ts): the replay. */
import { EARLY_CLICKS_KEY, HYDRATED_ATTRIBUTE } from '@portal/shared/constants';

type WithEarlyClicks = Window & { [EARLY_CLICKS_KEY]?: string[] };

/** Marks `scope` hydrated and clicks, in order, each queued button inside it (once). */
export function replayEarlyClicks(scope: HTMLElement): void {
  scope.setAttribute(HYDRATED_ATTRIBUTE, '');
  const holder = window as WithEarlyClicks;
  const queued = holder[EARLY_CLICKS_KEY] ?? [];
  const elsewhere: string[] = [];
  const here: HTMLElement[] = [];
  for (const id of queued) {
    const button = document.getElementById(id);
    if (button && scope.contains(button)) here.push(button);
    else elsewhere.push(id);
  }
  holder[EARLY_CLICKS_KEY] = elsewhere;
  for (const button of here) button.click();
}
