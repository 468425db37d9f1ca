/** Value lists the schema's CHECK constraints hold columns to, and the shapes of its JSON columns. */

export const ROUTING_TYPES = ['office', 'agent', 'other'] as const;
export type RoutingType = (typeof ROUTING_TYPES)[number];

export const SENSITIVE_DATA_KEYS = ['SSN', 'DOB'] as const;
export type SensitiveDataKey = (typeof SENSITIVE_DATA_KEYS)[number];

export const BANK_ACCOUNT_OWNER_TYPES = ['tenant', 'client'] as const;
export const CLIENT_DOCUMENT_TYPES = ['receipt', 'escrow agreement'] as const;
export const IDENTITY_DOCUMENT_TYPES = ['Passport', 'License'] as const;
export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
/** attempting: committed before the vendor call; delivered: the vendor accepted it; refused: the vendor answered no. */
export const JOB_EFFECT_STATES = ['attempting', 'delivered', 'refused'] as const;

export interface TransferPurposes {
  purposes: string[];
}
export interface TransferNote {
  note: string;
}
export interface OtherIndividuals {
  agentFullName?: string;
  email?: string;
  phoneNumber?: string;
}
export interface RealtorLicense {
  state: string;
  licenseNumber: string;
}
export interface Brokerage {
  name?: string;
  logoURL?: string;
  websiteURL?: string;
  officePhone?: string;
}
