// Demo agreement texts of the enrollment wizard's agreement step, in English and Spanish: the
// store's default set (authorization, accuracy of statements, premium payment, privacy, coverage
// terms) and Acme Logistics' own set, whose premiums are taken from the employee's pay.
import type { Db } from '../db/database';

interface Text {
  head: string;
  body: string;
  required: string;
}
type Pair = { en: Text; es: Text };

const authorization: Pair = {
  en: {
    head: 'Authorization',
    body: 'I apply for the coverage selected in this enrollment for myself and for the dependents I listed. I authorize the carriers of the selected plans, and the representative or administrator who helps me, to use the information I gave to enroll me, to issue the coverage and to administer it. I understand that coverage starts only on the effective date shown, once the carrier accepts this application and the first premium is paid.',
    required: 'I have read and agree to the authorization.',
  },
  es: {
    head: 'Autorización',
    body: 'Solicito la cobertura elegida en esta inscripción para mí y para los dependientes que indiqué. Autorizo a las aseguradoras de los planes elegidos, y al representante o administrador que me ayuda, a usar la información que di para inscribirme, emitir la cobertura y administrarla. Entiendo que la cobertura comienza solo en la fecha de vigencia indicada, una vez que la aseguradora acepte esta solicitud y se pague la primera prima.',
    required: 'He leído y acepto la autorización.',
  },
};

const accuracy: Pair = {
  en: {
    head: 'Accuracy of statements',
    body: 'The answers in this application, including the health questions, are true and complete to the best of my knowledge. I understand that the carrier relies on them to accept me, and that a false or incomplete answer may lead to the denial of a claim or to the cancellation of the coverage from its start, as the law of my state allows. Any person who knowingly presents false information in an application for insurance may be guilty of a crime.',
    required: 'I confirm that my statements are true and complete.',
  },
  es: {
    head: 'Veracidad de las declaraciones',
    body: 'Las respuestas de esta solicitud, incluidas las preguntas de salud, son verdaderas y completas según mi leal saber. Entiendo que la aseguradora se basa en ellas para aceptarme, y que una respuesta falsa o incompleta puede llevar al rechazo de un reclamo o a la cancelación de la cobertura desde su inicio, según lo permita la ley de mi estado. Toda persona que a sabiendas presente información falsa en una solicitud de seguro puede cometer un delito.',
    required: 'Confirmo que mis declaraciones son verdaderas y completas.',
  },
};

const payment: Pair = {
  en: {
    head: 'Premium payment',
    body: 'I authorize the monthly premium of the selected plans, and any fee shown with them, to be charged to the bank account or card I give in the billing step, starting with the first month and then each month on the bill date I choose, until I cancel the coverage. I may cancel this authorization by notice to the plan administrator at least 3 business days before a charge. A payment returned unpaid may end the coverage.',
    required: 'I authorize the premium payments.',
  },
  es: {
    head: 'Pago de la prima',
    body: 'Autorizo que la prima mensual de los planes elegidos, y todo cargo indicado con ellos, se cobre a la cuenta bancaria o tarjeta que dé en el paso de facturación, a partir del primer mes y luego cada mes en la fecha de cobro que elija, hasta que cancele la cobertura. Puedo cancelar esta autorización avisando al administrador del plan al menos 3 días hábiles antes de un cobro. Un pago devuelto sin pagar puede terminar la cobertura.',
    required: 'Autorizo los pagos de la prima.',
  },
};

const payrollDeduction: Pair = {
  en: {
    head: 'Payroll deduction',
    body: 'I authorize my employer, Acme Logistics, to deduct from my pay each pay period the part of the monthly premium of the selected plans that I pay, and to send it to the carriers. The deduction starts with the first pay period after the effective date and continues until I change or cancel the coverage during an enrollment period or after a qualifying life event.',
    required: 'I authorize the payroll deduction.',
  },
  es: {
    head: 'Descuento de nómina',
    body: 'Autorizo a mi empleador, Acme Logistics, a descontar de mi salario en cada período de pago la parte de la prima mensual de los planes elegidos que me corresponde, y a enviarla a las aseguradoras. El descuento comienza en el primer período de pago después de la fecha de vigencia y continúa hasta que cambie o cancele la cobertura durante un período de inscripción o tras un evento de vida que califique.',
    required: 'Autorizo el descuento de nómina.',
  },
};

const privacy: Pair = {
  en: {
    head: 'Privacy',
    body: 'I authorize any physician, hospital, pharmacy or other medical provider, and any insurer, to give the carriers of the selected plans the medical and insurance information they need to evaluate this application or a claim. This authorization is valid for 24 months from the date I sign. My information is kept confidential, encrypted where it is stored, and used only to provide and administer my coverage, as described in the privacy notice of each carrier. I may ask for a copy of this authorization.',
    required: 'I have read and agree to the privacy authorization.',
  },
  es: {
    head: 'Privacidad',
    body: 'Autorizo a cualquier médico, hospital, farmacia u otro proveedor médico, y a cualquier aseguradora, a dar a las aseguradoras de los planes elegidos la información médica y de seguros que necesiten para evaluar esta solicitud o un reclamo. Esta autorización es válida por 24 meses desde la fecha en que firmo. Mi información se mantiene confidencial, cifrada donde se guarda, y se usa solo para dar y administrar mi cobertura, como describe el aviso de privacidad de cada aseguradora. Puedo pedir una copia de esta autorización.',
    required: 'He leído y acepto la autorización de privacidad.',
  },
};

const coverageTerms: Pair = {
  en: {
    head: 'Coverage terms',
    body: "I understand that the plans I selected may have waiting periods, limitations and exclusions, including for pre-existing conditions, described in each plan's documents. I may review the policy or certificate when I receive it and, within 30 days, return it for a full refund of the premium paid if I am not satisfied and have made no claim.",
    required: 'I understand the coverage terms.',
  },
  es: {
    head: 'Condiciones de la cobertura',
    body: 'Entiendo que los planes que elegí pueden tener períodos de espera, limitaciones y exclusiones, incluidas las de condiciones preexistentes, descritas en los documentos de cada plan. Puedo revisar la póliza o el certificado cuando lo reciba y, dentro de 30 días, devolverlo para el reembolso total de la prima pagada si no estoy satisfecho y no he hecho ningún reclamo.',
    required: 'Entiendo las condiciones de la cobertura.',
  },
};

/** Agreement text sets: the default, and one per group whose terms differ. */
export const demoAgreementTexts: readonly { group?: string; texts: readonly Pair[] }[] = [
  { texts: [authorization, accuracy, payment, privacy, coverageTerms] },
  { group: 'ACME2026', texts: [authorization, accuracy, payrollDeduction, privacy, coverageTerms] },
];

export async function seedAgreementTexts(db: Db): Promise<void> {
  for (const set of demoAgreementTexts) {
    const group = set.group
      ? await db.selectFrom('employer_group').select('id').where('group_code', '=', set.group).executeTakeFirstOrThrow()
      : undefined;
    for (const [position, text] of set.texts.entries()) {
      const row = await db
        .insertInto('agreement_text')
        .values({
          platform_id: null,
          employer_group_id: group?.id ?? null,
          position,
          text_head: text.en.head,
          text_body: text.en.body,
          text_required: text.en.required,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('agreement_text_translation')
        .values({
          agreement_text_id: row.id,
          language: 'es',
          text_head: text.es.head,
          text_body: text.es.body,
          text_required: text.es.required,
        })
        .execute();
    }
  }
}
