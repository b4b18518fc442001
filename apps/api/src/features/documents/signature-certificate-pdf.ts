// The signature certificate as a PDF (decision 0022): the electronic-signature record (signer,
// how and when they signed, from which address, in which language, their consent, the session that
// captured it and how it was authenticated, and for a staff session who, with the applicant's
// presence as the staff attested it: decision 0037), the drawn
// signature, the SHA-256 digest, and the signed text itself, printed and embedded byte for byte as
// `signed-text.txt`, so that anyone holding the PDF can hash the text and compare. A pure function
// from data to bytes, rendered after commit (never under an enrollment's lock).
import type { Language } from '@benefit-store/contract/messages/translate';
import { newDocument } from './pdfkit';

export interface SignatureCertificateData {
  language: Language;
  enrollmentId: string;
  signerName: string;
  signerType: 'rep' | 'group' | 'applicant' | 'sigapplicant';
  method: 'drawn' | 'typed' | 'verified' | 'checkbox';
  signedAt: string;
  clientAddress: string;
  agreementsAccepted: number;
  sha256: string;
  signedText: string;
  typedSignature?: string | undefined;
  signaturePng?: Uint8Array | undefined;
  /** Who captured the signature (records from before decision 0037 have none). */
  capture?: CertificateCapture | undefined;
}

export interface CertificateCapture {
  sessionRef: string;
  authenticatedBy: 'storefront_created' | 'storefront_resume_code' | 'storefront_link' | 'staff_password';
  staff?: { name: string; role: 'rep' | 'group_admin' } | undefined;
  applicantPresent: boolean;
}

/** The embedded file's name: the exact UTF-8 bytes whose digest the certificate states. */
export const signedTextFileName = 'signed-text.txt';

const words = {
  en: {
    title: 'Electronic signature certificate',
    intro:
      'This certificate records the electronic signature of the enrollment agreement below, as the U.S. ESIGN Act and the Uniform Electronic Transactions Act expect: the signer consented to sign electronically, showed the intent to sign, and the record ties the signature to exactly the text signed.',
    enrollment: 'Enrollment',
    signer: 'Signer',
    signerType: 'Signer type',
    method: 'Signature',
    signedAt: 'Signed at (UTC)',
    address: 'Client address',
    language: 'Language of the text',
    consent: 'Consent to sign electronically',
    consentGiven: 'given, before signing',
    accepted: 'Agreements accepted',
    digest: 'SHA-256 of the signed text',
    drawn: 'Drawn signature',
    typedAs: 'Typed signature',
    session: 'Captured in session',
    authenticatedBy: 'Session authenticated by',
    staff: 'Captured by staff account',
    present: 'Applicant present',
    presentAttested: 'yes, attested by the staff account: the applicant signed on its device',
    authentications: {
      storefront_created: "the applicant's own storefront session, which started the enrollment",
      storefront_resume_code: 'a storefront session that resumed the enrollment with the emailed code and email',
      storefront_link: 'a storefront session that opened a direct-continue link and confirmed the email',
      staff_password: 'a staff sign-in with password',
    },
    roles: { rep: 'representative', group_admin: 'group administrator' },
    verify:
      'To verify: the signed text is embedded in this PDF as the file signed-text.txt (and printed below). Compute its SHA-256 (for example, sha256sum signed-text.txt) and compare it with the digest above; any change to the text gives another digest.',
    text: 'Signed text',
    types: { rep: 'representative (broker)', group: 'group', applicant: 'applicant', sigapplicant: 'applicant' },
    methods: {
      drawn: 'drawn on the signature pad',
      typed: 'full name typed as signature',
      verified: 'name entered in the verification section',
      checkbox: 'agreement boxes ticked (no signature asked)',
    },
  },
  es: {
    title: 'Certificado de firma electrónica',
    intro:
      'Este certificado registra la firma electrónica del acuerdo de inscripción que sigue, como esperan la ley ESIGN de EE. UU. y la Ley Uniforme de Transacciones Electrónicas: el firmante consintió firmar electrónicamente, mostró la intención de firmar, y el registro une la firma exactamente al texto firmado.',
    enrollment: 'Inscripción',
    signer: 'Firmante',
    signerType: 'Tipo de firmante',
    method: 'Firma',
    signedAt: 'Firmado el (UTC)',
    address: 'Dirección del cliente',
    language: 'Idioma del texto',
    consent: 'Consentimiento para firmar electrónicamente',
    consentGiven: 'dado, antes de firmar',
    accepted: 'Acuerdos aceptados',
    digest: 'SHA-256 del texto firmado',
    drawn: 'Firma dibujada',
    typedAs: 'Firma escrita',
    session: 'Capturada en la sesión',
    authenticatedBy: 'Sesión autenticada por',
    staff: 'Capturada por la cuenta del personal',
    present: 'Solicitante presente',
    presentAttested: 'sí, según declara la cuenta del personal: el solicitante firmó en su dispositivo',
    authentications: {
      storefront_created: 'la propia sesión de la tienda del solicitante, que inició la inscripción',
      storefront_resume_code:
        'una sesión de la tienda que retomó la inscripción con el código y el correo electrónico enviados',
      storefront_link: 'una sesión de la tienda que abrió un enlace directo y confirmó el correo electrónico',
      staff_password: 'un inicio de sesión del personal con contraseña',
    },
    roles: { rep: 'representante', group_admin: 'administrador del grupo' },
    verify:
      'Para verificar: el texto firmado va incluido en este PDF como el archivo signed-text.txt (e impreso abajo). Calcule su SHA-256 (por ejemplo, sha256sum signed-text.txt) y compárelo con el resumen de arriba; cualquier cambio del texto da otro resumen.',
    text: 'Texto firmado',
    types: { rep: 'representante (agente)', group: 'grupo', applicant: 'solicitante', sigapplicant: 'solicitante' },
    methods: {
      drawn: 'dibujada en el panel de firma',
      typed: 'nombre completo escrito como firma',
      verified: 'nombre ingresado en la sección de verificación',
      checkbox: 'casillas del acuerdo marcadas (no se pidió firma)',
    },
  },
} as const;

export async function renderSignatureCertificate(data: SignatureCertificateData): Promise<Uint8Array> {
  const w = words[data.language];
  const { doc, done } = await newDocument(data.language, { Title: w.title, Subject: `SHA-256 ${data.sha256}` });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.file(Buffer.from(data.signedText, 'utf8'), {
    name: signedTextFileName,
    type: 'text/plain',
    description: w.text,
  });

  doc.font('bold').fontSize(18).text(w.title);
  doc.moveDown(0.5);
  doc.font('regular').fontSize(10).text(w.intro, { width });
  doc.moveDown(0.8);
  const field = (label: string, value: string) =>
    doc.font('bold').fontSize(10).text(`${label}: `, { continued: true, width }).font('regular').text(value);
  field(w.enrollment, data.enrollmentId);
  field(w.signer, data.signerName === '' ? '-' : data.signerName);
  field(w.signerType, w.types[data.signerType]);
  field(w.method, w.methods[data.method]);
  field(w.signedAt, data.signedAt);
  field(w.address, data.clientAddress);
  field(w.language, data.language);
  field(w.consent, w.consentGiven);
  field(w.accepted, String(data.agreementsAccepted));
  field(w.digest, data.sha256);
  if (data.typedSignature) field(w.typedAs, data.typedSignature);
  const capture = data.capture;
  if (capture) {
    field(w.session, capture.sessionRef);
    field(w.authenticatedBy, w.authentications[capture.authenticatedBy]);
    if (capture.staff) field(w.staff, `${capture.staff.name} (${w.roles[capture.staff.role]})`);
    if (capture.applicantPresent) field(w.present, w.presentAttested);
  }
  if (data.signaturePng) {
    doc.moveDown(0.5);
    doc.font('bold').fontSize(10).text(w.drawn);
    doc.image(Buffer.from(data.signaturePng), { fit: [225, 150] });
    doc.rect(left, doc.y + 2, 225, 0.5).fill('#777777');
    doc.fillColor('black');
    doc.y += 8;
  }
  doc.moveDown(0.8);
  doc.font('regular').fontSize(9).fillColor('#333333').text(w.verify, left, doc.y, { width });
  doc.fillColor('black').moveDown(0.8);
  doc.font('bold').fontSize(12).text(w.text, left, doc.y);
  doc.moveDown(0.3);
  doc.font('regular').fontSize(8.5).text(data.signedText, left, doc.y, { width });
  doc.end();
  return done;
}
