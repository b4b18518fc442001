// The employer and beneficiary steps of the wizard (spec 001): the option lists their forms offer
// (reference data every store needs, so the migration loads it, in English with Spanish beside),
// and a current member's beneficiaries on file, whose SSNs and dates of birth are sealed (decision
// 0008). An enrollment's own answers live in enrollment_step (migration 0024).
import { type Kysely, sql } from 'kysely';

type Option = readonly [value: string, en: string, es: string];

/** Every option list of the two steps, in the order the forms show them. */
const optionLists: Record<string, readonly Option[]> = {
  average_work_week: [
    ['LT20', 'Fewer than 20 hours', 'Menos de 20 horas'],
    ['20-29', '20 to 29 hours', 'De 20 a 29 horas'],
    ['30-39', '30 to 39 hours', 'De 30 a 39 horas'],
    ['40+', '40 hours or more', '40 horas o más'],
  ],
  vacation_policy: [
    ['none', 'No paid vacation', 'Sin vacaciones pagadas'],
    ['1W', '1 week', '1 semana'],
    ['2W', '2 weeks', '2 semanas'],
    ['3W', '3 weeks', '3 semanas'],
    ['4W+', '4 weeks or more', '4 semanas o más'],
  ],
  bargaining_unit: [
    ['none', 'Not in a bargaining unit', 'Sin convenio colectivo'],
    ['union', 'Union member', 'Miembro de un sindicato'],
    ['other', 'Other bargaining unit', 'Otra unidad de negociación'],
  ],
  holiday_policy: [
    ['Standard_6', 'Standard 6 holidays', '6 feriados estándar'],
    ['Presendents_Day', "Presidents' Day", 'Día de los Presidentes'],
    ['Columbus_Day', 'Columbus Day', 'Día de la Raza'],
    ['Religious_Days', 'Religious days', 'Días religiosos'],
    ['Birthday', 'Birthday', 'Cumpleaños'],
    ['Floating_Day', 'Floating day', 'Día flotante'],
  ],
  employment_status: [
    ['A', 'Active', 'Activo'],
    ['C', 'COBRA', 'COBRA'],
    ['R', 'Retired', 'Jubilado'],
  ],
  compensation_type: [
    ['MW', 'Minimum wage', 'Salario mínimo'],
    ['GMWL10', 'More than minimum wage, less than $10 an hour', 'Más del salario mínimo y menos de $10 por hora'],
    ['G10L20', '$10 to $20 an hour', 'De $10 a $20 por hora'],
    ['G20', 'More than $20 an hour', 'Más de $20 por hora'],
    ['Salary', 'Salary', 'Sueldo fijo'],
    ['1099', 'Contractor (1099)', 'Contratista (1099)'],
  ],
  beneficiary_relationship: [
    ['spouse', 'Spouse', 'Cónyuge'],
    ['domestic_partner', 'Domestic partner', 'Pareja de hecho'],
    ['child', 'Child', 'Hijo o hija'],
    ['grandchild', 'Grandchild', 'Nieto o nieta'],
    ['parent', 'Parent', 'Padre o madre'],
    ['sibling', 'Brother or sister', 'Hermano o hermana'],
    ['other_relative', 'Other relative', 'Otro familiar'],
    ['friend', 'Friend', 'Amigo o amiga'],
    ['estate', 'Estate', 'Sucesión'],
  ],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table wizard_option (
    list text not null,
    value text not null,
    position smallint not null,
    label text not null,
    primary key (list, value)
  )`.execute(db);
  await sql`create table wizard_option_translation (
    list text not null,
    value text not null,
    language text not null check (language ~ '^[a-z]{2}$' and language <> 'en'),
    label text not null,
    primary key (list, value, language),
    foreign key (list, value) references wizard_option (list, value) on delete cascade
  )`.execute(db);
  for (const [list, options] of Object.entries(optionLists)) {
    for (const [position, [value, en, es]] of options.entries()) {
      await sql`insert into wizard_option (list, value, position, label) values (${list}, ${value}, ${position}, ${en})`.execute(
        db,
      );
      await sql`insert into wizard_option_translation (list, value, language, label)
        values (${list}, ${value}, 'es', ${es})`.execute(db);
    }
  }

  // A current member's beneficiaries on file, as an enrollment's step keeps its own (decision 0016):
  // names, relationships and shares as JSON, each SSN and date of birth in one sealed JSON object
  // bound to ["member_beneficiary", "sealed_data", <member public id>].
  await sql`create table member_beneficiary (
    member_id integer primary key references member(id) on delete cascade,
    data jsonb not null,
    sealed_data text not null,
    saved_at timestamptz not null
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['member_beneficiary', 'wizard_option_translation', 'wizard_option']) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
