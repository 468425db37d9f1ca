/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from 'sass';
import { BREAKPOINTS } from '../constants/layout';

const SRC = join(__dirname, '..');

function scssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return scssFiles(path);
    return entry.name.endsWith('.scss') && !entry.name.startsWith('_') ? [path] : [];
  });
}

describe('Sass', () => {
  it.each(scssFiles(SRC).map((path) => [path.slice(SRC.length + 1), path]))('%s compiles', (_, path) => {
    expect(() => compile(path)).not.toThrow();
  });

  it('keeps the breakpoints in step with the BREAKPOINTS constant', () => {
    const tokens = readFileSync(join(__dirname, '_tokens.scss'), 'utf8');
    const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    for (const [name, width] of Object.entries(BREAKPOINTS)) {
      expect(tokens).toMatch(new RegExp(`\\b${kebab(name)}: ${width}px,`));
    }
  });

  it('turns the breakpoint mixins into the required media queries', () => {
    const { css } = compile(join(__dirname, '__fixtures__/_breakpoints.scss'));
    expect(css).toContain('@media (max-width: 1199.98px)');
    expect(css).toContain('@media (max-width: 766.98px)');
    expect(css).toContain('@media (max-width: 599.98px)');
    expect(css).toContain('@media (max-width: 449.98px)');
    expect(css).toContain('@media (min-width: 1200px)');
  });

  it('refuses an unknown breakpoint', () => {
    expect(() => compile(join(__dirname, '__fixtures__/_bad-breakpoint.scss'))).toThrow(/Unknown breakpoint 'tablet'/);
  });
});
