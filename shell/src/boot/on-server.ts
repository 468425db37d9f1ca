import { createContext } from 'react';

/**
 * True while the server renders the shell (docs/boot.md). Only the tenant HTML needs to know:
 * on the server it is written as the API sanitized it, while the browser writes tenant HTML
 * only through its own sanitizer (branding/sanitized-html.tsx).
 */
export const OnServerContext = createContext(false);
