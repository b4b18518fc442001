// The first invoice of a policy as a PDF: the confirmation number, who it is for, the effective
// date, each plan's premium and fee, the first month's and recurring totals, and the payment
// method (masked: its name and the last four digits only), and when the first payment is taken: as
// the billing step's EFT terms say (spec 001 section 9), or who pays a list bill or a statement. A
// pure function from data to bytes, rendered after commit or outside every lock (decision 0012).
import type { Language } from '@benefit-store/contract/messages/translate';
import { z } from 'zod';
import { formatDay, formatMoney } from './format';
import { newDocument } from './pdfkit';

const decimal = z.string().regex(/^-?\d{1,13}(\.\d{1,2})?$/);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The payment methods of spec 001 (billing), and none while the enrollment chose none. */
export const paymentMethods = ['cc', 'eft', 'list', 'elist', 'stmt'] as const;

/** An invoice as documents show it: money as the spec's decimal strings, days `YYYY-MM-DD`. */
export const invoiceDocumentData = z.object({
  confirmation: z.string(),
  name: z.string(),
  issued: day,
  effective_date: day,
  plans: z.array(z.object({ plan_name: z.string(), premium: decimal, fee: decimal, price: decimal })),
  fees_total: decimal,
  first_month_total: decimal,
  recurring_total: decimal,
  /** Only the method and the last four digits ever reach a document. */
  payment: z.object({
    method: z.enum(paymentMethods).nullable(),
    last4: z
      .string()
      .regex(/^\d{4}$/)
      .nullable(),
  }),
});
export type InvoiceDocumentData = z.infer<typeof invoiceDocumentData>;

const words = {
  en: {
    title: 'Invoice',
    confirmation: 'Confirmation number',
    billedTo: 'Billed to',
    issued: 'Issued',
    effectiveDate: 'Coverage starts',
    plan: 'Plan',
    premium: 'Premium',
    fee: 'Fees',
    monthly: 'Monthly',
    fees: 'Fees included',
    firstMonth: 'First month total',
    recurring: 'Recurring monthly total',
    payment: 'Payment method',
    notes: {
      charged: 'The initial payment is charged within 0 to 5 days of enrollment; the recurring total each month after.',
      list: 'Your employer pays these premiums on its list bill and deducts your part from your pay.',
      elist: "These premiums are drafted from your group's bank account with its EFT list.",
      stmt: 'These premiums are billed on a statement each month.',
    },
    methods: {
      cc: 'Credit card',
      eft: 'Bank account (EFT)',
      list: 'List bill',
      elist: 'EFT list bill',
      stmt: 'Statement',
    },
    ending: 'ending in',
    none: 'Not chosen yet',
  },
  es: {
    title: 'Factura',
    confirmation: 'Número de confirmación',
    billedTo: 'Facturado a',
    issued: 'Emitida',
    effectiveDate: 'Inicio de la cobertura',
    plan: 'Plan',
    premium: 'Prima',
    fee: 'Cargos',
    monthly: 'Mensual',
    fees: 'Cargos incluidos',
    firstMonth: 'Total del primer mes',
    recurring: 'Total mensual recurrente',
    payment: 'Forma de pago',
    notes: {
      charged:
        'El primer pago se cobra dentro de los 0 a 5 días siguientes a la inscripción; el total recurrente, cada mes después.',
      list: 'Su empleador paga estas primas en su factura de lista y descuenta su parte de su salario.',
      elist: 'Estas primas se debitan de la cuenta bancaria de su grupo con su lista EFT.',
      stmt: 'Estas primas se facturan en un estado de cuenta cada mes.',
    },
    methods: {
      cc: 'Tarjeta de crédito',
      eft: 'Cuenta bancaria (EFT)',
      list: 'Facturación por lista',
      elist: 'Facturación por lista con EFT',
      stmt: 'Estado de cuenta',
    },
    ending: 'que termina en',
    none: 'Aún no elegida',
  },
} as const;

/** The payment method in words: its name and the last four digits, or that none is chosen yet. */
export function paymentMethodText(payment: InvoiceDocumentData['payment'], language: Language): string {
  const w = words[language];
  if (payment.method === null) return w.none;
  const name = w.methods[payment.method];
  return payment.last4 ? `${name} ${w.ending} ${payment.last4}` : name;
}

/** When the first payment is taken: a card or bank account (or none chosen yet) is charged; a group or statement pays. */
function noteOf(method: InvoiceDocumentData['payment']['method'], language: Language): string {
  const notes = words[language].notes;
  return method === 'list' || method === 'elist' || method === 'stmt' ? notes[method] : notes.charged;
}

export async function renderInvoicePdf(data: InvoiceDocumentData & { language: Language }): Promise<Uint8Array> {
  const w = words[data.language];
  const { doc, done } = await newDocument(data.language, { Title: `${w.title} ${data.confirmation}` });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const columns = [left + width - 270, left + width - 180, left + width - 90];

  doc.font('bold').fontSize(20).text(w.title);
  doc.moveDown(0.8);
  const field = (label: string, value: string) => {
    doc.font('bold').fontSize(11).text(`${label}: `, { continued: true }).font('regular').text(value);
  };
  field(w.confirmation, data.confirmation);
  field(w.billedTo, data.name);
  field(w.issued, formatDay(data.issued, data.language));
  field(w.effectiveDate, formatDay(data.effective_date, data.language));
  field(w.payment, paymentMethodText(data.payment, data.language));
  doc.moveDown(1);

  const row = (cells: readonly [string, string, string, string], font: 'regular' | 'bold') => {
    const y = doc.y;
    doc
      .font(font)
      .fontSize(11)
      .text(cells[0], left, y, { width: (columns[0] ?? left) - left - 12 });
    let bottom = doc.y;
    cells.slice(1).forEach((cell, n) => {
      doc.text(cell, columns[n] ?? left, y, { width: 90, align: 'right' });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 4;
    doc.x = left;
  };
  const total = (label: string, value: string) => {
    const y = doc.y;
    doc
      .font('bold')
      .fontSize(11)
      .text(label, left, y, { width: width - 102 });
    const after = doc.y;
    doc.text(value, left + width - 90, y, { width: 90, align: 'right' });
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
  row([w.plan, w.premium, w.fee, w.monthly], 'bold');
  rule();
  for (const plan of data.plans)
    row([plan.plan_name, formatMoney(plan.premium), formatMoney(plan.fee), formatMoney(plan.price)], 'regular');
  rule();
  total(w.fees, formatMoney(data.fees_total));
  total(w.firstMonth, formatMoney(data.first_month_total));
  total(w.recurring, formatMoney(data.recurring_total));
  doc.moveDown(1);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor('#444444')
    .text(noteOf(data.payment.method, data.language), left, doc.y, { width });
  doc.end();
  return done;
}
