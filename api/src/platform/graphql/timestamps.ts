/** A date as GraphQL answers it: ISO 8601 (graphql-js would turn a Date into its epoch milliseconds). */
export function iso(date: Date): string;
export function iso(date: Date | null): string | null;
export function iso(date: Date | null): string | null {
  return date === null ? null : date.toISOString();
}

/** The createdAt and updatedAt field resolvers of every type read from a row that has them. */
export const timestamps = {
  createdAt: (row: { createdAt: Date }) => iso(row.createdAt),
  updatedAt: (row: { updatedAt: Date }) => iso(row.updatedAt),
};
