// The quote as a PDF: who it is for, who sends it, the effective date, each plan's monthly price,
// the first month's and recurring totals and the administrative fee notice. A pure function from
// data to bytes, rendered by the delivery job after commit (never under an enrollment's lock).
import { type Language, translate } from '@benefit-store/contract/messages/translate';
import { formatDay, formatMoney, type QuoteDocumentData } from './format';
import { newDocument } from './pdfkit';

export interface QuotePdfData extends QuoteDocumentData {
  language: Language;
}

const words = {
  en: {
    title: 'Benefit plan quote',
    preparedFor: 'Prepared for',
    preparedBy: 'Prepared by',
    effectiveDate: 'Coverage starts',
    plan: 'Plan',
    monthly: 'Monthly price',
    firstMonth: 'First month',
    recurring: 'Each month after',
    note: 'Prices are monthly and depend on the details given for the quote; the enrollment confirms them.',
  },
  es: {
    title: 'Cotización de planes de beneficios',
    preparedFor: 'Preparada para',
    preparedBy: 'Preparada por',
    effectiveDate: 'Inicio de la cobertura',
    plan: 'Plan',
    monthly: 'Precio mensual',
    firstMonth: 'Primer mes',
    recurring: 'Cada mes después',
    note: 'Los precios son mensuales y dependen de los datos dados para la cotización; la inscripción los confirma.',
  },
} as const;

export async function renderQuotePdf(data: QuotePdfData): Promise<Uint8Array> {
  const w = words[data.language];
  const { doc, done } = await newDocument(data.language, { Title: w.title, Author: data.sender_name });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const priceX = left + width - 140;

  doc.font('bold').fontSize(20).text(w.title);
  doc.moveDown(0.8);
  const field = (label: string, value: string) => {
    doc.font('bold').fontSize(11).text(`${label}: `, { continued: true }).font('regular').text(value);
  };
  field(w.preparedFor, data.name);
  field(w.preparedBy, [data.sender_name, data.sender_email, data.sender_phone].filter(Boolean).join(' · '));
  if (data.effective_date) field(w.effectiveDate, formatDay(data.effective_date, data.language));
  doc.moveDown(1);

  const row = (label: string, value: string, font: 'regular' | 'bold') => {
    const y = doc.y;
    doc
      .font(font)
      .fontSize(11)
      .text(label, left, y, { width: priceX - left - 12 });
    const after = doc.y;
    doc.text(value, priceX, y, { width: 140, align: 'right' });
    doc.y = Math.max(after, doc.y) + 4;
    doc.x = left;
  };
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor('#777777')
      .stroke();
    doc.y += 6;
  };
  row(w.plan, w.monthly, 'bold');
  rule();
  for (const plan of data.plans) row(plan.plan_name, formatMoney(plan.price), 'regular');
  rule();
  if (data.first_month_total) row(w.firstMonth, formatMoney(data.first_month_total), 'bold');
  if (data.recurring_total) row(w.recurring, formatMoney(data.recurring_total), 'bold');
  doc.moveDown(1);
  if (data.admin_fee_notice)
    doc.font('regular').fontSize(10).text(translate(data.language, 'cart.admin_fee_notice'), left, doc.y, { width });
  doc.moveDown(0.5);
  doc.font('regular').fontSize(9).fillColor('#444444').text(w.note, left, doc.y, { width });
  doc.end();
  return done;
}
