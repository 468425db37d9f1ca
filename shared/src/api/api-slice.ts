import { createApi } from '@reduxjs/toolkit/query/react';
import { portalBaseQuery } from './base-query';

/** Cache tags shared by all remotes, so a mutation in one refreshes queries in another. */
export const TAG_TYPES = [
  'Tenant',
  'Branding',
  'Client',
  'SensitiveData',
  'Session',
  'Transfer',
  'TransferType',
  'TransferFeeConfig',
  'BankAccount',
  'InstitutionLogo',
  'Office',
  'Realtor',
  'Message',
  'Document',
  'Passkey',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/**
 * The one RTK Query API slice of the page. It has no endpoints of its own: the shell and
 * each remote add theirs with `api.injectEndpoints`, one injection per feature file.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: portalBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
