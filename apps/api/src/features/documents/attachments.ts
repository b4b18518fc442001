// The documents an email may carry, described by their data when queued and rendered by the
// delivery job after commit (a PDF is never rendered under an enrollment's lock). The signature
// certificate is described by its digest alone: the enrollment's signature record renders it.
import type { Language } from '@benefit-store/contract/messages/translate';
import { z } from 'zod';
import { quoteDocumentData } from './format';
import { invoiceDocumentData } from './invoice-pdf';
import { renderInvoicePdf, renderQuotePdf } from './render';

export const documentAttachment = z.discriminatedUnion('document', [
  z.object({ document: z.literal('quote'), data: quoteDocumentData }),
  z.object({ document: z.literal('invoice'), data: invoiceDocumentData }),
  z.object({
    document: z.literal('signature_certificate'),
    data: z.object({ text_sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  }),
]);
export type DocumentAttachment = z.input<typeof documentAttachment>;

export interface RenderedFile {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

const filenames = {
  quote: { en: 'quote.pdf', es: 'cotizacion.pdf' },
  invoice: { en: 'invoice.pdf', es: 'factura.pdf' },
} as const;

/** The blob name of an enrollment's first invoice: one for the receipt emails and autoInvoiceGeneration. */
export const invoiceBlobName = 'invoice';

/** The blob name of the signature certificate of the text whose SHA-256 is `sha256` (decision 0022). */
export const certificateBlobName = (sha256: string) => `signature-certificate-${sha256.slice(0, 16)}`;

/**
 * The enrollment's blob name of a document kept once for all who ask (the first invoice, the
 * signature certificate), else undefined.
 */
export function keptNameOf(attachment: unknown): string | undefined {
  const parsed = documentAttachment.safeParse(attachment).data;
  if (parsed?.document === 'invoice') return invoiceBlobName;
  if (parsed?.document === 'signature_certificate') return certificateBlobName(parsed.data.text_sha256);
  return undefined;
}

/** Thrown for a document no data renders: it is read from its enrollment's kept blob. */
export class KeptDocumentOnly extends Error {
  constructor(document: string) {
    super(`${document} is rendered from its enrollment's record, not from the message's data`);
  }
}

/** The file of `attachment`, in `language` (the message's). */
export async function renderAttachment(attachment: unknown, language: Language): Promise<RenderedFile> {
  const parsed = documentAttachment.parse(attachment);
  if (parsed.document === 'signature_certificate') throw new KeptDocumentOnly(parsed.document);
  return {
    filename: filenames[parsed.document][language],
    contentType: 'application/pdf',
    content:
      parsed.document === 'quote'
        ? await renderQuotePdf({ ...parsed.data, language })
        : await renderInvoicePdf({ ...parsed.data, language }),
  };
}
