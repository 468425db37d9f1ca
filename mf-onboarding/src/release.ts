declare const __PORTAL_RELEASE__: string | undefined;

/** Which build of this remote is running: webpack defines it per build; tests have none. */
export const RELEASE = typeof __PORTAL_RELEASE__ === 'string' ? __PORTAL_RELEASE__ : 'test';
