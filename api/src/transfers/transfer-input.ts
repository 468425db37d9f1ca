/**
 * What a client may send to create or change a transfer, and its checks: field lengths, the
 * shared form rules (the same yup schemas the browser uses), references to the client's own
 * records, and the parsing of the free-form parts (other individuals, notes, closing date).
 */
import type { TextDescriptor } from '@portal/shared/i18n';
import {
  EMAIL_MAX,
  isTransferStatus,
  REGISTRATION_NAME_MAX,
  ERROR_TEXTS,
  type TransferStatus,
} from '@portal/shared/constants';
import { normalizePhone, parseDate } from '@portal/shared/format';
import { EMAIL_PATTERN, transferSchema, VALIDATION_TEXTS as M } from '@portal/shared/validation';
import { object, string, type AnySchema } from 'yup';
import type { OtherIndividuals, TransferNote } from '../platform/database/schema';
import { badUserInput, notFound } from '../platform/http/errors';
import { centsToDecimal, decimalToCents } from '../platform/money';
import type { BankAccountRow } from '../banking';
import type { OwnerScope } from '../platform/database/owner-scope';
import type { TransferChanges, TransferRow } from './transfer-repository';
import { CLIENT_NOT_FOUND_MESSAGE } from '../clients';
import { filterText } from '../platform/http/query-input';
import type { RelateToOneInput, TransferCreateInput, TransferUpdateInput } from '../platform/graphql/resolver-types';

export const OTHER_INDIVIDUALS_FORMAT =
  'otherIndividuals must be JSON text of an object with agentFullName, email and phoneNumber';

/** Longest free text per field; anything the shared rules leave unbounded gets one. */
export const TEXT_LIMITS: Record<string, number> = { emailMessage: 2000, otherIndividuals: 1000 };
export const DEFAULT_TEXT_LIMIT = 200;
export const MAX_NOTES = 50;
export const MAX_NOTE_LENGTH = 1000;

export const TEXT_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'email',
  'mobilePhone',
  'propertyAddress1',
  'propertyAddress2',
  'propertyCity',
  'propertyState',
  'propertyZipcode',
  'purpose',
  'expectedClosingDate',
  'sellerName',
  'emailMessage',
] as const satisfies ReadonlyArray<keyof TransferInput>;
export type TextField = (typeof TEXT_FIELDS)[number];

/** A relation a client sets on a transfer: `{ connect: { id } }`, or `{ disconnectAll: true }` to clear it. */
export type RelateToOne = RelateToOneInput;

/** What a client sends to create or change a transfer (createTransfer's and updateTransfer's `data`: the same fields). */
export type TransferInput = TransferCreateInput | TransferUpdateInput;

export function checkTextLengths(data: TransferInput): void {
  for (const [field, value] of Object.entries(data)) {
    if (typeof value === 'string' && value.length > (TEXT_LIMITS[field] ?? DEFAULT_TEXT_LIMIT)) {
      throw badUserInput(M.maxLength);
    }
  }
  if (data.notes) {
    if (data.notes.length > MAX_NOTES) throw badUserInput(`A transfer may have at most ${MAX_NOTES} notes`);
    if (data.notes.some(({ note }) => note.length > MAX_NOTE_LENGTH)) throw badUserInput(M.maxLength);
  }
}

/** `client` and `tenant` are the session's: naming another is answered as an unknown id. */
export function checkOwnReferences(data: TransferInput, owner: OwnerScope): void {
  const own = (input: RelateToOne | null | undefined, ownId: string, message: TextDescriptor | string) => {
    if (!input) return;
    if (input.disconnectAll) throw badUserInput('A transfer always belongs to its client and tenant');
    const id = input.connect?.id;
    if (id !== undefined && (filterText(id, 'connect.id') ?? '').toLowerCase() !== ownId) throw notFound(message);
  };
  own(data.client, owner.clientId, CLIENT_NOT_FOUND_MESSAGE);
  own(data.tenant, owner.tenantId, ERROR_TEXTS.TENANT_NOT_FOUND);
}

const text = (max: number) => string().trim().max(max, M.maxLength);
const personName = () => text(REGISTRATION_NAME_MAX);
const email = () =>
  string().trim().max(EMAIL_MAX, M.maxLength).matches(EMAIL_PATTERN, { message: M.email, excludeEmptyString: true });
const phone = () =>
  string()
    .trim()
    .test('us-phone', M.phone, (value) => !value || normalizePhone(value) !== null);

/** A closing date as YYYY-MM-DD or MM/DD/YYYY, within a sane range; stored as YYYY-MM-DD. */
function closingDate(value: string): string | null {
  const parsed = parseDate(value);
  if (!parsed || parsed.year() < 1900 || parsed.year() > 2200) return null;
  return parsed.format('YYYY-MM-DD');
}

export async function validateFields(
  data: TransferInput,
  current: TransferRow | null,
  sourceChanged: boolean,
  sourceAccount: BankAccountRow | null,
  fee: { feeCents: number; clientPays: boolean },
): Promise<TransferChanges> {
  const form = transferSchema({
    routingType: 'other',
    balanceCents: sourceAccount?.balanceCents ?? null,
    feeCents: fee.feeCents,
    clientPays: fee.clientPays,
  }).fields;
  const rules: Record<TextField, AnySchema> = {
    firstName: personName(),
    middleName: personName(),
    lastName: personName(),
    email: email(),
    mobilePhone: phone(),
    propertyAddress1: form.propertyAddress1 as AnySchema,
    propertyAddress2: form.propertyAddress2 as AnySchema,
    propertyCity: form.propertyCity as AnySchema,
    propertyState: form.propertyState as AnySchema,
    propertyZipcode: form.propertyZipcode as AnySchema,
    purpose: form.purpose as AnySchema,
    expectedClosingDate: string()
      .trim()
      .test('date', M.date, (value) => !value || closingDate(value) !== null),
    sellerName: text(DEFAULT_TEXT_LIMIT),
    emailMessage: text(TEXT_LIMITS.emailMessage!),
  };
  const shape: Record<string, AnySchema> = {};
  const values: Record<string, string> = {};
  for (const field of TEXT_FIELDS) {
    if (data[field] === undefined) continue;
    shape[field] = rules[field];
    values[field] = data[field] ?? '';
  }

  // The amount: when given, or when a new source account must cover the stored one.
  const storedAmount = current && current.amountCents > 0 ? centsToDecimal(current.amountCents) : undefined;
  const amount =
    data.amount !== undefined
      ? (data.amount ?? '')
      : data.amountCompare !== undefined || sourceChanged
        ? storedAmount
        : undefined;
  if (amount !== undefined) {
    shape.amount = form.amount as AnySchema;
    values.amount = amount;
  }
  if (data.amountCompare !== undefined) {
    shape.amountCompare = form.amountCompare as AnySchema;
    values.amountCompare = data.amountCompare ?? '';
    if (amount === undefined) {
      shape.amount = form.amount as AnySchema;
      values.amount = '';
    }
  }

  const agent = data.otherIndividuals === undefined ? undefined : parseOtherIndividuals(data.otherIndividuals);
  if (agent) {
    Object.assign(shape, { agentName: text(100), agentEmail: form.agentEmail, agentPhone: form.agentPhone });
    Object.assign(values, {
      agentName: agent.agentFullName ?? '',
      agentEmail: agent.email ?? '',
      agentPhone: agent.phoneNumber ?? '',
    });
  }

  const valid = (await object(shape).validate(values, { abortEarly: false, stripUnknown: true })) as Record<
    string,
    string | undefined
  >;

  const changes: TransferChanges = {};
  for (const field of TEXT_FIELDS) {
    if (data[field] === undefined) continue;
    const value = valid[field]?.trim() ?? '';
    if (field === 'mobilePhone') changes.mobilePhone = value ? normalizePhone(value) : null;
    else if (field === 'expectedClosingDate') changes.expectedClosingDate = value ? closingDate(value) : null;
    else changes[field] = value || null;
  }
  if (data.amount !== undefined) {
    try {
      changes.amountCents = decimalToCents(valid.amount?.trim() ?? '');
    } catch {
      // The shared rule reads display strings ("$1,234.50"); the API takes plain decimals only.
      throw badUserInput(M.amount);
    }
  }
  if (data.otherIndividuals !== undefined) {
    changes.otherIndividuals = agent
      ? compact({
          agentFullName: valid.agentName?.trim(),
          email: valid.agentEmail?.trim(),
          phoneNumber: valid.agentPhone ? (normalizePhone(valid.agentPhone) ?? undefined) : undefined,
        })
      : null;
  }
  if (data.notes !== undefined) changes.notes = notesOf(data.notes);
  return changes;
}

export function notesOf(notes: Array<{ note: string }> | null): TransferNote[] {
  return (notes ?? []).map(({ note }) => ({ note: note.trim() })).filter(({ note }) => note !== '');
}

/** JSON text of { agentFullName, email, phoneNumber } (each optional); null or blank clears it. */
export function parseOtherIndividuals(textValue: string | null): OtherIndividuals | null {
  if (textValue === null || textValue.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(textValue);
  } catch {
    throw badUserInput(OTHER_INDIVIDUALS_FORMAT);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw badUserInput(OTHER_INDIVIDUALS_FORMAT);
  const allowed = ['agentFullName', 'email', 'phoneNumber'];
  const entries = Object.entries(parsed);
  if (entries.some(([key, value]) => !allowed.includes(key) || (value !== null && typeof value !== 'string'))) {
    throw badUserInput(OTHER_INDIVIDUALS_FORMAT);
  }
  const values = Object.fromEntries(entries.filter(([, value]) => typeof value === 'string')) as OtherIndividuals;
  return Object.values(values).some((value) => value && value.trim() !== '') ? values : null;
}

function compact(values: OtherIndividuals): OtherIndividuals | null {
  const kept = Object.fromEntries(Object.entries(values).filter(([, value]) => value)) as OtherIndividuals;
  return Object.keys(kept).length > 0 ? kept : null;
}

/** A status named in input: one the portal knows, else 400 naming the field. */
export function knownStatus(value: string, field: string): TransferStatus {
  filterText(value, field);
  if (!isTransferStatus(value)) throw badUserInput(`${field}: unknown transfer status "${value}"`);
  return value;
}
