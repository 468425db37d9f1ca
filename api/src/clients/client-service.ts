import { isLocale, type TextDescriptor } from '@portal/shared/i18n';
import { normalizePhone } from '@portal/shared/format';
import { noticePreferenceSchema, profileSchema, VALIDATION_TEXTS as M } from '@portal/shared/validation';
import { object, string, type AnySchema } from 'yup';
import { badUserInput, notFound } from '../platform/http/errors';
import type { ClientChanges, ClientRepository, ClientRow } from './client-repository';
import type { TextOptOutRepository } from './text-opt-out-repository';
import { filterText, NO_MATCH, pageOf, requireOwner, uuidFilter } from '../platform/http/query-input';
import type { ClientUpdateInput, QueryAllClientsArgs } from '../platform/graphql/resolver-types';
import { isUuid, type RequestScope } from '../platform/http/request-scope';

export const CLIENT_NOT_FOUND_MESSAGE: TextDescriptor = { id: 'clients.notFound' };
export const PHONE_NOT_CHANGEABLE: TextDescriptor = { id: 'clients.phoneNotChangeable' };
/** Free text the shared schemas leave unbounded (addresses) is capped at this length. */
export const MAX_CLIENT_TEXT = 200;

/** Profile fields take the profile form's rules (names at most 30, e-mail at most 50, a US state). */
const PROFILE_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'email',
  'address1',
  'address2',
  'city',
  'state',
  'zipcode',
] as const;
const PROPERTY_FIELDS = [
  'propertyAddress1',
  'propertyAddress2',
  'propertyCity',
  'propertyState',
  'propertyZipcode',
] as const;
const REQUIRED_FIELDS = new Set<string>(['firstName', 'lastName']);

const capped = () => string().trim().max(MAX_CLIENT_TEXT, M.maxLength);
/** The property address takes the same state and ZIP rules as the client's own address. */
const propertyRules: Record<(typeof PROPERTY_FIELDS)[number], AnySchema> = {
  propertyAddress1: capped(),
  propertyAddress2: capped(),
  propertyCity: capped(),
  propertyState: profileSchema.fields.state as AnySchema,
  propertyZipcode: profileSchema.fields.zipcode as AnySchema,
};

export function createClientService(clients: ClientRepository, textOptOuts: TextOptOutRepository) {
  return {
    /** allClients: the session's own client, when it matches `where` (Keystone-style filters). */
    async findClients(query: QueryAllClientsArgs, scope: RequestScope): Promise<ClientRow[]> {
      const owner = requireOwner(scope);
      const { limit, offset } = pageOf(query);
      const id = uuidFilter(query.where?.id, 'where.id');
      const phone = filterText(query.where?.mobilePhone, 'where.mobilePhone');
      const mobilePhone = phone === undefined ? undefined : normalizePhone(phone);
      if (id === NO_MATCH || mobilePhone === null || limit === 0 || offset > 0) return [];
      return clients.findOwn(owner, { id, mobilePhone });
    },

    /** Client(where: { id }): null for any id but the session's own. */
    async findClient(where: { id: string }, scope: RequestScope): Promise<ClientRow | null> {
      const owner = requireOwner(scope);
      const id = uuidFilter(where.id, 'where.id');
      if (id === undefined || id === NO_MATCH) return null;
      const [row] = await clients.findOwn(owner, { id });
      return row ?? null;
    },

    /**
     * Profile and step-2 edits of the session's own client. Each field given is checked with
     * the shared profile rules; null or blank clears an optional field. Another client's id is
     * answered as an unknown one.
     */
    async updateClient(id: string, data: ClientUpdateInput, scope: RequestScope): Promise<ClientRow> {
      const owner = requireOwner(scope);
      if (!isUuid(id) || id.toLowerCase() !== owner.clientId) throw notFound(CLIENT_NOT_FOUND_MESSAGE);
      const [current] = await clients.findOwn(owner);
      if (!current) throw notFound(CLIENT_NOT_FOUND_MESSAGE);

      const changes = await validateClientChanges(data);
      refuseIncompleteContact(current, changes);
      if (data.mobilePhone !== undefined && data.mobilePhone !== null) {
        const same =
          data.mobilePhone.length <= MAX_CLIENT_TEXT && normalizePhone(data.mobilePhone) === current.mobilePhone;
        if (!same) throw badUserInput(PHONE_NOT_CHANGEABLE);
      }
      const updated = await clients.updateOwn(owner, changes);
      if (!updated) throw notFound(CLIENT_NOT_FOUND_MESSAGE);
      return updated;
    },

    /**
     * setClientLanguage: the session's own client (never another, whatever the caller sends),
     * checked again here although GraphQL's Language enum admits only en and es.
     */
    async setLanguage(language: unknown, scope: RequestScope): Promise<ClientRow> {
      const owner = requireOwner(scope);
      if (!isLocale(language)) throw badUserInput({ id: 'clients.languageInvalid' });
      const updated = await clients.updateOwn(owner, { language });
      if (!updated) throw notFound(CLIENT_NOT_FOUND_MESSAGE);
      return updated;
    },

    /** Client.textsOptedOut: the row is one the session may read (every Client resolver scopes it). */
    textsOptedOut(row: ClientRow): Promise<boolean> {
      return textOptOuts.isOptedOut(row.mobilePhone);
    },
  };
}

async function validateClientChanges(data: ClientUpdateInput): Promise<ClientChanges> {
  const fields = [...PROFILE_FIELDS, ...PROPERTY_FIELDS].filter((field) => data[field] !== undefined);
  // Lengths first: a megabyte of text is refused before any pattern runs over it.
  for (const field of fields) {
    if ((data[field]?.length ?? 0) > MAX_CLIENT_TEXT) throw badUserInput(M.maxLength);
  }
  const shape: Record<string, AnySchema> = {};
  for (const field of fields) {
    shape[field] = isProfileField(field) ? (profileSchema.fields[field] as AnySchema) : propertyRules[field];
  }
  const values = Object.fromEntries(fields.map((field) => [field, data[field] ?? '']));
  const valid = (await object(shape).validate(values, { abortEarly: false, stripUnknown: true })) as Record<
    string,
    string | undefined
  >;
  const changes: Record<string, string | null> = {};
  for (const field of fields) {
    const value = valid[field]?.trim() ?? '';
    // Names are required by the schema, so only optional fields are ever cleared.
    changes[field] = value === '' && !REQUIRED_FIELDS.has(field) ? null : value;
  }
  // The /account choice, with the browser's own schema; null means "leave it".
  if (data.noticeChannel !== undefined && data.noticeChannel !== null) {
    const { noticeChannel } = await noticePreferenceSchema.validate({ noticeChannel: data.noticeChannel });
    changes.noticeChannel = noticeChannel;
  }
  return changes as ClientChanges;
}

/** What step-2 requires (requirements §5) and the payments customer is made from. */
const STEP2_CONTACT_FIELDS = ['email', 'address1', 'city', 'state', 'zipcode'] as const;

/**
 * Step-2's required fields held on the server, where the profile's optional ones meet them: a
 * field the client has given cannot be blanked again (the payments customer was made from it).
 * A client who has not given it yet may leave it blank (the profile's fields are optional).
 */
function refuseIncompleteContact(current: ClientRow, changes: ClientChanges): void {
  for (const field of STEP2_CONTACT_FIELDS) {
    const blanked = field in changes && (changes as Record<string, string | null>)[field] === null;
    if (blanked && current[field] !== null) throw badUserInput(M.required);
  }
}

function isProfileField(field: string): field is (typeof PROFILE_FIELDS)[number] {
  return (PROFILE_FIELDS as readonly string[]).includes(field);
}

export type ClientService = ReturnType<typeof createClientService>;
