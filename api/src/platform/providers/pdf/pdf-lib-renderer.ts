import { formatDate, formatMoney } from '@portal/shared/format';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { NOTICE_TITLES, noticeSummary } from './notice-wording';
import type { PdfRenderer, TransferNotice } from './pdf-renderer';

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
    const title = NOTICE_TITLES[notice.messageType];
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
      ['Date', formatDate(notice.date)],
      ['Client', notice.clientName],
      ['Property', notice.propertyAddress.filter(Boolean).join('\n') || '--'],
      ['Amount', formatMoney(notice.amountCents)],
    ];
    if (notice.feeCents > 0) {
      rows.push(
        ['Convenience fee', formatMoney(notice.feeCents)],
        ['Total', formatMoney(notice.amountCents + notice.feeCents)],
      );
    }
    rows.push(['Status', notice.status]);
    if (notice.failureCode) rows.push(['Return code', notice.failureCode]);
    rows.push(['Reference', notice.transferId]);
    for (const [label, value] of rows) writer.row(label, value);

    return Buffer.from(await document.save());
  }
}

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
