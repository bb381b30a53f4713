// The printable invoice of one order as a PDF (pdfkit, built-in Helvetica). Streams are left
// uncompressed: an invoice is a few kilobytes, and plain text inside keeps it searchable and testable.
// A line's options and combo choices are printed indented under it from the order's snapshot, each
// with its price: a size's price, an option's delta (+ or -), a combo choice's upcharge.
import { latin1, pdfMoney as money, renderPdf } from '../../lib/pdf';
import type { OrderDetail } from '../../contracts/orders';

const signed = (minor: number, currency: string) => (minor < 0 ? `- ${money(-minor, currency)}` : `+ ${money(minor, currency)}`);

/** The sub-lines of an order line: its options, then its combo choices, with what each added. */
export function choiceLines(item: OrderDetail['items'][number], currency: string): { text: string; price: string }[] {
  return [
    ...item.options.map((o) => ({
      text: `${o.group_name}: ${o.name}`,
      price: o.kind === 'size' ? money(o.price, currency) : o.price !== 0 ? signed(o.price, currency) : '',
    })),
    ...item.combo.map((c) => ({ text: `${c.slot_name}: ${c.name}`, price: c.upcharge !== 0 ? signed(c.upcharge, currency) : '' })),
  ];
}

const PAYMENT_WORDS: Record<string, string> = { counter: 'Pay at counter', wallet: 'iCash wallet', card: 'Card' };

export function renderInvoice(o: OrderDetail): Promise<Buffer> {
  return renderPdf({ Title: `Invoice ${o.order_id}`, Author: latin1(o.company_name) }, ({ doc, left, right, width }) => {

    // Seller on the left, invoice facts on the right; the table starts below the taller of the two.
    const half = width * 0.55;
    doc.font('Helvetica-Bold').fontSize(18).text(latin1(o.company_name), left, 50, { width: half });
    doc.font('Helvetica').fontSize(10);
    if (o.company_address) doc.text(latin1(o.company_address), { width: half });
    doc.moveDown(0.3).text(latin1(o.store_name), { width: half });
    if (o.store_address) doc.text(latin1(o.store_address), { width: half });
    const leftBottom = doc.y;

    const factsX = left + half + 10;
    const factsW = right - factsX;
    doc.font('Helvetica-Bold').fontSize(16).text('INVOICE', factsX, 50, { width: factsW, align: 'right' });
    doc.font('Helvetica').fontSize(10);
    doc.text(`Order: ${o.order_id}`, { width: factsW, align: 'right' });
    doc.text(`Date: ${new Date(o.created_at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}`, { width: factsW, align: 'right' });
    doc.text(`Status: ${o.status}`, { width: factsW, align: 'right' });
    if (o.customer_name) doc.text(`Customer: ${latin1(o.customer_name)}`, { width: factsW, align: 'right' });

    let y = Math.max(doc.y, leftBottom) + 24;
    const cols = { item: left, qty: left + width * 0.55, unit: left + width * 0.67, line: left + width * 0.82 };
    const colW = { item: width * 0.53, qty: width * 0.1, unit: width * 0.15, line: width * 0.18 };
    doc.font('Helvetica-Bold');
    doc.text('Item', cols.item, y, { width: colW.item });
    doc.text('Qty', cols.qty, y, { width: colW.qty, align: 'right' });
    doc.text('Unit', cols.unit, y, { width: colW.unit, align: 'right' });
    doc.text('Amount', cols.line, y, { width: colW.line, align: 'right' });
    y += 16;
    doc.moveTo(left, y).lineTo(right, y).stroke();
    y += 6;
    doc.font('Helvetica');
    for (const item of o.items) {
      if (y > doc.page.height - 150) {
        doc.addPage();
        y = 50;
      }
      const h = doc.heightOfString(latin1(item.name), { width: colW.item });
      doc.text(latin1(item.name), cols.item, y, { width: colW.item });
      doc.text(String(item.quantity), cols.qty, y, { width: colW.qty, align: 'right' });
      doc.text(money(item.unit_price, o.currency), cols.unit, y, { width: colW.unit, align: 'right' });
      doc.text(money(item.line_total, o.currency), cols.line, y, { width: colW.line, align: 'right' });
      y += Math.max(h, 12) + 2;
      // Options and combo choices, indented and smaller, their prices in the unit column.
      doc.fontSize(9).fillColor('#444444');
      for (const sub of choiceLines(item, o.currency)) {
        const subH = doc.heightOfString(latin1(sub.text), { width: colW.item - 14 });
        if (y + subH > doc.page.height - 60) {
          doc.addPage();
          y = 50;
        }
        doc.text(latin1(sub.text), cols.item + 14, y, { width: colW.item - 14 });
        if (sub.price) doc.text(sub.price, cols.unit, y, { width: colW.unit, align: 'right' });
        y += Math.max(subH, 11) + 1;
      }
      doc.fontSize(10).fillColor('#000000');
      if (item.note) {
        doc.fontSize(9).fillColor('#444444').font('Helvetica-Oblique');
        const noteText = latin1(`Note: ${item.note}`);
        doc.text(noteText, cols.item + 14, y, { width: colW.item - 14 });
        y += doc.heightOfString(noteText, { width: colW.item - 14 }) + 1;
        doc.fontSize(10).fillColor('#000000').font('Helvetica');
      }
      y += 4;
    }
    doc.moveTo(left, y).lineTo(right, y).stroke();
    y += 10;

    const total = (label: string, value: string, bold = false) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      doc.text(label, left + width * 0.45, y, { width: width * 0.35, align: 'right' });
      doc.text(value, cols.line, y, { width: colW.line, align: 'right' });
      y += 16;
    };
    total('Subtotal', money(o.subtotal, o.currency));
    if (o.discount > 0 || o.coupon_code) total(`Discount${o.coupon_code ? ` (${latin1(o.coupon_code)})` : ''}`, `- ${money(o.discount, o.currency)}`);
    total(`Tax (${(o.tax_rate_bps / 100).toFixed(2)}%)`, money(o.tax, o.currency));
    total(`Total (${o.currency})`, money(o.total, o.currency), true);

    y += 10;
    doc.font('Helvetica').text(`Payment: ${PAYMENT_WORDS[o.payment_method] ?? o.payment_method}, ${o.payment_status}`, left, y);
    doc.moveDown(2).fontSize(9).fillColor('#555555').text('Thank you for your order.', left);
  });
}
