// The documents an email may carry, described by their data when queued and rendered by the
// delivery job after commit (a PDF is never rendered under an enrollment's lock).
import type { Language } from '@benefit-store/contract/messages/translate';
import { z } from 'zod';
import { quoteDocumentData } from './format';
import { renderQuotePdf } from './quote-pdf';

export const documentAttachment = z.discriminatedUnion('document', [
  z.object({ document: z.literal('quote'), data: quoteDocumentData }),
]);
export type DocumentAttachment = z.input<typeof documentAttachment>;

export interface RenderedFile {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

const filenames = { quote: { en: 'quote.pdf', es: 'cotizacion.pdf' } } as const;

/** The file of `attachment`, in `language` (the message's). */
export async function renderAttachment(attachment: unknown, language: Language): Promise<RenderedFile> {
  const parsed = documentAttachment.parse(attachment);
  return {
    filename: filenames[parsed.document][language],
    contentType: 'application/pdf',
    content: await renderQuotePdf({ ...parsed.data, language }),
  };
}
