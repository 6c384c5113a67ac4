// The text of a PDF as pdfkit writes it, for tests: each content stream inflated, each text-showing operator's
// strings decoded (hex or literal, WinAnsi), the pieces of one TJ array joined. Enough to prove the words are text
// a reader can select and search, not pictures of words.
import { inflateSync } from 'node:zlib';

function streams(pdf: Buffer): string[] {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  const pattern = /<<(.*?)>>\s*stream\r?\n/gs;
  for (let match = pattern.exec(raw); match; match = pattern.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    try {
      out.push(/FlateDecode/.test(match[1]!) ? inflateSync(bytes).toString('latin1') : bytes.toString('latin1'));
    } catch {
      // Not a content stream we can read (a font or image): no text in it.
    }
  }
  return out;
}

const decodeHex = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex').toString('latin1');
const decodeLiteral = (text: string) => text.replace(/\\([()\\])/g, '$1');

/** Every run of text in the PDF, in drawing order, one string per text-showing operator. */
export function pdfTextRuns(pdf: Buffer): string[] {
  const runs: string[] = [];
  for (const content of streams(pdf)) {
    const ops = /\[((?:[^\]\\]|\\.)*)\]\s*TJ|<([0-9a-fA-F\s]*)>\s*Tj|\(((?:[^)\\]|\\.)*)\)\s*Tj/g;
    for (let m = ops.exec(content); m; m = ops.exec(content)) {
      if (m[1] !== undefined) {
        const parts = m[1].match(/<[0-9a-fA-F\s]*>|\((?:[^)\\]|\\.)*\)/g) ?? [];
        runs.push(parts.map((p) => (p.startsWith('<') ? decodeHex(p.slice(1, -1)) : decodeLiteral(p.slice(1, -1)))).join(''));
      } else if (m[2] !== undefined) runs.push(decodeHex(m[2]));
      else runs.push(decodeLiteral(m[3]!));
    }
  }
  return runs;
}

export const pdfText = (pdf: Buffer): string => pdfTextRuns(pdf).join('\n');
