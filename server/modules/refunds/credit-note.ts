// The credit note of one refund as a PDF (pdfkit, as the invoice): the order it refers to, the
// lines and amount given back, the method and the reason. Uncompressed so its text stays searchable.
import { latin1, pdfMoney as money, renderPdf } from '../../lib/pdf';
import type { OrderDetail } from '../../contracts/orders';
import type { OrderRefund } from '../../contracts/refunds';

const METHOD_WORDS: Record<string, string> = { counter: 'Cash at the counter', wallet: 'iCash wallet', card: 'Card' };

/** The credit note's number: CN- and the order's id and the refund's place among the order's refunds. */
export const creditNoteNumber = (o: OrderDetail, r: OrderRefund) => `CN-${o.order_id}-${o.refunds.findIndex((x) => x.uuid === r.uuid) + 1}`;

export function renderCreditNote(o: OrderDetail, r: OrderRefund): Promise<Buffer> {
  const number = creditNoteNumber(o, r);
  return renderPdf({ Title: `Credit note ${number}`, Author: latin1(o.company_name) }, ({ doc, left, right, width }) => {
    doc.font('Helvetica-Bold').fontSize(18).text(latin1(o.company_name), left, 50, { width: width * 0.55 });
    doc.font('Helvetica').fontSize(10);
    if (o.company_address) doc.text(latin1(o.company_address), { width: width * 0.55 });
    doc.text(latin1(o.store_name), { width: width * 0.55 });
    const factsX = left + width * 0.55 + 10;
    const factsW = right - factsX;
    doc.font('Helvetica-Bold').fontSize(16).text('CREDIT NOTE', factsX, 50, { width: factsW, align: 'right' });
    doc.font('Helvetica').fontSize(10);
    doc.text(`Number: ${number}`, { width: factsW, align: 'right' });
    doc.text(`For invoice of order: ${o.order_id}`, { width: factsW, align: 'right' });
    doc.text(`Date: ${new Date(r.created_at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}`, { width: factsW, align: 'right' });
    if (o.customer_name) doc.text(`Customer: ${latin1(o.customer_name)}`, { width: factsW, align: 'right' });

    let y = doc.y + 30;
    doc.font('Helvetica-Bold');
    doc.text('Item', left, y, { width: width * 0.6 });
    doc.text('Qty', left + width * 0.6, y, { width: width * 0.15, align: 'right' });
    doc.text('Amount', left + width * 0.75, y, { width: width * 0.25, align: 'right' });
    y += 16;
    doc.moveTo(left, y).lineTo(right, y).stroke();
    y += 6;
    doc.font('Helvetica');
    for (const l of r.lines) {
      const h = doc.heightOfString(latin1(l.name), { width: width * 0.6 });
      doc.text(latin1(l.name), left, y, { width: width * 0.6 });
      doc.text(String(l.quantity), left + width * 0.6, y, { width: width * 0.15, align: 'right' });
      doc.text(money(l.amount, o.currency), left + width * 0.75, y, { width: width * 0.25, align: 'right' });
      y += Math.max(h, 12) + 4;
    }
    doc.moveTo(left, y).lineTo(right, y).stroke();
    y += 10;
    doc.font('Helvetica-Bold').text(`Refunded (${o.currency}, tax included)`, left + width * 0.3, y, { width: width * 0.45, align: 'right' });
    doc.text(money(r.amount, o.currency), left + width * 0.75, y, { width: width * 0.25, align: 'right' });
    y += 24;
    doc.font('Helvetica').text(`Order total: ${money(o.total, o.currency)}`, left, y);
    doc.text(`Refunded to: ${METHOD_WORDS[r.method] ?? r.method}${r.provider_ref ? ` (ref. ${latin1(r.provider_ref)})` : ''}`);
    doc.text(`Reason: ${latin1(r.reason)}`);
    if (r.created_by_name) doc.text(`Refunded by: ${latin1(r.created_by_name)}`);
  });
}
