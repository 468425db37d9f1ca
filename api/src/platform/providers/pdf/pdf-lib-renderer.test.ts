import { PDFDocument } from 'pdf-lib';
import { pdfText } from '../../../../test/support/pdf-text';
import { PdfLibRenderer } from './pdf-lib-renderer';
import type { TransferNotice } from './pdf-renderer';

const NOTICE: TransferNotice = {
  messageType: 'transfer_receipt',
  tenantName: 'Demo Title & Escrow',
  clientName: 'Jane Q. Buyer',
  propertyAddress: ['1200 Barton Springs Rd', 'Unit 4', 'Austin, TX 78704'],
  amountCents: 1_234_567,
  feeCents: 250,
  status: 'pending',
  date: new Date(2026, 2, 2, 10, 30),
  disbursement: false,
  transferId: '5b0e7c5e-8c1d-4f2e-9a53-3c1f0d2b6a77',
  language: 'en',
};

describe('PdfLibRenderer', () => {
  const renderer = new PdfLibRenderer();

  it('renders a valid one-page PDF that pdf-lib can load again', async () => {
    const pdf = await renderer.render(NOTICE);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    const reloaded = await PDFDocument.load(pdf);
    expect(reloaded.getPageCount()).toBe(1);
    expect(reloaded.getTitle()).toBe('Transfer Receipt - Demo Title & Escrow');
    expect(reloaded.getAuthor()).toBe('Demo Title & Escrow');
  });

  it('shows tenant, title, client, property, amounts, status, date and reference', async () => {
    const text = pdfText(await renderer.render(NOTICE));
    for (const expected of [
      'Demo Title & Escrow',
      'Transfer Receipt',
      'This is the receipt for your transfer to Demo Title & Escrow.',
      'Jane Q. Buyer',
      '1200 Barton Springs Rd',
      'Unit 4',
      'Austin, TX 78704',
      '$12,345.67',
      '$2.50',
      '$12,348.17',
      'pending',
      '03/02/2026',
      NOTICE.transferId,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it.each([
    ['transfer_initiated', false, 'Transfer Initiated', 'Your transfer to Demo Title & Escrow has been initiated.'],
    ['transfer_request', false, 'Transfer Request', 'Demo Title & Escrow requests a transfer from you.'],
    ['transfer_request', true, 'Transfer Request', 'Demo Title & Escrow has sent you a payment to accept.'],
    ['transfer_fail', false, 'Transfer Failed', 'Your transfer to Demo Title & Escrow could not be completed.'],
    ['transfer_receipt', true, 'Transfer Receipt', 'This is the receipt for your transfer from Demo Title & Escrow.'],
  ] as const)('words a %s notice (disbursement: %s)', async (messageType, disbursement, title, summary) => {
    const text = pdfText(await renderer.render({ ...NOTICE, messageType, disbursement }));
    expect(text).toContain(title);
    expect(text).toContain(summary);
  });

  it('shows the return code of a failed transfer and leaves out a zero fee', async () => {
    const text = pdfText(
      await renderer.render({ ...NOTICE, messageType: 'transfer_fail', feeCents: 0, failureCode: 'R01' }),
    );
    expect(text).toContain('Return code');
    expect(text).toContain('R01');
    expect(text).not.toContain('Convenience fee');
  });

  it('renders names the standard fonts cannot encode instead of failing', async () => {
    const pdf = await renderer.render({
      ...NOTICE,
      clientName: 'Łukasz 王 Zoë',
      propertyAddress: ['12 Crème Brûlée Ct\n(rear)'],
    });
    const text = pdfText(pdf);
    expect(text).toContain('?ukasz ? Zoë');
    expect(text).toContain('12 Crème Brûlée Ct');
    expect(text).toContain('(rear)');
  });

  it('wraps a long address instead of running off the page', async () => {
    const long = 'Parcel 7 of the Lakeway Hills Ranch Subdivision Phase II, Section 3, Block C, Lot 12, Travis County';
    const text = pdfText(await renderer.render({ ...NOTICE, propertyAddress: [long] }));
    const addressLines = text.split('\n').filter((line) => long.includes(line) && line.length > 5);
    expect(addressLines.length).toBeGreaterThan(1);
    expect(addressLines.join(' ')).toBe(long);
  });
});
