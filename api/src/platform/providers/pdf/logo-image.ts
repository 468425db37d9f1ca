/**
 * A tenant's logo as a PDF can draw it. Logos are stored as data URLs (the branding screen's
 * upload, the seed): PNG and JPEG go in as they are; SVG, which PDF cannot embed, is
 * rasterized with resvg (docs/adr/0074). A logo at an http(s) address is not fetched: the server
 * never requests an address a tenant typed while it renders a client's document, so such a
 * record shows the tenant's name alone.
 */
import type { DocumentImage } from './pdf-renderer';

const DATA_URL = /^data:(image\/(?:png|jpeg|svg\+xml))(;base64)?,(.*)$/s;
/** Pixels across a rasterized logo: sharp at the 180-point width a record draws it. */
const RASTER_WIDTH = 540;

export async function logoImage(logoUrl: string | null | undefined): Promise<DocumentImage | null> {
  const match = logoUrl ? DATA_URL.exec(logoUrl) : null;
  if (!match) return null;
  const [, mediaType, base64, data] = match;
  const bytes = base64 ? Buffer.from(data!, 'base64') : Buffer.from(decodeURIComponent(data!), 'utf8');
  try {
    if (mediaType === 'image/png') return { type: 'png', bytes };
    if (mediaType === 'image/jpeg') return { type: 'jpeg', bytes };
    // Loaded on the first SVG logo only: a native addon no other path needs at start-up.
    const { Resvg } = await import('@resvg/resvg-js');
    const png = new Resvg(bytes, { fitTo: { mode: 'width', value: RASTER_WIDTH } }).render().asPng();
    return { type: 'png', bytes: png };
  } catch {
    // An unreadable logo leaves the record with the tenant's name: the receipt matters more.
    return null;
  }
}
