/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BREAKPOINTS } from '@portal/shared/constants';

const SRC = join(__dirname, '..');

function scssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return scssFiles(path);
    return entry.name.endsWith('.scss') ? [path] : [];
  });
}

// Requirements §9's layouts change *below* each breakpoint: at exactly 767 px the menu is the
// wide one. `max-width: 767px` would include 767 itself, so the shell's narrow rules stop a
// fraction below it, as the shared `below` mixin does.
describe('the shell’s narrow layouts', () => {
  it.each(scssFiles(SRC).map((path) => [path.slice(SRC.length + 1), path]))(
    '%s stops below each breakpoint',
    (_, path) => {
      const source = readFileSync(path, 'utf8');
      const widths = [...source.matchAll(/max-width:\s*([\d.]+)px/g)].map((match) => Number(match[1]));
      for (const width of widths) expect(Object.values(BREAKPOINTS)).not.toContain(width);
    },
  );
});
