import { removeTestDatabases } from './prepared-databases';

export default async function globalTeardown() {
  const prepared = globalThis.preparedByGlobalSetup;
  if (prepared) await removeTestDatabases(prepared);
}
