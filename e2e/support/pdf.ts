import { inflateSync } from 'node:zlib';

/** The text a PDF viewer shows of a notice (pdf-lib writes hex strings in Flate streams). */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const match of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content = match[1] ?? '';
    try {
      content = inflateSync(Buffer.from(content, 'latin1')).toString('latin1');
    } catch {
      // an uncompressed stream
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      lines.push(Buffer.from(text[1] ?? '', 'hex').toString('latin1'));
  }
  return lines.join('\n');
}
