/** No required text for a screen without its transfer (no id, or not the client's). */
export const TRANSFER_NOT_FOUND = 'This transfer could not be found.';
