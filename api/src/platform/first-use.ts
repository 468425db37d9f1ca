/**
 * A value made the first time it is asked for, then kept. Start-up uses it for modules that
 * only some requests or configurations need (jsdom behind the HTML sanitizer, pdf-lib, the
 * vendor SDKs): requiring them costs more than everything else the API does before it is
 * ready (docs/adr/0044), so they load when first used instead.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}
