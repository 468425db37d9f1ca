import { GENERIC_ERROR } from '@portal/shared/constants';
import type { TextDescriptor } from '@portal/shared/i18n';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * The message to show for a failed call (requirements §8): error.body.message, then
 * error.message, then error.error_message, else the generic fallback.
 */
export function errorMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return GENERIC_ERROR;
  const { body, message, error_message } = error as Record<string, unknown>;
  const bodyMessage = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).message : null;
  return text(bodyMessage) ?? text(message) ?? text(error_message) ?? GENERIC_ERROR;
}

/**
 * The same, to be put into words where it shows (`useText`): the API's message, already in the
 * page's language (every call sends Accept-Language), else the generic fallback as a catalogue
 * text, so a Spanish page that cannot reach the API says so in Spanish.
 */
export function errorText(error: unknown): string | TextDescriptor {
  const message = errorMessage(error);
  return message === GENERIC_ERROR ? { id: 'errors.genericError' } : message;
}
