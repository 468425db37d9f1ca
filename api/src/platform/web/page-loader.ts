/**
 * The page loader: the one inline script of a server-rendered page (docs/boot.md). Its source is
 * the shell's (shell/src/page-loader); the server renderer's build compiles it to
 * shell/dist-server/page-loader.js, beside the renderer, and this writes it at the end of the
 * page's body after the list of scripts it starts. The Content-Security-Policy allows it, and
 * nothing else inline, by its hash.
 */
import { createHash } from 'node:crypto';
import { PAGE_SCRIPTS_ELEMENT_ID, type PageScripts } from '@portal/shared/page';

export interface PageLoader {
  /** The script's text, as written into the page. */
  script: string;
  /** Its CSP source, `'sha256-…'`. */
  hash: string;
}

/**
 * The built loader, ready for the page; throws on a text that could end its script element
 * early or open a comment in it (the HTML parser reads `</script` and `<!--` inside a script).
 */
export function pageLoaderFrom(script: string): PageLoader {
  const text = script.trim();
  if (/<\/script|<!--/i.test(text)) throw new Error('the page loader holds </script or <!--');
  return { script: text, hash: `'sha256-${createHash('sha256').update(text).digest('base64')}'` };
}

/** The list of scripts as a JSON data block, and the loader that starts them, for the end of the body. */
export function pageScriptsHtml(scripts: PageScripts, loader: PageLoader): string {
  const json = JSON.stringify(scripts).replace(/</g, '\\u003c');
  return (
    `<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">${json}</script>\n` +
    `<script>${loader.script}</script>`
  );
}
