import { inflateSync } from 'node:zlib';

/**
 * The text a PDF viewer would show of a notice: pdf-lib writes each line as a hex string
 * (`<…> Tj`) in a Flate-compressed content stream, in the standard fonts' WinAnsi encoding.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      content = match[1] ?? '';
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      lines.push(Buffer.from(text[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}
