/**
 * What a browser sends back after ticking Review's authorization: the `{ version, sha256 }` of
 * the terms GraphQL's authorizationTerms gives, fetched over HTTP (the replica and fault suites
 * talk to real servers; the in-process suites use transfer-kit's agreedTerms).
 */
export async function agreedTermsOver(
  base: string,
  {
    host,
    token,
    transferId,
    bankAccountId,
  }: { host: string; token: string; transferId: string; bankAccountId: string },
): Promise<{ version: string; sha256: string }> {
  const response = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: 'query ($t: ID!, $b: ID!) { authorizationTerms(transferId: $t, bankAccountId: $b) { version sha256 } }',
      variables: { t: transferId, b: bankAccountId },
    }),
  });
  const { data } = (await response.json()) as { data?: { authorizationTerms?: { version: string; sha256: string } } };
  if (!data?.authorizationTerms) throw new Error(`no authorization terms (${response.status})`);
  return data.authorizationTerms;
}
