import { storedStatusesOf, type TransferStatus } from '@portal/shared/constants';
/** Reading the session's transfers: allTransfers, its count, and Transfer(where: { id }). */
import type { ClientRepository } from '../clients';
import {
  filterList,
  isoDateFilter,
  namesOwnClient,
  NO_MATCH,
  pageOf,
  requireOwner,
  uuidFilter,
  uuidListFilter,
} from '../platform/http/query-input';
import type { OwnerScope } from '../platform/database/owner-scope';
import type {
  Query_AllTransfersMetaArgs,
  QueryAllTransfersArgs,
  SortTransfersBy,
  TransferWhereInput,
} from '../platform/graphql/resolver-types';
import type { RequestScope } from '../platform/http/request-scope';
import { knownStatus } from './transfer-input';
import type {
  TransferColumn,
  TransferFilter,
  TransferOrder,
  TransferRepository,
  TransferRow,
} from './transfer-repository';

export function createTransferQueries({
  transfers,
  clients,
}: {
  transfers: TransferRepository;
  clients: ClientRepository;
}) {
  /** The repository filter for `where`, or null when it can match nothing. */
  async function filterOf(
    where: TransferWhereInput | null | undefined,
    owner: OwnerScope,
  ): Promise<TransferFilter | null> {
    if (!where) return {};
    const id = uuidFilter(where.id, 'where.id');
    if (id === NO_MATCH || !(await namesOwnClient(where.client, owner, clients))) return null;
    return {
      id,
      idIn: uuidListFilter(where.id_in, 'where.id_in'),
      // Statuses as the client sees them (clientStatusOf): pending also matches a debit held for review.
      statusIn: statusInOf(where),
      statusNotIn: filterList(where.status_not_in, 'where.status_not_in')?.flatMap((status) =>
        storedStatusesOf(knownStatus(status, 'where.status_not_in')),
      ),
      disbursement: where.disbursement ?? undefined,
      createdAtGte: isoDateFilter(where.createdAt_gte, 'where.createdAt_gte'),
      createdAtLte: isoDateFilter(where.createdAt_lte, 'where.createdAt_lte'),
    };
  }

  return {
    /** allTransfers: the session's transfers matching `where`, newest first by default. */
    async findTransfers(
      query: QueryAllTransfersArgs,
      scope: RequestScope,
      columns?: readonly TransferColumn[],
    ): Promise<TransferRow[]> {
      const owner = requireOwner(scope);
      const page = pageOf(query);
      const filter = await filterOf(query.where, owner);
      if (filter === null) return [];
      return transfers.findMany(owner, filter, orderOf(query.sortBy), page, columns);
    },

    async countTransfers(query: Query_AllTransfersMetaArgs, scope: RequestScope): Promise<number> {
      const owner = requireOwner(scope);
      const filter = await filterOf(query.where, owner);
      return filter === null ? 0 : transfers.count(owner, filter);
    },

    /** Transfer(where: { id }): null for an id that is not the session's transfer. */
    async findTransfer(where: { id: string }, scope: RequestScope): Promise<TransferRow | null> {
      const owner = requireOwner(scope);
      const id = uuidFilter(where.id, 'where.id');
      if (id === undefined || id === NO_MATCH) return null;
      return transfers.findOwn(owner, id);
    },
  };
}

/** status and status_in, in stored statuses; both given, a status must satisfy both. */
function statusInOf(where: TransferWhereInput): TransferStatus[] | undefined {
  const one = where.status == null ? undefined : storedStatusesOf(knownStatus(where.status, 'where.status'));
  const listed = filterList(where.status_in, 'where.status_in')?.flatMap((status) =>
    storedStatusesOf(knownStatus(status, 'where.status_in')),
  );
  if (one && listed) return one.filter((status) => listed.includes(status));
  return one ?? listed;
}

function orderOf(sortBy: SortTransfersBy[] | null | undefined): TransferOrder[] {
  const order = (sortBy ?? []).slice(0, 4).map((value): TransferOrder => {
    const [field, direction] = value.split('_') as ['createdAt' | 'updatedAt', 'ASC' | 'DESC'];
    return { field, direction: direction === 'ASC' ? 'asc' : 'desc' };
  });
  return order.length > 0 ? order : [{ field: 'createdAt', direction: 'desc' }];
}
