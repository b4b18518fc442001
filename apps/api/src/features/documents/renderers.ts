// The documents the render worker draws (decision 0035): the entry of its own that build.mjs
// bundles as dist/renderers.js, loaded in the worker thread only; render.ts runs them there.
export { renderInvoicePdf } from './invoice-pdf';
export { renderQuotePdf } from './quote-pdf';
export { renderSignatureCertificate } from './signature-certificate-pdf';
