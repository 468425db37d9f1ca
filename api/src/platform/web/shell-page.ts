/**
 * The shell's page, filled per request (docs/boot.md): the server knows the tenant (the host)
 * and the route (the path), so the page it returns already carries the page's title, favicon
 * and branding variables, the deployment config, tenant and branding as inline JSON the shell
 * starts from, and preload links for everything the route's first screen loads. The browser
 * needs no round trip before the first screen and never paints the default branding.
 */
import { readFileSync, statSync } from 'node:fs';
import {
  brandingVariables,
  documentTitle,
  serializeBootData,
  tenantCustomCss,
  type BootData,
  BOOT_DATA_ELEMENT_ID,
  CUSTOM_CSS_ELEMENT_ID,
  SERVER_RENDERED_ATTRIBUTE,
} from '@portal/shared/page';
import type { Preload } from '@portal/shared/page';
import { LOCALE_TAGS } from '@portal/shared/i18n';
import { pageScriptsHtml } from './page-loader';
import type { ServerRendering } from './server-render';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The built index.html, re-read when a new shell build replaces it. */
export function createPageTemplate(file: string) {
  let cached: { mtimeMs: number; html: string } | null = null;
  return () => {
    const { mtimeMs } = statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
}

/**
 * A server-rendered page paints before any script runs, so the route's styles apply at once
 * (render-blocking stylesheets); a page the browser renders only preloads them for its scripts.
 */
function preloadLink({ href, as }: Preload, serverRendered: boolean): string {
  if (as === 'style' && serverRendered) return `<link rel="stylesheet" href="${escapeHtml(href)}">`;
  // Fonts and fetches are CORS requests: the preload must say so, or the browser fetches twice.
  const cors = as === 'font' || as === 'fetch' ? ' crossorigin' : '';
  const type = as === 'font' ? ' type="font/woff2"' : '';
  return `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${type}${cors}>`;
}

/** The shell's entry script as html-webpack-plugin writes it: deferred, from our origin. */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="?([^"\s>]+)"?><\/script>/;

export function renderShellPage(
  template: string,
  { boot, pathname }: { boot: BootData; pathname: string },
  preloads: Preload[],
  rendering: ServerRendering | null = null,
): string {
  const { tenant, branding, deployment } = boot;
  const title = documentTitle(pathname, tenant, deployment.productName, boot.locale);
  const customCss = tenant ? tenantCustomCss(branding) : '';
  const variables = Object.entries(tenant ? brandingVariables(branding) : {})
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const head = [
    ...preloads
      .filter((preload) => !rendering || preload.as === 'style' || preload.as === 'font')
      .map((preload) => preloadLink(preload, rendering !== null)),
    // Values passed brandingVariables' checks (no ';', braces, '<' or url() from a tenant).
    variables ? `<style id="tenant-branding">:root{${variables}}</style>` : '',
    // The API's sanitized CSS (no '<'), scoped under the portal root, as the shell writes it.
    customCss ? `<style id="${CUSTOM_CSS_ELEMENT_ID}">${customCss}</style>` : '',
    `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${serializeBootData(boot)}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
  const favicon = branding?.faviconImgURL ? escapeHtml(branding.faviconImgURL) : 'data:,';
  // Replacements by function: a `$` in tenant text is never read as a replacement pattern.
  const page = template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${LOCALE_TAGS[boot.locale]}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<link[^>]*\bid=["']?tenant-favicon\b[^>]*>/,
      () => `<link rel="icon" id="tenant-favicon" href="${favicon}">`,
    )
    .replace('</head>', () => `    ${head}\n  </head>`)
    .replace(/<div id=["']?root["']?><\/div>/, () =>
      rendering
        ? `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}="${rendering.renderedAs}">${rendering.html}</div>`
        : '<div id="root"></div>',
    );
  if (!rendering) return page;
  // A server-rendered page: its scripts are fetched after its first paint (page-loader.ts).
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  if (!entry) return page;
  const scripts = preloads.filter((preload) => preload.as === 'script' || preload.as === 'fetch');
  return page
    .replace(ENTRY_SCRIPT, '')
    .replace('</body>', () => `${pageScriptsHtml({ entry, preloads: scripts }, rendering.loader)}\n</body>`);
}
