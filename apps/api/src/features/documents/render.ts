// Every PDF of the store drawn in a worker thread (decision 0035): pdfkit and the images it decodes
// (a signature) run where a throw, even from a zlib callback, ends only that render. The caller's
// promise rejects (a job is retried, then set aside as dead) and the next render gets a new worker.

import type { Language } from '@benefit-store/contract/messages/translate';
import { isolate, isolatedModule } from '../../lib/isolated';
import type { InvoiceDocumentData } from './invoice-pdf';
import type { QuotePdfData } from './quote-pdf';
import type { SignatureCertificateData } from './signature-certificate-pdf';

const renderers = isolatedModule('renderers', import.meta.url);
/** One render at a time: the machine this runs on has two cores, and requests need one. */
const documents = isolate();

export const renderSignatureCertificate = (data: SignatureCertificateData) =>
  documents.run(renderers, 'renderSignatureCertificate', data);

export const renderQuotePdf = (data: QuotePdfData) => documents.run(renderers, 'renderQuotePdf', data);

export const renderInvoicePdf = (data: InvoiceDocumentData & { language: Language }) =>
  documents.run(renderers, 'renderInvoicePdf', data);
