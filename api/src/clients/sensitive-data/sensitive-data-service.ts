import type { EncryptedSensitiveData, SensitiveDataView } from '@portal/shared/contracts';
import { parseDate } from '@portal/shared/format';
import { profileSchema, VALIDATION_TEXTS } from '@portal/shared/validation';
import type { Clock } from '../../platform/clock';
import type { SensitiveDataKey } from '../../platform/database/schema';
import { badUserInput } from '../../platform/http/errors';
import type { DataCipher } from '../../platform/security/data-cipher';
import type { SealedFields, SensitiveDataOwner, SensitiveDataRepository } from './sensitive-data-repository';
import type { TransportKey } from '../../platform/security/transport-key';

export const UNREADABLE_CIPHERTEXT =
  'The SSN or date of birth could not be read. Please reload the page and try again.';

/** The same rules as the profile and step-2 forms: each field optional here, checked when given. */
const sensitiveFieldsSchema = profileSchema.pick(['ssn', 'dateOfBirth']);

const STORED_DATE = 'YYYY-MM-DD';

// '1990-01-15' becomes two asterisks, a slash, two asterisks, a slash and 1990.
export function maskDateOfBirth(stored: string): string | null {
  const date = parseDate(stored);
  return date ? `**/**/${date.format('YYYY')}` : null;
}

export function createSensitiveDataService(deps: {
  repository: SensitiveDataRepository;
  cipher: DataCipher;
  transportKey: TransportKey;
  clock: Clock;
}) {
  const { repository, cipher, transportKey, clock } = deps;
  // Binds each ciphertext to its owner and field (see data-cipher.ts).
  const context = (owner: SensitiveDataOwner, key: SensitiveDataKey) =>
    `sensitive_data:${owner.tenantId}:${owner.clientId}:${key}`;

  const decrypt = (ciphertext: string | undefined): string | undefined => {
    if (ciphertext === undefined) return undefined;
    const plaintext = transportKey.decrypt(ciphertext);
    if (plaintext === null) throw badUserInput(UNREADABLE_CIPHERTEXT);
    return plaintext;
  };

  async function read(owner: SensitiveDataOwner): Promise<SensitiveDataView> {
    const sealed = await repository.find(owner);
    const ssn = sealed.SSN ? cipher.open(sealed.SSN, context(owner, 'SSN')) : null;
    const dob = sealed.DOB ? cipher.open(sealed.DOB, context(owner, 'DOB')) : null;
    return {
      hasSsn: ssn !== null,
      ssnMasked: ssn === null ? null : `***-**-${ssn}`,
      hasDob: dob !== null,
      dobMasked: dob === null ? null : maskDateOfBirth(dob),
    };
  }

  return {
    /** Decrypts, validates with the shared schema, seals each given field and stores it. */
    async save(owner: SensitiveDataOwner, input: EncryptedSensitiveData): Promise<SensitiveDataView> {
      const now = clock();
      const values = await sensitiveFieldsSchema.validate(
        { ssn: decrypt(input.ssn), dateOfBirth: decrypt(input.dob) },
        { abortEarly: false, context: { today: now } },
      );
      const fields: SealedFields = {};
      if (values.ssn) fields.SSN = cipher.seal(values.ssn.replaceAll('-', ''), context(owner, 'SSN'));
      if (values.dateOfBirth) {
        // Valid by the schema, so it parses; stored in one canonical form whatever was typed.
        const dateOfBirth = parseDate(values.dateOfBirth)!.format(STORED_DATE);
        fields.DOB = cipher.seal(dateOfBirth, context(owner, 'DOB'));
      }
      if (!fields.SSN && !fields.DOB) throw badUserInput(VALIDATION_TEXTS.required);
      await repository.save(owner, fields, now);
      return read(owner);
    },

    read,

    /**
     * The clear SSN last four and date of birth (YYYY-MM-DD), for creating the client's
     * payments customer only (banking/payments-customer.ts): never returned or logged.
     * Null when either is missing.
     */
    async reveal(owner: SensitiveDataOwner): Promise<{ ssnLast4: string; dateOfBirth: string } | null> {
      const sealed = await repository.find(owner);
      if (!sealed.SSN || !sealed.DOB) return null;
      return {
        ssnLast4: cipher.open(sealed.SSN, context(owner, 'SSN')),
        dateOfBirth: cipher.open(sealed.DOB, context(owner, 'DOB')),
      };
    },
  };
}

export type SensitiveDataService = ReturnType<typeof createSensitiveDataService>;
