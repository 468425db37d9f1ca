import { eq } from 'drizzle-orm';
import { bankAccount } from '../../src/platform/database/schema';
import type { ClientFixture } from '../support/graphql-fixtures';
import { driversFor } from '../support/test-databases';
import { acceptRequest, createSentDisbursement } from './support/disbursement-kit';
import { outage, useRestartableApps, withOverrides } from './support/restartable-apps';
import { drainTransferJobs, payingClient, providerTransfersFor, transferRow } from './support/transfer-kit';

describe.each(driversFor('one'))('an instant payout sent again by the reconciler (%s)', (driver) => {
  const apps = useRestartableApps(driver);
  let rtp: ClientFixture;
  beforeAll(async () => {
    rtp = await payingClient(apps.database.db, 'demo');
    await apps.database.db
      .update(bankAccount)
      .set({ fundingSourceId: `sandbox-fs-rtp-${rtp.accounts.checking}`, instantPayments: true })
      .where(eq(bankAccount.id, rtp.accounts.checking));
  });

  it('asks the provider for the rail the client agreed to, with the same key', async () => {
    // The accept's call died on its way (the provider saw nothing) and the look-ups failed too.
    const lost = await apps.instance({
      wrapPayments: (sandbox) =>
        withOverrides(sandbox, {
          createTransfer: () => Promise.reject(new Error('socket hang up')),
          findTransferByCorrelationId: outage,
        }),
    });
    const id = await createSentDisbursement(apps.database.db, rtp, { amountCents: 70_000, payoutSpeed: 'instant' });
    const accepted = await acceptRequest(lost.app, rtp, { transferId: id, bankAccountId: rtp.accounts.checking });
    expect(accepted.json().code).toBe('TRANSFER_IN_PROGRESS');
    const { startKey } = await transferRow(apps.database.db, id);

    const later = await apps.instance({ moneyMovement: { reissueAfterMs: 0 } });
    await drainTransferJobs(later, apps.database.db, id);
    const [provider, ...more] = await providerTransfersFor(later.sandbox, id);
    expect(more).toHaveLength(0);
    expect(provider).toMatchObject({ rail: 'instant', idempotencyKey: startKey, amount: '700.00' });
    expect(await transferRow(apps.database.db, id)).toMatchObject({ status: 'pending', rail: 'instant' });
  });
});
