import { failureTexts } from '@portal/shared/constants';
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { clientFormats, textsIn } from '../../../i18n';
import { noticeSummary, noticeTitle } from './notice-wording';
import type { PdfRenderer, RecordDocument, TransferNotice } from './pdf-renderer';

const PAGE = { width: 612, height: 792 }; // US Letter, in points
const MARGIN = 56;
const LABEL_WIDTH = 130;
const TEXT_SIZE = 11;
const LINE_HEIGHT = TEXT_SIZE * 1.4;
const MUTED = rgb(0.35, 0.35, 0.35);

/** A one-page transfer notice drawn with pdf-lib's standard fonts: no font files to ship. */
export class PdfLibRenderer implements PdfRenderer {
  async render(notice: TransferNotice): Promise<Buffer> {
    const document = await PDFDocument.create();
    const title = noticeTitle(notice.messageType, notice.language);
    const texts = textsIn(notice.language);
    const label = (name: string) => texts.text({ id: `notices.label.${name}` });
    const { money, date } = clientFormats(notice.language);
    document.setTitle(`${title} - ${notice.tenantName}`);
    document.setAuthor(notice.tenantName);
    document.setCreationDate(notice.date);
    document.setModificationDate(notice.date);

    const regular = await document.embedFont(StandardFonts.Helvetica);
    const bold = await document.embedFont(StandardFonts.HelveticaBold);
    const page = document.addPage([PAGE.width, PAGE.height]);
    const writer = new PageWriter(page, regular, bold);

    writer.text(notice.tenantName, { font: bold, size: 16 });
    writer.gap(8);
    writer.text(title, { font: bold, size: 20 });
    writer.gap(4);
    writer.text(noticeSummary(notice), { size: TEXT_SIZE });
    writer.gap(16);

    const rows: Array<[string, string]> = [
      [label('date'), date(notice.date)],
      [label('client'), notice.clientName],
      [label('property'), notice.propertyAddress.filter(Boolean).join('\n') || '--'],
      [label('amount'), money(notice.amountCents)],
    ];
    if (notice.feeCents > 0) {
      rows.push([label('fee'), money(notice.feeCents)], [label('total'), money(notice.amountCents + notice.feeCents)]);
    }
    rows.push([label('status'), texts.text({ id: 'notices.status', values: { status: notice.status } })]);
    if (notice.failureCode) rows.push([label('returnCode'), notice.failureCode]);
    if (notice.messageType === 'transfer_fail' && notice.status !== 'cancelled') {
      const words = failureTexts(notice.failureCode);
      rows.push([label('whatHappened'), texts.text(words.message)], [label('whatToDo'), texts.text(words.nextStep)]);
    }
    rows.push([label('reference'), notice.transferId]);
    for (const [label, value] of rows) writer.row(label, value);

    return Buffer.from(await document.save());
  }

  /** A receipt or an authorization: logo and name, title, summary, rows, then the words agreed to. */
  async renderRecord(record: RecordDocument): Promise<Buffer> {
    const document = await PDFDocument.create();
    document.setTitle(`${record.title} - ${record.tenantName}`);
    document.setAuthor(record.tenantName);
    document.setCreationDate(record.date);
    document.setModificationDate(record.date);
    const regular = await document.embedFont(StandardFonts.Helvetica);
    const bold = await document.embedFont(StandardFonts.HelveticaBold);
    const writer = new PageWriter(document.addPage([PAGE.width, PAGE.height]), regular, bold);

    if (record.logo) {
      const image =
        record.logo.type === 'png'
          ? await document.embedPng(record.logo.bytes)
          : await document.embedJpg(record.logo.bytes);
      writer.image(image, image.scaleToFit(LOGO_BOX.width, LOGO_BOX.height));
    }
    writer.text(record.tenantName, { font: bold, size: 16 });
    writer.gap(8);
    writer.text(record.title, { font: bold, size: 20 });
    writer.gap(4);
    writer.text(record.summary);
    writer.gap(16);
    for (const [label, value] of record.rows) writer.row(label, value);
    for (const section of record.sections) {
      writer.gap(14);
      writer.text(section.heading, { font: bold, size: 13 });
      writer.gap(4);
      writer.text(section.text);
    }
    return Buffer.from(await document.save());
  }
}

/** The most a logo takes at the top of a record, in points. */
const LOGO_BOX = { width: 180, height: 48 };

/** Writes top to bottom, wrapping long values and replacing characters the font cannot encode. */
class PageWriter {
  private y = PAGE.height - MARGIN;
  private readonly encodable: Set<number>;

  constructor(
    private readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    // Standard fonts are WinAnsi: a name in another script would make pdf-lib throw.
    this.encodable = new Set(regular.getCharacterSet());
  }

  text(value: string, { font = this.regular, size = TEXT_SIZE, x = MARGIN } = {}): void {
    for (const line of this.wrap(this.encodableText(value), font, size, PAGE.width - MARGIN - x)) {
      this.y -= size * 1.4;
      this.page.drawText(line, { x, y: this.y, size, font });
    }
  }

  row(label: string, value: string): void {
    const top = this.y;
    this.page.drawText(label, { x: MARGIN, y: top - LINE_HEIGHT, size: TEXT_SIZE, font: this.bold, color: MUTED });
    for (const paragraph of value.split('\n')) this.text(paragraph, { x: MARGIN + LABEL_WIDTH });
    this.y = Math.min(this.y, top - LINE_HEIGHT) - 6;
  }

  gap(points: number): void {
    this.y -= points;
  }

  image(image: PDFImage, size: { width: number; height: number }): void {
    this.y -= size.height;
    this.page.drawImage(image, { x: MARGIN, y: this.y, width: size.width, height: size.height });
    this.y -= 8;
  }

  private encodableText(value: string): string {
    return Array.from(value.replace(/[\r\n\t]+/g, ' '), (char) =>
      this.encodable.has(char.codePointAt(0) ?? 0) ? char : '?',
    ).join('');
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
    return lines;
  }
}
