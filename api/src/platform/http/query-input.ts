/**
 * Checks shared by the list and lookup services: page sizes, ids, filter text and dates.
 * Whatever a caller sends in `where` is either a narrowing of their scope or an error with a
 * message (400 BAD_USER_INPUT): never a database error, never a widening.
 */
import { normalizePhone } from '@portal/shared/format';
import { requireAuth } from './auth-context';
import { badUserInput } from './errors';
import type { OwnerScope } from '../database/owner-scope';
import { isUuid, type RequestScope } from './request-scope';
import type { ClientWhereInput } from '../graphql/resolver-types';

/** The most rows any list returns at once; also the default page size. */
export const MAX_PAGE_SIZE = 100;
/** The longest text a filter may hold (a phone, a landing page key, a search). */
export const MAX_FILTER_TEXT = 200;
/** The most values an `_in` list (or an OR) may hold. */
export const MAX_FILTER_LIST = 100;

export interface PageArgs {
  first?: number | null;
  skip?: number | null;
}

export interface Page {
  limit: number;
  offset: number;
}

export function pageOf({ first, skip }: PageArgs): Page {
  const limit = first ?? MAX_PAGE_SIZE;
  const offset = skip ?? 0;
  if (!Number.isInteger(limit) || limit < 0 || limit > MAX_PAGE_SIZE) {
    throw badUserInput(`first must be between 0 and ${MAX_PAGE_SIZE}`);
  }
  if (!Number.isInteger(offset) || offset < 0) throw badUserInput('skip must not be negative');
  return { limit, offset };
}

/** Marks a filter that can match nothing (an id that is not a UUID, another client's id, …). */
export const NO_MATCH = Symbol('no match');
export type Filter<T> = T | undefined | typeof NO_MATCH;

/** A UUID filter: undefined when absent, NO_MATCH when it cannot be an id. */
export function uuidFilter(value: string | null | undefined, field: string): Filter<string> {
  if (value === undefined || value === null) return undefined;
  filterText(value, field);
  return isUuid(value) ? value.toLowerCase() : NO_MATCH;
}

/** A list of UUIDs; values that are not UUIDs cannot match and are dropped. */
export function uuidListFilter(values: readonly string[] | null | undefined, field: string): string[] | undefined {
  if (values === undefined || values === null) return undefined;
  filterList(values, field);
  return values.filter((value) => filterText(value, field) !== undefined && isUuid(value)).map((v) => v.toLowerCase());
}

/** Bounded filter text: a huge value is a 400, not a slow query. */
export function filterText(value: string | null | undefined, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (value.length > MAX_FILTER_TEXT) throw badUserInput(`${field} must be at most ${MAX_FILTER_TEXT} characters`);
  return value;
}

export function filterList<T>(values: readonly T[] | null | undefined, field: string): T[] | undefined {
  if (values === undefined || values === null) return undefined;
  if (values.length > MAX_FILTER_LIST) throw badUserInput(`${field} may hold at most ${MAX_FILTER_LIST} values`);
  return [...values];
}

const ISO_DATE = /^[1-9]\d{3}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/** An ISO 8601 date or date-time filter (createdAt_gte, …). */
export function isoDateFilter(value: string | null | undefined, field: string): Date | undefined {
  if (value === undefined || value === null) return undefined;
  const date = ISO_DATE.test(value) ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) {
    throw badUserInput(`${field} must be an ISO 8601 date or date-time, e.g. 2025-01-31T00:00:00Z`);
  }
  return date;
}

/** The signed-in caller's client and tenant, or 401 UNAUTHENTICATED. */
export function requireOwner(scope: RequestScope): OwnerScope {
  const { clientId, tenantId } = requireAuth({ auth: scope.auth ?? null });
  return { clientId, tenantId };
}

/** What namesOwnClient needs of the clients' repository: the caller's own client by phone. */
export interface OwnClientLookup {
  findOwn(owner: OwnerScope, filter: { mobilePhone: string }): Promise<readonly unknown[]>;
}

/**
 * Whether `where.client` (id and/or phone) of a client-scoped list names the caller's own client. Anything else can
 * only narrow the answer to nothing.
 */
export async function namesOwnClient(
  where: ClientWhereInput | null | undefined,
  owner: OwnerScope,
  clients: OwnClientLookup,
): Promise<boolean> {
  const id = uuidFilter(where?.id, 'where.client.id');
  if (id === NO_MATCH || (id !== undefined && id !== owner.clientId)) return false;
  const phone = filterText(where?.mobilePhone, 'where.client.mobilePhone');
  if (phone === undefined) return true;
  const mobilePhone = normalizePhone(phone);
  return mobilePhone !== null && (await clients.findOwn(owner, { mobilePhone })).length > 0;
}
