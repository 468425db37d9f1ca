import type { MessageType } from '@portal/shared/constants';
import type { Locale } from '@portal/shared/i18n';

/** What a transfer notice PDF (message center, e-mail attachment) says. */
export interface TransferNotice {
  messageType: MessageType;
  tenantName: string;
  clientName: string;
  /** Property address lines, e.g. ['12 Main St', 'Unit 4', 'Austin, TX 78701']. */
  propertyAddress: string[];
  amountCents: number;
  feeCents: number;
  /** The transfer's status when the notice was issued (pending, completed, …). */
  status: string;
  date: Date;
  /** A disbursement is paid by the tenant to the client, so the wording flips. */
  disbursement: boolean;
  transferId: string;
  /** The payment provider's return code for a failed transfer (R01, R03, …). */
  failureCode?: string | null;
  /** The client's language: the notice is written in it. */
  language: Locale;
}

/** An image to draw at the top of a document (a tenant's logo), already PNG or JPEG bytes. */
export interface DocumentImage {
  type: 'png' | 'jpeg';
  bytes: Uint8Array;
}

/**
 * A record the client keeps (a receipt, an authorization): the tenant's logo and name, a title,
 * a summary, labelled rows, then sections of running text (the authorization's words).
 */
export interface RecordDocument {
  tenantName: string;
  logo: DocumentImage | null;
  title: string;
  summary: string;
  rows: Array<[label: string, value: string]>;
  sections: Array<{ heading: string; text: string }>;
  date: Date;
}

/** Renders notices and records. There is no sandbox variant: the PDF is the product's own, in both modes. */
export interface PdfRenderer {
  render(notice: TransferNotice): Promise<Buffer>;
  renderRecord(record: RecordDocument): Promise<Buffer>;
}
