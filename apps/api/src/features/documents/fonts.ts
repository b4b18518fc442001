// Where the documents' font files are: beside this module in the sources (`fonts/`), beside
// `dist/server.js` in the built server (build.mjs copies them there).
import path from 'node:path';

const folder = path.join(import.meta.dirname, 'fonts');

/** DejaVu Sans (TTF: pdfkit reads no WOFF2), which covers Spanish; its license is beside it. */
export const fontFile = {
  regular: path.join(folder, 'DejaVuSans.ttf'),
  bold: path.join(folder, 'DejaVuSans-Bold.ttf'),
} as const;
