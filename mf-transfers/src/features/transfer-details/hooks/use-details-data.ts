import { REALTOR_ID_LENGTH } from '@portal/shared/constants';
import { selectRealtor, skipToken, useAppSelector, useTenant, type Realtor, type Tenant } from '@portal/shared';
import { useGetTransferQuery, type TransferRecord } from '../../transfers/api/get-transfer';
import { useGetAgentsQuery, type AgentRecord } from '../api/get-agents';
import { useGetEscrowAccountQuery, type EscrowAccount } from '../api/get-escrow-account';
import { NO_FEE, useGetFeeConfigQuery, type FeeConfig } from '../api/get-fee-config';
import { useGetOfficesQuery, type OfficeRecord } from '../api/get-offices';
import { useGetSourceAccountQuery, type SourceAccount } from '../api/get-source-account';
import { useGetClientTransferTypeQuery, type TransferTypeRecord } from '../api/get-transfer-types';

export interface DetailsData {
  tenant: Tenant;
  transfer: TransferRecord | null;
  transferType: TransferTypeRecord | null;
  /** The client's account paying; null when none was chosen or it is not the client's. */
  source: SourceAccount | null;
  /** The tenant's escrow account; null: 'Destination account not found, please contact support'. */
  escrow: EscrowAccount | null;
  fee: FeeConfig;
  offices: OfficeRecord[];
  agents: AgentRecord[];
  /** The agent fixed by a landing page or the session (requirements §6): no picker then. */
  sessionRealtor: Realtor | null;
}

export type DetailsLoad =
  { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'ready'; data: DetailsData };

/**
 * Everything the details step needs: the transfer being continued (?go_to_transfer), the
 * account chosen on step-select-account (?bank_account, else the transfer's own), the
 * tenant's escrow account, fee, transfer type, and the office or agent choices of its routing.
 */
export function useDetailsData(transferId: string | null, bankAccountId: string | null): DetailsLoad {
  const { data: tenant } = useTenant();
  const realtor = useAppSelector(selectRealtor);
  const sessionRealtor = realtor && realtor.id.length === REALTOR_ID_LENGTH ? realtor : null;

  const transfer = useGetTransferQuery(transferId ?? skipToken);
  const sourceId = bankAccountId ?? transfer.data?.sourceBankAccount?.id ?? null;
  const waitingForTransfer = transferId !== null && transfer.isLoading;
  const source = useGetSourceAccountQuery(sourceId ?? skipToken);
  const transferType = useGetClientTransferTypeQuery();
  const escrow = useGetEscrowAccountQuery(tenant?.id ?? skipToken);
  const fee = useGetFeeConfigQuery(tenant?.identifier ?? skipToken);
  const offices = useGetOfficesQuery(tenant?.routingType === 'office' ? tenant.id : skipToken);
  const agents = useGetAgentsQuery(tenant?.routingType === 'agent' && !sessionRealtor ? tenant.id : skipToken);

  const queries = [transfer, source, transferType, escrow, fee, offices, agents];
  const failed = queries.find((query) => query.isError);
  if (failed) return { state: 'error', error: failed.error };
  if (!tenant || waitingForTransfer || queries.some((query) => query.isLoading)) return { state: 'loading' };
  return {
    state: 'ready',
    data: {
      tenant,
      transfer: transfer.data ?? null,
      transferType: transferType.data ?? null,
      source: sourceId ? (source.data ?? null) : null,
      escrow: escrow.data ?? null,
      fee: fee.data ?? NO_FEE,
      offices: offices.data ?? [],
      agents: agents.data ?? [],
      sessionRealtor,
    },
  };
}
