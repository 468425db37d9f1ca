/**
 * Which shell build a page is (docs/releases.md): the server's own (shell/dist, its files served
 * from `/`), or the shell release the rollout gives the page's tenant (its folder in
 * RELEASES_DIR, its files served from `<RELEASES_URL>shell/<version>/`). A shell release is
 * built with a run-time public path (`pnpm release shell`), so its chunks, styles and fonts load
 * from wherever its entry was loaded from; only the page template's own links are absolute, and
 * they are pointed at the release here. Each template is re-read when its file changes, like
 * shell/dist's, so a promotion needs no restart.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ShellBuild } from './route-preloads';
import { createPageTemplate } from './shell-page';

export interface PageShell {
  /** The shell release; null: the server's own build. */
  release: string | null;
  build: ShellBuild;
  template: () => string;
}

/** Root-relative `src`/`href` in a template (`/main.1a2b3c4d.js`), quoted or not; never `//host`. */
const ROOT_RELATIVE_LINK = /(\s(?:src|href)=["']?)\/(?!\/)/g;

export function createShellBuilds(repoRoot: string, releases: { dir: string | null; url: string }) {
  const own: PageShell = {
    release: null,
    build: { folder: path.join(repoRoot, 'shell', 'dist'), base: '/' },
    template: createPageTemplate(path.join(repoRoot, 'shell', 'dist', 'index.html')),
  };
  const released = new Map<string, PageShell>();

  /**
   * The shell for a page whose deployment names `release` ('build' or undefined: the server's
   * own). A release whose folder is not on this server's disk (deleted, or never synced to it)
   * cannot be filled in: the page gets the server's own shell rather than no page.
   */
  return function shellFor(release: string | undefined): PageShell {
    if (!release || release === 'build' || !releases.dir) return own;
    const hit = released.get(release);
    if (hit) return hit;
    const folder = path.join(releases.dir, 'shell', release);
    if (!/^[0-9A-Za-z][0-9A-Za-z.+-]*$/.test(release) || !existsSync(path.join(folder, 'index.html'))) return own;
    const base = `${releases.url}shell/${release}/`;
    const template = createPageTemplate(path.join(folder, 'index.html'));
    const shell: PageShell = {
      release,
      build: { folder, base },
      template: () => template().replace(ROOT_RELATIVE_LINK, (_, attribute: string) => `${attribute}${base}`),
    };
    released.set(release, shell);
    return shell;
  };
}

export type ShellBuilds = ReturnType<typeof createShellBuilds>;
