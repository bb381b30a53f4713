// A4 documents of an order (the invoice, a refund's credit note) with pdfkit and its built-in
// Helvetica. Streams are left uncompressed: a few kilobytes, and plain text inside keeps them
// searchable and testable.
import PDFDocument from 'pdfkit';

export const pdfMoney = (minor: number, currency: string) => `${currency} ${(minor / 100).toFixed(2)}`;
// The standard PDF fonts only know Latin-1: anything else prints as '?', never as a broken file.
export const latin1 = (s: string | null | undefined) => (s ?? '').replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

/** The page's frame for `draw`: its left and right margins and the width between them. */
export interface PdfPage {
  doc: PDFKit.PDFDocument;
  left: number;
  right: number;
  width: number;
}

/** Renders one A4 document: `draw` writes the page, the answer is the file. */
export function renderPdf(info: { Title: string; Author: string }, draw: (page: PdfPage) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, compress: false, info });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw({ doc, left: 50, right: doc.page.width - 50, width: doc.page.width - 100 });
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}
