// The signature certificate of an enrollment (decision 0022): rendered from its signature record
// after commit, stored as the enrollment's document blob (sealed, decision 0012), one per signed
// text, so the completion can attach it and anyone holding it can verify the digest.
import { z } from 'zod';
import type { Db } from '../../../../db/database';
import type { EnrollmentRef } from '../../../../http/enrollment-ref';
import type { JobDefinition } from '../../../../jobs/runner';
import type { BlobFiles } from '../../../../lib/blob-files';
import type { FieldCipher } from '../../../../lib/field-crypto';
import { certificateBlobName, type RenderedFile } from '../../../documents/attachments';
import { keptDocument } from '../../../documents/blob-service';
import { renderSignatureCertificate } from '../../../documents/render';
import type { CertificateCapture, SignatureCertificateData } from '../../../documents/signature-certificate-pdf';
import { enrollmentRefById, enrollmentRefOf } from './repo';
import { renderCertificateJob, type SignatureRecord, signatureRecordOf } from './service';

/** The certificate's capture lines from the record: the session, its authentication, the staff and attestation. */
function captureOfRecord(record: SignatureRecord): CertificateCapture | undefined {
  const captured = record.captured_by;
  if (!captured) return undefined;
  return {
    sessionRef: captured.session_ref,
    authenticatedBy: captured.authenticated_by,
    staff:
      captured.staff_role === undefined ? undefined : { name: record.staff_name ?? '-', role: captured.staff_role },
    applicantPresent: captured.applicant_present === true,
  };
}

const filenames = { en: 'signature-certificate.pdf', es: 'certificado-de-firma.pdf' } as const;

/**
 * The enrollment's signature certificate as a PDF file, or undefined while the agreement is not
 * signed. Rendered and stored the first time (a PDF: never call it under the enrollment's lock),
 * the same bytes every later time; a new signature gets a new certificate.
 */
export async function signatureCertificateOf(
  db: Db,
  blobs: BlobFiles,
  cipher: FieldCipher,
  enrollment: EnrollmentRef,
): Promise<RenderedFile | undefined> {
  const record = await signatureRecordOf(db, cipher, enrollment);
  if (!record) return undefined;
  return keptDocument(db, blobs, enrollment.id, certificateBlobName(record.text_sha256), async () => ({
    filename: filenames[record.language],
    contentType: 'application/pdf',
    content: await renderSignatureCertificate(await certificateDataOf(blobs, enrollment, record)),
  }));
}

/** What the certificate of a signature record shows: the record, its drawn image, and who captured it. */
export async function certificateDataOf(
  blobs: BlobFiles,
  enrollment: EnrollmentRef,
  record: SignatureRecord,
): Promise<SignatureCertificateData> {
  return {
    language: record.language,
    enrollmentId: enrollment.public_id,
    signerName: record.signer_name,
    signerType: record.eprocess,
    method: record.signature_method,
    signedAt: record.signed_at,
    clientAddress: record.client_address,
    agreementsAccepted: record.agreements_accepted,
    sha256: record.text_sha256,
    signedText: record.signed_text,
    typedSignature: record.typed_signature,
    signaturePng: record.signature_blob ? await blobs.read(record.signature_blob) : undefined,
    capture: captureOfRecord(record),
  };
}

const payload = z.object({ enrollment_id: z.string(), text_sha256: z.string() });

/** After the agreement is signed: its certificate rendered and stored, unless it was signed again since. */
export const signatureCertificateJob = (parts: { blobs: BlobFiles; cipher: FieldCipher }): JobDefinition => ({
  name: renderCertificateJob,
  run: async (db, sent) => {
    const job = payload.parse(sent);
    const enrollment = await enrollmentRefOf(db, job.enrollment_id);
    if (!enrollment) return;
    const record = await signatureRecordOf(db, parts.cipher, enrollment);
    if (record?.text_sha256 !== job.text_sha256) return;
    await signatureCertificateOf(db, parts.blobs, parts.cipher, enrollment);
  },
});

/**
 * The certificate a receipt email names (its digest) for the delivery job: rendered and kept now
 * if the job above has not yet, after commit and outside every lock. Undefined when the enrollment
 * is gone or its signature is no longer the one named.
 */
export const certificateForDelivery =
  (parts: { blobs: BlobFiles; cipher: FieldCipher }) =>
  async (db: Db, enrollmentId: number, textSha256: string): Promise<RenderedFile | undefined> => {
    const enrollment = await enrollmentRefById(db, enrollmentId);
    if (!enrollment) return undefined;
    const record = await signatureRecordOf(db, parts.cipher, enrollment);
    if (record?.text_sha256 !== textSha256) return undefined;
    return signatureCertificateOf(db, parts.blobs, parts.cipher, enrollment);
  };
