/**
 * What a visitor typed into a server-rendered form before its screen hydrated (docs/boot.md).
 * The form is on screen, and its fields take keystrokes, before the remote's code has arrived;
 * React keeps what the DOM holds while hydrating but not in the form's state, so its next render
 * would wipe the text. Once the screen has hydrated, each field whose content differs from what
 * React rendered is handed to React as a change, as if typed now.
 */
import { useEffect } from 'react';
import { replayEarlyClicks } from '../layout/early-clicks';

/** The element's own `value` setter, which React's change tracking does not see. */
function untrackedValueSetter(control: HTMLInputElement | HTMLTextAreaElement) {
  return Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
}

export function replayTypedInput(scope: ParentNode) {
  for (const control of scope.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.checked === control.defaultChecked) continue;
      // Back to what React rendered (its tracker sees this), then the visitor's click again.
      control.checked = control.defaultChecked;
      control.click();
      continue;
    }
    // React renders a controlled field's value as its default value too.
    if (control.value === control.defaultValue) continue;
    const typed = control.value;
    control.value = control.defaultValue;
    untrackedValueSetter(control)?.call(control, typed);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Rendered after a remote's screen: replays, once it has mounted, what was typed before, then a
 * tap on its submit button held by the page's loader (shared/src/constants/early-clicks.ts); a
 * no-op otherwise. The tap waits a task, for the form to have re-rendered with the typed values.
 */
export function TypedBeforeHydration() {
  useEffect(() => {
    const main = document.getElementById('main');
    if (!main) return;
    replayTypedInput(main);
    const tap = setTimeout(() => replayEarlyClicks(main));
    return () => clearTimeout(tap);
  }, []);
  return null;
}
