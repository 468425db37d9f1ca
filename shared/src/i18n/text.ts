/**
 * A text not yet put into words: a catalogue id and the values its ICU message takes. Shared
 * validation schemas and the API's client-facing errors carry these, so the same rule reads in
 * the browser's language and in the language of the request that reached the server.
 */
export interface TextDescriptor {
  id: string;
  values?: Record<string, string | number>;
}

export function isTextDescriptor(value: unknown): value is TextDescriptor {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}
