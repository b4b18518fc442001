// The documents an email may carry, described by their data when queued and rendered by the
// delivery job after commit (a PDF is never rendered under an enrollment's lock).
import type { Language } from '@benefit-store/contract/messages/translate';
import { z } from 'zod';
import { quoteDocumentData } from './format';
import { invoiceDocumentData, renderInvoicePdf } from './invoice-pdf';
import { renderQuotePdf } from './quote-pdf';

export const documentAttachment = z.discriminatedUnion('document', [
  z.object({ document: z.literal('quote'), data: quoteDocumentData }),
  z.object({ document: z.literal('invoice'), data: invoiceDocumentData }),
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

/** The enrollment's blob name of a document kept once for all who ask (the first invoice), else undefined. */
export const keptNameOf = (attachment: unknown): string | undefined =>
  documentAttachment.safeParse(attachment).data?.document === 'invoice' ? invoiceBlobName : undefined;

/** The blob name of an enrollment's first invoice: one for the receipt emails and autoInvoiceGeneration. */
export const invoiceBlobName = 'invoice';

/** The file of `attachment`, in `language` (the message's). */
export async function renderAttachment(attachment: unknown, language: Language): Promise<RenderedFile> {
  const parsed = documentAttachment.parse(attachment);
  return {
    filename: filenames[parsed.document][language],
    contentType: 'application/pdf',
    content:
      parsed.document === 'quote'
        ? await renderQuotePdf({ ...parsed.data, language })
        : await renderInvoicePdf({ ...parsed.data, language }),
  };
}
