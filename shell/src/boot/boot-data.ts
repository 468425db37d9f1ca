import { BOOT_DATA_ELEMENT_ID, type BootData } from '@portal/shared/page';

/** The page's inline boot data, or null when the page has none (pnpm dev) or it is unreadable. */
export function readBootData(doc: Document): BootData | null {
  const element = doc.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as BootData;
  } catch {
    return null;
  }
}
