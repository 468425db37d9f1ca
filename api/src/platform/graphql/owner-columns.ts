/**
 * Read by every list whatever the document selects (selectedColumns' `always`): the id, and the
 * owner the relation loaders check each related row against.
 */
export const OWNER_COLUMNS = ['id', 'tenantId', 'clientId'] as const;
