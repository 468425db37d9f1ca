import { expect, test } from '@playwright/test';
import { tenantUrl } from '../support/environment';
import { codeFrom, enterCode } from '../support/onboarding';

// Seeded demo client Ivy Initiated (docs/sandbox.md): her tenant started a transfer for her,
// and she has not given SSN and date of birth yet.
const IVY = { typed: '5550101002', e164: '+15550101002' };
const IVY_TRANSFER = '70000000-0000-4000-8000-000000000021';

test('signing in with an Initiated transfer marks it viewed and routes the client into the flow (requirements §2)', async ({
  page,
}) => {
  await page.goto(tenantUrl('demo', '/login'));
  await page.getByRole('textbox', { name: 'Mobile Number' }).pressSequentially(IVY.typed);
  const asked = Date.now();
  await page.getByRole('button', { name: 'Get Security Code' }).click();
  await enterCode(page, await codeFrom('demo', IVY.e164, asked));

  // No SSN and date of birth on file: step-2 first, carrying the transfer along.
  await expect(page).toHaveURL(tenantUrl('demo', `/create-account/step-2?go_to_transfer=${IVY_TRANSFER}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeVisible();

  // The transfer is now 'viewed', read back with her own session.
  const status = await page.evaluate(async (id) => {
    const token = sessionStorage.getItem('token');
    const response = await fetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: 'query ($id: ID!) { Transfer(where: { id: $id }) { status } }',
        variables: { id },
      }),
    });
    return ((await response.json()) as { data: { Transfer: { status: string } | null } }).data.Transfer?.status;
  }, IVY_TRANSFER);
  expect(status).toBe('viewed');
});
