import { randomUUID } from 'node:crypto';

/**
 * Object keys are namespaced by tenant and client, `tenants/<tenantId>/clients/<clientId>/<type>/<uuid>.<ext>`,
 * so one client's documents can be listed, checked for ownership or deleted by prefix.
 */
const SEGMENT = '[A-Za-z0-9][A-Za-z0-9._-]{0,127}';
// Every segment starts with a letter or digit, so "." and ".." can never appear as one.
const VALID_KEY = new RegExp(`^tenants/${SEGMENT}(?:/${SEGMENT}){1,8}$`);
const CLIENT_KEY = /^tenants\/([^/]+)\/clients\/([^/]+)\/([^/]+)\/[^/]+$/;
const ID = /^[A-Za-z0-9-]{1,64}$/;
const TYPE = /^[a-z0-9][a-z0-9-]{0,39}$/;
const EXTENSION = /^[a-z0-9]{1,8}$/;

export class InvalidObjectKeyError extends Error {
  constructor(key: string) {
    super(`Invalid object key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'InvalidObjectKeyError';
  }
}

export function assertValidObjectKey(key: string): void {
  if (!VALID_KEY.test(key)) throw new InvalidObjectKeyError(key);
}

export interface ClientObjectKeyParts {
  tenantId: string;
  clientId: string;
  /** e.g. passport, license, receipt, notice */
  type: string;
}

export function clientObjectKey({ tenantId, clientId, type }: ClientObjectKeyParts, extension: string): string {
  const ext = extension.toLowerCase().replace(/^\./, '');
  if (!ID.test(tenantId) || !ID.test(clientId) || !TYPE.test(type) || !EXTENSION.test(ext)) {
    throw new InvalidObjectKeyError(`tenants/${tenantId}/clients/${clientId}/${type}/*.${ext}`);
  }
  return `tenants/${tenantId}/clients/${clientId}/${type}/${randomUUID()}.${ext}`;
}

/** The tenant, client and type a client object key belongs to; null for any other key. */
export function parseClientObjectKey(key: string): ClientObjectKeyParts | null {
  if (!VALID_KEY.test(key)) return null;
  const match = CLIENT_KEY.exec(key);
  if (!match) return null;
  const [, tenantId = '', clientId = '', type = ''] = match;
  return { tenantId, clientId, type };
}
