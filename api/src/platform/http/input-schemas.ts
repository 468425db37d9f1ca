/**
 * JSON-schema caps for the inputs of the sign-in and sensitive-data routes: loose on purpose.
 * They only keep wrong types and huge values away from the shared yup schemas and the
 * services, which give the real rules and the requirements' messages.
 */

/** Bodies here are a few short fields; anything bigger is not a form. */
export const FORM_BODY_LIMIT_BYTES = 16 * 1024;

export const formText = { type: 'string', maxLength: 200 } as const;

/** Path ids are UUIDs; the services check the format, this only bounds the length. */
export const pathId = { type: 'string', maxLength: 64 } as const;
