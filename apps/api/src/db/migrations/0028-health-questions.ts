// The health questions of the enrollment wizard (spec 001 sections 3, 9): the questions as data,
// in English with Spanish beside (reference data every store needs, so the migration loads it),
// the set an enrollment asks of the applicant and of each dependent (per portal and group, the
// most specific configuration winning as for dynamic_tab), and a current member's health answers
// on file, sealed (decision 0008). An enrollment's own answers live in enrollment_step (0024).
import { type Kysely, sql } from 'kysely';

type Question = readonly [id: string, kind: 'condition' | 'medication', en: string, es: string];

/** The default questions: 145 yes or no only, 146 and 147 about the physician, 148 the medication question. */
const questions: readonly Question[] = [
  [
    '141',
    'condition',
    'In the past 5 years, have you been diagnosed with or treated for heart disease, high blood pressure or a stroke?',
    'En los últimos 5 años, ¿le han diagnosticado o tratado una enfermedad del corazón, presión arterial alta o un derrame cerebral?',
  ],
  [
    '142',
    'condition',
    'In the past 5 years, have you been diagnosed with or treated for diabetes, or a kidney or liver disease?',
    'En los últimos 5 años, ¿le han diagnosticado o tratado diabetes, o una enfermedad del riñón o del hígado?',
  ],
  [
    '143',
    'condition',
    'In the past 5 years, have you been diagnosed with or treated for cancer or a tumor?',
    'En los últimos 5 años, ¿le han diagnosticado o tratado un cáncer o un tumor?',
  ],
  [
    '144',
    'condition',
    'In the past 5 years, have you been treated for a lung or breathing disorder, such as asthma or COPD?',
    'En los últimos 5 años, ¿ha recibido tratamiento por un trastorno pulmonar o respiratorio, como asma o EPOC?',
  ],
  [
    '145',
    'condition',
    'Have you used tobacco or nicotine products in the past 12 months?',
    '¿Ha consumido tabaco o productos con nicotina en los últimos 12 meses?',
  ],
  [
    '146',
    'condition',
    'Have you been hospitalized or seen a physician for a condition not named above in the past 12 months?',
    '¿Ha sido hospitalizado o ha consultado a un médico por una condición no mencionada arriba en los últimos 12 meses?',
  ],
  [
    '147',
    'condition',
    'Are you now under the care of a physician, or waiting for the results of medical tests?',
    '¿Está ahora bajo el cuidado de un médico, o esperando resultados de pruebas médicas?',
  ],
  [
    '148',
    'medication',
    'Are you currently taking any prescription medication?',
    '¿Toma actualmente algún medicamento con receta?',
  ],
];

/** The default sets: the applicant is asked all; a dependent the same but 145 (tobacco is the applicant's rating). */
const sets: Record<'primary' | 'dependent', readonly string[]> = {
  primary: ['141', '142', '143', '144', '145', '146', '147', '148'],
  dependent: ['141', '142', '143', '144', '146', '147', '148'],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table health_question (
    question_id text primary key check (question_id ~ '^\\d{1,10}$'),
    kind text not null check (kind in ('condition', 'medication')),
    question_text text not null
  )`.execute(db);
  await sql`create table health_question_translation (
    question_id text not null references health_question(question_id) on delete cascade,
    language text not null check (language ~ '^[a-z]{2}$' and language <> 'en'),
    question_text text not null,
    primary key (question_id, language)
  )`.execute(db);
  await sql`create table health_question_set (
    platform_id integer references platform(id) on delete cascade,
    employer_group_id integer references employer_group(id) on delete cascade,
    audience text not null check (audience in ('primary', 'dependent')),
    question_id text not null references health_question(question_id) on delete cascade,
    position smallint not null,
    constraint health_question_set_once unique nulls not distinct (platform_id, employer_group_id, audience, question_id)
  )`.execute(db);
  for (const [id, kind, en, es] of questions) {
    await sql`insert into health_question (question_id, kind, question_text) values (${id}, ${kind}, ${en})`.execute(
      db,
    );
    await sql`insert into health_question_translation (question_id, language, question_text)
      values (${id}, 'es', ${es})`.execute(db);
  }
  for (const [audience, ids] of Object.entries(sets)) {
    for (const [position, id] of ids.entries())
      await sql`insert into health_question_set (audience, question_id, position)
        values (${audience}, ${id}, ${position})`.execute(db);
  }

  // A current member's health answers on file, one sealed JSON object bound to
  // ["member_health", "sealed_data", <member public id>]: an existing member's enrollment starts from them.
  await sql`create table member_health (
    member_id integer primary key references member(id) on delete cascade,
    sealed_data text not null,
    saved_at timestamptz not null
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['member_health', 'health_question_set', 'health_question_translation', 'health_question'])
    await sql`drop table ${sql.table(table)}`.execute(db);
}
