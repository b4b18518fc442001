// Every email the store sends, in English and Spanish: subject (fixed words, never personal data),
// plain text and simple HTML, from the template's data. Pure: the delivery job and the development
// mailbox render the same message from the same data.
import type { Language } from '@benefit-store/contract/messages/translate';
import { z } from 'zod';
import { formatDay, formatMoney, quoteDocumentData } from '../documents/format';

/** Links in emails are whole web addresses (never `javascript:` or a path without its origin). */
const webLink = z.url({ protocol: /^https?$/ });

/** The data of each template: checked when queued and again when read back from the sealed row. */
export const templateData = {
  resume_code: z.object({
    name: z.string().optional(),
    /** The enrollment's rep, named so the client knows whom to ask. */
    rep_name: z.string().optional(),
    code: z.string().min(1),
    link: webLink,
  }),
  /** A quote sent by a rep: the greeting, the rep's note, its plans and the link that opens it. */
  quote: quoteDocumentData.extend({ message: z.string().optional(), link: webLink }),
  /** A one-time password (decision 0017), by email or by text. */
  otp_code: z.object({ code: z.string().regex(/^\d{6}$/), minutes: z.number().int().positive() }),
  /** To a staff account's holder: many wrong passwords were typed for it (decision 0038). */
  sign_in_warning: z.object({ name: z.string().min(1), failures: z.number().int().positive() }),
  /** A rep's hand-off of the steps left (decision 0026): who sent it and the link that opens them. */
  handoff: z.object({ sender_name: z.string().min(1), link: webLink }),
  /** The Enrollment Receipt (spec 001, receipt): to the client, and to the enroller who acted for them. */
  enrollment_receipt: z.object({
    name: z.string(),
    /** The enroller's copy names the client it is about. */
    for_enroller: z.boolean(),
    confirmation: z.string(),
    effective_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    plans: z.array(z.object({ plan_name: z.string(), price: z.string() })),
    first_month_total: z.string(),
    recurring_total: z.string(),
    payment: z.string(),
    /** The agreement was signed: its signature certificate is attached too. */
    signed: z.boolean().optional(),
  }),
} as const;

export type TemplateName = keyof typeof templateData;
export const templateNames = [
  'resume_code',
  'quote',
  'otp_code',
  'handoff',
  'enrollment_receipt',
  'sign_in_warning',
] as const satisfies readonly TemplateName[];
/** The templates that also read as a text message. */
export const textTemplateNames = [
  'otp_code',
  'handoff',
  'enrollment_receipt',
] as const satisfies readonly TemplateName[];
export type TextTemplateName = (typeof textTemplateNames)[number];
export type TemplateData = { [T in TemplateName]: z.input<(typeof templateData)[T]> };
type ResumeCodeData = z.output<typeof templateData.resume_code>;
type QuoteEmailData = z.output<typeof templateData.quote>;
type OtpCodeData = z.output<typeof templateData.otp_code>;
type HandoffData = z.output<typeof templateData.handoff>;
type SignInWarningData = z.output<typeof templateData.sign_in_warning>;
type ReceiptData = z.output<typeof templateData.enrollment_receipt>;

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** The HTML part's body alone (paragraphs, lists, links), for pages that show the message. */
  bodyHtml: string;
}

/** A paragraph of text and how it reads as HTML: `link` becomes an anchor whose words are the link's purpose. */
type Block =
  | { kind: 'p'; text: string }
  | { kind: 'link'; label: string; href: string }
  | { kind: 'list'; items: string[] };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Text and HTML of the same blocks, so both parts always say the same. */
function compose(language: Language, subject: string, blocks: readonly Block[]): RenderedEmail {
  const text = blocks
    .map((block) => {
      if (block.kind === 'p') return block.text;
      if (block.kind === 'link') return `${block.label}: ${block.href}`;
      return block.items.map((item) => `- ${item}`).join('\n');
    })
    .join('\n\n');
  const body = blocks
    .map((block) => {
      if (block.kind === 'p') return `<p>${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`;
      if (block.kind === 'link') return `<p><a href="${escapeHtml(block.href)}">${escapeHtml(block.label)}</a></p>`;
      return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    })
    .join('\n');
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: sans-serif; line-height: 1.5; color: #1a1a1a">
<h1 style="font-size: 1.25rem">${escapeHtml(subject)}</h1>
${body}
</body></html>`;
  return { subject, text: `${text}\n`, html, bodyHtml: body };
}

const greeting = (language: Language, name: string | undefined) =>
  language === 'es' ? (name ? `Hola, ${name}:` : 'Hola:') : name ? `Hello ${name},` : 'Hello,';

/** A paragraph naming the rep, or nothing when there is none. */
const repLine = (text: string, repName: string | undefined): Block[] => (repName ? [{ kind: 'p', text }] : []);

function resumeCode(language: Language, data: ResumeCodeData): RenderedEmail {
  if (language === 'es')
    return compose(language, 'Su código para continuar la inscripción', [
      { kind: 'p', text: greeting(language, data.name) },
      {
        kind: 'p',
        text: `Guardamos su inscripción. Para continuar donde la dejó, use este código junto con su correo electrónico: ${data.code}`,
      },
      { kind: 'link', label: 'Continuar mi inscripción', href: data.link },
      ...repLine(`Su representante, ${data.rep_name}, puede ayudarle a terminarla.`, data.rep_name),
      { kind: 'p', text: 'Si usted no pidió este código, puede ignorar este mensaje.' },
    ]);
  return compose(language, 'Your code to continue your enrollment', [
    { kind: 'p', text: greeting(language, data.name) },
    {
      kind: 'p',
      text: `We saved your enrollment. To continue where you left off, use this code with your email address: ${data.code}`,
    },
    { kind: 'link', label: 'Continue my enrollment', href: data.link },
    ...repLine(`Your representative, ${data.rep_name}, can help you finish it.`, data.rep_name),
    { kind: 'p', text: 'If you did not ask for this code, you can ignore this message.' },
  ]);
}

function quote(language: Language, data: QuoteEmailData): RenderedEmail {
  const es = language === 'es';
  const plans = data.plans.map((plan) => `${plan.plan_name}: ${formatMoney(plan.price)}${es ? ' al mes' : ' a month'}`);
  const contact = [data.sender_name, data.sender_email, data.sender_phone].filter(Boolean).join(', ');
  const blocks: Block[] = [
    { kind: 'p', text: greeting(language, data.name) },
    {
      kind: 'p',
      text: es
        ? `${data.sender_name} le preparó una cotización de planes de beneficios. La encontrará adjunta en PDF.`
        : `${data.sender_name} prepared a quote of benefit plans for you. You will find it attached as a PDF.`,
    },
  ];
  if (data.message) blocks.push({ kind: 'p', text: `${es ? 'Mensaje' : 'Message'}: ${data.message}` });
  blocks.push({ kind: 'list', items: plans });
  if (data.effective_date)
    blocks.push({
      kind: 'p',
      text: `${es ? 'Fecha de inicio de la cobertura' : 'Coverage starts'}: ${formatDay(data.effective_date, language)}`,
    });
  blocks.push(
    {
      kind: 'link',
      label: es ? 'Ver la cotización y aceptarla o rechazarla' : 'View the quote to accept or decline it',
      href: data.link,
    },
    { kind: 'p', text: `${es ? 'Para preguntas, comuníquese con' : 'For questions, contact'} ${contact}.` },
  );
  return compose(language, es ? 'Su cotización de planes de beneficios' : 'Your benefit plan quote', blocks);
}

/** The code's sentence, the same in an email and a text. */
const otpSentence = (language: Language, data: OtpCodeData) =>
  language === 'es'
    ? `Su código de verificación es ${data.code}. Vence en ${data.minutes} minutos.`
    : `Your verification code is ${data.code}. It expires in ${data.minutes} minutes.`;

function otpCode(language: Language, data: OtpCodeData): RenderedEmail {
  const es = language === 'es';
  return compose(language, es ? 'Su código de verificación' : 'Your verification code', [
    { kind: 'p', text: otpSentence(language, data) },
    {
      kind: 'p',
      text: es
        ? 'Si usted no pidió este código, puede ignorar este mensaje. Nadie de nuestro equipo se lo pedirá.'
        : 'If you did not ask for this code, you can ignore this message. No one from our team will ask you for it.',
    },
  ]);
}

/** The hand-off's sentence, the same in an email and a text. */
const handoffSentence = (language: Language, data: HandoffData) =>
  language === 'es'
    ? `${data.sender_name} le envió su inscripción para que la firme y elija cómo pagar.`
    : `${data.sender_name} sent you your enrollment to sign and to choose how to pay.`;

function handoff(language: Language, data: HandoffData): RenderedEmail {
  const es = language === 'es';
  return compose(language, es ? 'Su inscripción está lista para firmar' : 'Your enrollment is ready to sign', [
    { kind: 'p', text: greeting(language, undefined) },
    { kind: 'p', text: handoffSentence(language, data) },
    {
      kind: 'p',
      text: es
        ? 'Al abrir el enlace le pediremos el correo electrónico que le dio a su agente.'
        : 'When you open the link we will ask for the email address you gave your agent.',
    },
    { kind: 'link', label: es ? 'Firmar y pagar' : 'Sign and pay', href: data.link },
    {
      kind: 'p',
      text: es
        ? 'Si no esperaba este mensaje, puede ignorarlo.'
        : 'If you were not expecting this message, you can ignore it.',
    },
  ]);
}

/**
 * The receipt as a text (review's "Send enrollment & signature notification via Text Message"):
 * complete, its confirmation number, the coverage start, and the signature when there was one.
 */
function receiptText(language: Language, data: ReceiptData): string {
  const es = language === 'es';
  const start = formatDay(data.effective_date, language);
  const sentences = es
    ? [
        `Su inscripción está completa. Número de confirmación: ${data.confirmation}.`,
        `Su cobertura comienza el ${start}.`,
        ...(data.signed ? ['Su acuerdo quedó firmado.'] : []),
        'Le enviamos el recibo por correo electrónico.',
      ]
    : [
        `Your enrollment is complete. Confirmation number: ${data.confirmation}.`,
        `Your coverage starts ${start}.`,
        ...(data.signed ? ['Your agreement is signed.'] : []),
        'We emailed you the receipt.',
      ];
  return sentences.join(' ');
}

function enrollmentReceipt(language: Language, data: ReceiptData): RenderedEmail {
  const es = language === 'es';
  const month = es ? ' al mes' : ' a month';
  return compose(language, es ? 'Recibo de inscripción' : 'Enrollment Receipt', [
    { kind: 'p', text: data.for_enroller ? greeting(language, undefined) : greeting(language, data.name) },
    {
      kind: 'p',
      text: data.for_enroller
        ? es
          ? `La inscripción de ${data.name} está completa. Número de confirmación: ${data.confirmation}.`
          : `The enrollment of ${data.name} is complete. Confirmation number: ${data.confirmation}.`
        : es
          ? `Gracias: su inscripción está completa. Número de confirmación: ${data.confirmation}.`
          : `Thank you: your enrollment is complete. Confirmation number: ${data.confirmation}.`,
    },
    { kind: 'list', items: data.plans.map((plan) => `${plan.plan_name}: ${formatMoney(plan.price)}${month}`) },
    {
      kind: 'p',
      text: [
        `${es ? 'Fecha de inicio de la cobertura' : 'Coverage starts'}: ${formatDay(data.effective_date, language)}`,
        `${es ? 'Total del primer mes' : 'First month total'}: ${formatMoney(data.first_month_total)}`,
        `${es ? 'Total mensual recurrente' : 'Recurring monthly total'}: ${formatMoney(data.recurring_total)}`,
        `${es ? 'Forma de pago' : 'Payment method'}: ${data.payment}`,
      ].join('\n'),
    },
    {
      kind: 'p',
      text: data.signed
        ? es
          ? 'La primera factura y el certificado de la firma del acuerdo van adjuntos en PDF. Guarde este correo para sus registros.'
          : 'The first invoice and the certificate of the signed agreement are attached as PDFs. Keep this email for your records.'
        : es
          ? 'La primera factura va adjunta en PDF. Guarde este correo para sus registros.'
          : 'The first invoice is attached as a PDF. Keep this email for your records.',
    },
  ]);
}

/** Tells an account's holder about wrong passwords: no link (a warning with a link is what phishing looks like). */
function signInWarning(language: Language, data: SignInWarningData): RenderedEmail {
  if (language === 'es')
    return compose(language, 'Se escribieron contraseñas incorrectas para su cuenta', [
      { kind: 'p', text: greeting(language, data.name) },
      {
        kind: 'p',
        text: `Se escribieron ${data.failures} contraseñas incorrectas seguidas para su cuenta de Benefit Store. Su cuenta no está bloqueada: quien sigue probando espera cada vez más, y usted puede iniciar sesión como siempre.`,
      },
      {
        kind: 'p',
        text: 'Si no fue usted, avise a su administrador y cambie su contraseña por una larga y que no use en otro sitio.',
      },
    ]);
  return compose(language, 'Wrong passwords were typed for your account', [
    { kind: 'p', text: greeting(language, data.name) },
    {
      kind: 'p',
      text: `${data.failures} wrong passwords in a row were typed for your Benefit Store account. Your account is not locked: whoever keeps trying waits longer each time, and you can sign in as usual.`,
    },
    {
      kind: 'p',
      text: 'If this was not you, tell your administrator and change your password to a long one you use nowhere else.',
    },
  ]);
}

/** The email of `template` in `language`, from its data (checked against the template's schema). */
export function renderEmail(template: TemplateName, language: Language, data: unknown): RenderedEmail {
  if (template === 'resume_code') return resumeCode(language, templateData.resume_code.parse(data));
  if (template === 'otp_code') return otpCode(language, templateData.otp_code.parse(data));
  if (template === 'handoff') return handoff(language, templateData.handoff.parse(data));
  if (template === 'sign_in_warning') return signInWarning(language, templateData.sign_in_warning.parse(data));
  if (template === 'enrollment_receipt')
    return enrollmentReceipt(language, templateData.enrollment_receipt.parse(data));
  return quote(language, templateData.quote.parse(data));
}

/** The text message of `template` in `language`: one short line, and the link when it has one. */
export function renderText(template: TextTemplateName, language: Language, data: unknown): string {
  if (template === 'enrollment_receipt')
    return `Benefit Store: ${receiptText(language, templateData.enrollment_receipt.parse(data))}`;
  if (template === 'handoff') {
    const parsed = templateData.handoff.parse(data);
    return `Benefit Store: ${handoffSentence(language, parsed)} ${parsed.link}`;
  }
  return `Benefit Store: ${otpSentence(language, templateData.otp_code.parse(data))}`;
}
