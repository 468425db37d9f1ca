/**
 * The bank-linking access token of a bank_account row, sealed at rest with the data cipher
 * (AES-256-GCM, platform/security/data-cipher.ts). The context binds it to its row, client and tenant,
 * so a token copied into another row fails to open instead of reaching another client's bank.
 */
import type { DataCipher, SealedValue } from '../platform/security/data-cipher';

export interface LinkTokenOwner {
  id: string;
  tenantId: string;
  clientId: string | null;
}

export interface SealedLinkAccessToken {
  linkAccessTokenCiphertext: string;
  linkAccessTokenIv: string;
  linkAccessTokenAuthTag: string;
  linkAccessTokenKeyId: string;
}

const context = (owner: LinkTokenOwner) =>
  `bank_account:${owner.tenantId}:${owner.clientId ?? 'tenant'}:${owner.id}:link_access_token`;

export function sealLinkAccessToken(
  cipher: Pick<DataCipher, 'seal'>,
  owner: LinkTokenOwner,
  accessToken: string,
): SealedLinkAccessToken {
  const sealed = cipher.seal(accessToken, context(owner));
  return {
    linkAccessTokenCiphertext: sealed.ciphertext,
    linkAccessTokenIv: sealed.iv,
    linkAccessTokenAuthTag: sealed.authTag,
    linkAccessTokenKeyId: sealed.keyId,
  };
}

/** The row's access token, or null when it has none (or it cannot be opened with the configured keys). */
export function openLinkAccessToken(
  cipher: Pick<DataCipher, 'open'>,
  row: LinkTokenOwner & { [K in keyof SealedLinkAccessToken]: string | null },
): string | null {
  if (
    !row.linkAccessTokenCiphertext ||
    !row.linkAccessTokenIv ||
    !row.linkAccessTokenAuthTag ||
    !row.linkAccessTokenKeyId
  ) {
    return null;
  }
  const sealed: SealedValue = {
    ciphertext: row.linkAccessTokenCiphertext,
    iv: row.linkAccessTokenIv,
    authTag: row.linkAccessTokenAuthTag,
    keyId: row.linkAccessTokenKeyId,
  };
  try {
    return cipher.open(sealed, context(row));
  } catch {
    return null;
  }
}
