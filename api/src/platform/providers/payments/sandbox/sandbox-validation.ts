/**
 * The checks Dwolla makes before it creates anything, with its error codes: the sandbox is as
 * strict as the vendor, so code that passes here does not meet its first ValidationError in
 * production. Every refusal is a definitive one (retryable false), as Dwolla's 4xx are.
 */
import { ProviderError } from '../../provider-error';
import type { CreateCustomerRequest, UploadDocumentRequest } from '../payments-provider';

export const SANDBOX_PROVIDER = 'sandbox-payments';

export function refuse(code: string, message: string): ProviderError {
  return new ProviderError(SANDBOX_PROVIDER, code, message, false);
}

/** Dwolla's 400 ValidationError names the offending field by JSON pointer. */
export function invalid(path: string, message: string): ProviderError {
  return refuse('ValidationError', `${path}: ${message}`);
}

export function notFound(what: string): ProviderError {
  return refuse('NotFound', `${what} not found.`);
}

const US_STATES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY ' +
    'NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'
  ).split(' '),
);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PO_BOX = /\b(p\.?\s*o\.?\s*box|post\s+office\s+box)\b/i;

function requireText(path: string, value: string, max: number): void {
  if (value.trim() === '') throw invalid(path, 'Required.');
  if (value.length > max) throw invalid(path, `Must be ${max} characters or fewer.`);
}

/** Age in whole years on `now`'s UTC date, or null for an impossible date. */
function ageOn(dateOfBirth: string, now: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  let age = now.getUTCFullYear() - year;
  if (now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day)) age -= 1;
  return age;
}

/** A personal verified customer, as POST /customers checks it. */
export function validateCustomer(request: CreateCustomerRequest, now: Date): void {
  requireText('/firstName', request.firstName, 50);
  requireText('/lastName', request.lastName, 50);
  if (!EMAIL.test(request.email)) throw invalid('/email', 'Invalid parameter.');
  requireText('/address1', request.address1, 50);
  if (PO_BOX.test(request.address1)) throw invalid('/address1', 'Address cannot be a PO Box.');
  if ((request.address2 ?? '').length > 50) throw invalid('/address2', 'Must be 50 characters or fewer.');
  requireText('/city', request.city, 50);
  if (!US_STATES.has(request.state)) throw invalid('/state', 'Invalid parameter.');
  if (!/^\d{5}(-\d{4})?$/.test(request.postalCode)) throw invalid('/postalCode', 'Invalid parameter.');
  const age = ageOn(request.dateOfBirth, now);
  if (age === null) throw invalid('/dateOfBirth', 'Invalid parameter.');
  if (age < 18 || age > 125) throw invalid('/dateOfBirth', 'Customer must be at least 18 years old.');
  if (!/^\d{4}$/.test(request.ssnLast4)) throw invalid('/ssn', 'Invalid parameter.');
}

/** An ABA routing number: nine digits whose weighted sum (3, 7, 1 …) is a multiple of 10. */
export function validateBankNumbers(routingNumber: string, accountNumber: string): void {
  const digits = routingNumber.split('').map(Number);
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const checksum = digits.reduce((sum, digit, index) => sum + digit * (weights[index] ?? 0), 0);
  if (!/^\d{9}$/.test(routingNumber) || checksum % 10 !== 0) throw invalid('/routingNumber', 'Invalid parameter.');
  if (!/^\d{4,17}$/.test(accountNumber)) throw invalid('/accountNumber', 'Invalid parameter.');
}

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** Dwolla takes JPEG, PNG and PDF up to 10 MB; the content decides, not the name. */
export function validateDocument(document: UploadDocumentRequest): void {
  if (!['passport', 'license', 'idCard'].includes(document.type)) throw invalid('/documentType', 'Invalid parameter.');
  if (document.file.length === 0 || document.file.length > MAX_DOCUMENT_BYTES)
    throw invalid('/file', 'File must be larger than 0 bytes and at most 10 MB.');
  const head = document.file.subarray(0, 8);
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  const png = head.equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const pdf = head.subarray(0, 5).toString('latin1') === '%PDF-';
  if (!jpeg && !png && !pdf) throw invalid('/file', 'File type must be .jpg, .jpeg, .png or .pdf.');
}
