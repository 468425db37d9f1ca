import { DEFAULT_PURPOSE } from '@portal/shared/constants';
import { centsToDecimal, decimalToCents } from '@portal/shared/money';
import type { Realtor } from '@portal/shared';
import type { TransferValues } from '@portal/shared/validation';
import type { TransferRecord } from '../../transfers/api/get-transfer';
import type { TransferDraftInput } from '../api/save-transfer';

export type DetailsValues = { [K in keyof TransferValues]-?: string };

interface OtherIndividuals {
  agentFullName?: string;
  email?: string;
  phoneNumber?: string;
}

function otherIndividualsOf(text: string | null | undefined): OtherIndividuals {
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as OtherIndividuals) : {};
  } catch {
    return {};
  }
}

/** The form's starting values: the transfer being continued, else blanks and the default purpose. */
export function initialValues(transfer: TransferRecord | null, purposes: readonly string[]): DetailsValues {
  const agent = otherIndividualsOf(transfer?.otherIndividuals);
  const amount = transfer && decimalToCents(transfer.amount) ? transfer.amount : '';
  const fallbackPurpose = purposes.includes(DEFAULT_PURPOSE) ? DEFAULT_PURPOSE : (purposes[0] ?? DEFAULT_PURPOSE);
  return {
    purpose: transfer?.purpose || fallbackPurpose,
    propertyAddress1: transfer?.propertyAddress1 ?? '',
    propertyAddress2: transfer?.propertyAddress2 ?? '',
    propertyCity: transfer?.propertyCity ?? '',
    propertyState: transfer?.propertyState ?? '',
    propertyZipcode: transfer?.propertyZipcode ?? '',
    notes: transfer?.notes[0]?.note ?? '',
    amount,
    amountCompare: amount,
    office: transfer?.office?.id ?? '',
    agent: transfer?.agent?.id ?? '',
    agentName: agent.agentFullName ?? '',
    agentEmail: agent.email ?? '',
    agentPhone: agent.phoneNumber ?? '',
  };
}

/** Agent name, e-mail and phone belong only to an earnest money deposit (requirements §2). */
export function asksForAgentDetails(purpose: string): boolean {
  return purpose === DEFAULT_PURPOSE;
}

export interface DraftRefs {
  transferTypeId: string | null;
  sourceId: string;
  escrowId: string;
  routingType: 'office' | 'agent' | 'other';
  sessionRealtor: Realtor | null;
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());
const connect = (id: string) => ({ connect: { id } });

/** The createTransfer/updateTransfer data of a valid form (amounts as plain decimals). */
export function draftInput(values: DetailsValues, refs: DraftRefs): TransferDraftInput {
  const amount = centsToDecimal(decimalToCents(values.amount) ?? 0);
  const agentDetails = asksForAgentDetails(values.purpose)
    ? { agentFullName: values.agentName.trim(), email: values.agentEmail.trim(), phoneNumber: values.agentPhone.trim() }
    : null;
  const hasAgentDetails = agentDetails !== null && Object.values(agentDetails).some(Boolean);
  return {
    purpose: values.purpose,
    propertyAddress1: values.propertyAddress1.trim(),
    propertyAddress2: blankToNull(values.propertyAddress2),
    propertyCity: values.propertyCity.trim(),
    propertyState: values.propertyState,
    propertyZipcode: values.propertyZipcode.trim(),
    notes: values.notes.trim() ? [{ note: values.notes.trim() }] : [],
    amount,
    amountCompare: amount,
    otherIndividuals: hasAgentDetails ? JSON.stringify(agentDetails) : null,
    ...(refs.transferTypeId && { transferType: connect(refs.transferTypeId) }),
    sourceBankAccount: connect(refs.sourceId),
    destBankAccount: connect(refs.escrowId),
    escrowBankAccount: connect(refs.escrowId),
    ...(refs.routingType === 'office' && values.office && { office: connect(values.office) }),
    ...(refs.routingType === 'agent' && !refs.sessionRealtor && values.agent && { agent: connect(values.agent) }),
    ...(refs.sessionRealtor && { realtor: connect(refs.sessionRealtor.id) }),
  };
}
