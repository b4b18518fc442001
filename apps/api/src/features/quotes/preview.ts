// The quote email as the Preview button shows it: subject and HTML from the same data the outbox gets.
import type { Language } from '@benefit-store/contract/messages/translate';
import type { QuoteEmailData } from './outbox-adapter';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const words = {
  en: {
    subject: (sender: string) => `Your benefits quote from ${sender}`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (sender: string) => `${sender} prepared this quote for you.`,
    total: 'Monthly total',
    open: 'View your quote',
  },
  es: {
    subject: (sender: string) => `Su cotización de beneficios de ${sender}`,
    greeting: (name: string) => `Hola ${name}:`,
    intro: (sender: string) => `${sender} preparó esta cotización para usted.`,
    total: 'Total mensual',
    open: 'Ver su cotización',
  },
} as const;

export function quotePreview(language: Language, data: QuoteEmailData): { subject: string; html: string } {
  const w = words[language === 'es' ? 'es' : 'en'];
  const rows = data.plans
    .map((plan) => `<tr><td>${escapeHtml(plan.plan_name)}</td><td>$${escapeHtml(plan.price)}</td></tr>`)
    .join('');
  const html = [
    `<p>${escapeHtml(w.greeting(data.name))}</p>`,
    `<p>${escapeHtml(w.intro(data.sender_name))}</p>`,
    data.message ? `<p>${escapeHtml(data.message)}</p>` : '',
    `<table>${rows}<tr><th>${escapeHtml(w.total)}</th><th>$${escapeHtml(data.totals.monthly)}</th></tr></table>`,
    `<p><a href="${escapeHtml(data.link)}">${escapeHtml(w.open)}</a></p>`,
  ].join('');
  return { subject: w.subject(data.sender_name), html };
}
