// The demo data's texts in Spanish: plan descriptions by category, the plans' own words, health and
// special-carrier questions and options, and what sites, reps and portals say of themselves. Plan,
// carrier, rep, group and site names are proper names and stay as they are.
import type { CategoryCode } from '@benefit-store/contract/catalog';
import type { CategoryTexts, DescriptionWords } from './texts';

/** Spanish for each English text of the demo data, by the English text. */
const spanish: Readonly<Record<string, string>> = {
  // Plans: summaries, callouts and highlights.
  'Preventive, basic and major dental care from a national PPO network.':
    'Atención dental preventiva, básica y mayor con una red PPO nacional.',
  'Cleanings at $0': 'Limpiezas a $0',
  'Most popular': 'El más elegido',
  'Crowns and root canals at 50%': 'Coronas y endodoncias al 50%',
  'Crowns and root canals at 60%': 'Coronas y endodoncias al 60%',
  '$2,500 yearly maximum': 'Máximo anual de $2,500',
  'Dental care with braces for children under 19; sold to households with children.':
    'Atención dental con frenillos para menores de 19 años; se ofrece a hogares con hijos.',
  'Orthodontics for children at 50%, $1,500 lifetime': 'Ortodoncia infantil al 50%, hasta $1,500 de por vida',
  'Dental care with dentures and implants for people 65 and older.':
    'Atención dental con dentaduras e implantes para personas de 65 años o más.',
  'Dentures every 5 years': 'Dentaduras cada 5 años',
  'Implants at 50%': 'Implantes al 50%',
  'Replaced by Brightsmile Plus Dental.': 'Reemplazado por Brightsmile Plus Dental.',
  'Eye exams, frames and lenses at thousands of optometrists and retail stores.':
    'Exámenes de la vista, monturas y lentes en miles de optometristas y tiendas.',
  '$200 frame allowance': 'Asignación de $200 para monturas',
  'Exams and a pair of glasses every year for children.': 'Un examen y un par de anteojos al año para los niños.',
  'A Texas-only vision plan with local optometrists.': 'Un plan de visión solo para Texas, con optometristas locales.',
  'Major medical coverage with a nationwide PPO network.': 'Cobertura médica mayor con una red PPO en todo el país.',
  'Lower premiums with a primary care doctor who coordinates your care in North and Southeast Texas.':
    'Primas más bajas con un médico de cabecera que coordina su atención en el norte y el sureste de Texas.',
  'An exclusive provider network across the Southwest, no referrals needed.':
    'Una red exclusiva de proveedores en todo el suroeste, sin necesidad de remisiones.',
  'Fixed cash benefits for doctor visits, tests and hospital stays.':
    'Beneficios fijos en efectivo por consultas médicas, pruebas y estancias en el hospital.',
  'Our premier limited medical plan with an MEC wellness core and hospital indemnity.':
    'Nuestro plan médico limitado principal, con cobertura esencial mínima (MEC) de bienestar e indemnización hospitalaria.',
  'Preventive care at $0': 'Atención preventiva a $0',
  '$1,000 per day hospital benefit': 'Beneficio hospitalario de $1,000 por día',
  'Guaranteed-issue medical for performance groups: no health questions.':
    'Cobertura médica de emisión garantizada para grupos de alto rendimiento: sin preguntas de salud.',
  'Guaranteed-issue fixed benefits: everyone who applies is accepted.':
    'Beneficios fijos de emisión garantizada: se acepta a todas las personas que lo solicitan.',
  'A qualified high-deductible plan you can pair with a health savings account.':
    'Un plan calificado con deducible alto que puede combinar con una cuenta de ahorros para la salud.',
  'Prescription savings.': 'Ahorros en medicamentos recetados.',
  'Generics from $4': 'Genéricos desde $4',
  'Prescription savings for people on Medicare.': 'Ahorros en medicamentos recetados para personas con Medicare.',
  'Doctors by phone and video, any time, with no copay.':
    'Médicos por teléfono y videollamada, a cualquier hora, sin copago.',
  'Gym access at 10,000 locations and wellness coaching, for association members.':
    'Acceso a gimnasios en 10,000 lugares y asesoría de bienestar, para los miembros de la asociación.',
  'Membership in the Elevate Wellness Association, which some plans require.':
    'Membresía en la asociación Elevate Wellness, que algunos planes requieren.',
  'Member discounts': 'Descuentos para miembros',
  'Access to association plans': 'Acceso a los planes de la asociación',
  'Level-premium term life insurance with a choice of benefit.':
    'Seguro de vida a término con prima fija y el beneficio que usted elija.',
  'Optional life from $100,000 to $300,000; subject to medical underwriting approval.':
    'Seguro de vida opcional de $100,000 a $300,000; sujeto a la aprobación de la evaluación médica.',
  'Prices include 3% administrative fees': 'Los precios incluyen un 3% de cargos administrativos',
  'Life insurance underwritten by Keystone Life Insurance Company, sold with union benefits.':
    'Seguro de vida suscrito por Keystone Life Insurance Company, que se vende con beneficios sindicales.',
  'Union Dues $25.00, Annuity Fund $10.00, Billing Fees $30.00; association fees Single $50, Member+Spouse $100, Member+Child(ren) $100, Family $150; independent marketer fees average $77 to $150.':
    'Cuotas sindicales $25.00, fondo de anualidad $10.00, cargos de facturación $30.00; cuotas de la asociación: individual $50, miembro + cónyuge $100, miembro + hijo(s) $100, familia $150; los cargos de los comercializadores independientes promedian de $77 a $150.',
  'A small whole life policy for final expenses, for ages 50 to 85.':
    'Una pequeña póliza de vida entera para gastos finales, de 50 a 85 años.',
  'A monthly benefit if illness or injury keeps you from working.':
    'Un beneficio mensual si una enfermedad o una lesión le impide trabajar.',
  'A lump sum when you are diagnosed with a covered critical illness.':
    'Un pago único cuando se le diagnostica una enfermedad grave cubierta.',
  'Cancer benefits from diagnosis through treatment; health questions apply.':
    'Beneficios por cáncer desde el diagnóstico hasta el tratamiento; hay preguntas de salud.',
  'Cash benefits for injuries from accidents, on or off the job.':
    'Beneficios en efectivo por lesiones causadas por accidentes, dentro o fuera del trabajo.',
  'Accident cover for active adults; spouses are covered up to age 60.':
    'Cobertura de accidentes para adultos activos; los cónyuges están cubiertos hasta los 60 años.',
  'Accident benefits for association members at a member price.':
    'Beneficios por accidentes para los miembros de la asociación, a precio de miembro.',
  'Cash for hospital admissions and each day you stay.':
    'Dinero por cada ingreso al hospital y por cada día de estancia.',
  'Hospital indemnity for association members.': 'Indemnización hospitalaria para los miembros de la asociación.',
  'Pays toward chemotherapy, radiation and travel for cancer treatment.':
    'Ayuda a pagar la quimioterapia, la radiación y los viajes para el tratamiento del cáncer.',
  'A benefit on a heart attack or stroke; health questions apply.':
    'Un beneficio en caso de ataque cardíaco o derrame cerebral; hay preguntas de salud.',
  'Helps pay your medical deductible after a hospital stay.':
    'Ayuda a pagar su deducible médico después de una estancia en el hospital.',
  'An IHA hospital advantage plan paying a daily benefit from the first day.':
    'Un plan hospitalario IHA que paga un beneficio diario desde el primer día.',
  'Several products under one price.': 'Varios productos por un solo precio.',
  'Pet insurance.': 'Seguro para mascotas.',

  // Health questions and their options.
  'Has any person to be covered ever been diagnosed with or treated for cancer (other than basal cell skin cancer)? If yes, tick when it was first diagnosed.':
    '¿Alguna de las personas que se van a cubrir ha sido diagnosticada o tratada alguna vez por cáncer (salvo el cáncer de piel de células basales)? Si es así, marque cuándo se diagnosticó por primera vez.',
  'Breast cancer': 'Cáncer de mama',
  'Prostate cancer': 'Cáncer de próstata',
  'Colon cancer': 'Cáncer de colon',
  'Leukemia or lymphoma': 'Leucemia o linfoma',
  'A. Prior to age 60': 'A. Antes de los 60 años',
  'B. Prior to age 75': 'B. Antes de los 75 años',
  'Is any person to be covered now being treated for cancer, or waiting for the results of tests for cancer?':
    '¿Alguna de las personas que se van a cubrir recibe ahora tratamiento contra el cáncer o espera los resultados de pruebas de cáncer?',
  'In the past 12 months, has any person to be covered been admitted to a hospital? If yes, say why.':
    'En los últimos 12 meses, ¿alguna de las personas que se van a cubrir ha sido hospitalizada? Si es así, indique el motivo.',
  'Has any person to be covered had a heart attack, stroke or heart surgery? If yes, tick when it happened.':
    '¿Alguna de las personas que se van a cubrir ha tenido un ataque cardíaco, un derrame cerebral o una cirugía del corazón? Si es así, marque cuándo ocurrió.',
  'Heart attack': 'Ataque cardíaco',
  Stroke: 'Derrame cerebral',
  'Heart surgery': 'Cirugía del corazón',
  'Is any person to be covered waiting for heart surgery or a heart transplant?':
    '¿Alguna de las personas que se van a cubrir está en espera de una cirugía del corazón o de un trasplante de corazón?',

  // The special carrier's questions.
  'Are you a member of, or joining, a participating union local?':
    '¿Es usted miembro de un sindicato local participante, o se está afiliando a uno?',
  'Are you actively at work for at least 20 hours a week?': '¿Trabaja activamente al menos 20 horas a la semana?',
  'Do you currently have other life insurance in force?': '¿Tiene actualmente otro seguro de vida vigente?',

  // Sites, reps and portals.
  'Compare benefit plans and enroll online in minutes': 'Compare planes de beneficios e inscríbase en línea en minutos',
  'Dental, vision, medical, life and more, from carriers you know.':
    'Dental, visión, médico, vida y más, de aseguradoras que usted conoce.',
  'Member benefits from the Elevate Wellness association': 'Beneficios para miembros de la asociación Elevate Wellness',
  'Plans for association members and their employers.': 'Planes para los miembros de la asociación y sus empleadores.',
  'Benefits made simple for Texas families': 'Beneficios fáciles para las familias de Texas',
  'Maria has helped families and small businesses in Texas choose dental, vision and medical coverage for fifteen years. She speaks English and Spanish.':
    'Desde hace quince años, Maria ayuda a familias y pequeñas empresas de Texas a elegir su cobertura dental, de visión y médica. Habla inglés y español.',
  'Your neighbourhood benefits broker': 'Su corredor de beneficios del barrio',
  'James works with employers of every size to build benefit packages employees actually use, from term life to telemedicine.':
    'James trabaja con empleadores de todos los tamaños para armar paquetes de beneficios que los empleados realmente usan, desde seguros de vida a término hasta telemedicina.',
  'Coverage that follows your career': 'Cobertura que acompaña su carrera',
  'Priya specialises in disability income and critical illness protection for self-employed professionals.':
    'Priya se especializa en protección de ingresos por discapacidad y por enfermedades graves para profesionales independientes.',
  'Individual & Family': 'Individual y familiar',
  'Small Business': 'Pequeñas empresas',
  'Medicare Options (65+)': 'Opciones de Medicare (65+)',
  'Association Benefits': 'Beneficios de asociación',
  'Rep Quote': 'Cotización del representante',
};

/** The Spanish of a demo text; a text without one stops the seed, naming it. */
export function inSpanish(text: string): string {
  const found = spanish[text];
  if (found === undefined) throw new Error(`The demo text "${text}" has no Spanish: add it to seed/catalog/spanish.ts`);
  return found;
}

/** What a group's About text says, in Spanish (the English one is `${name} offers its employees...`). */
export const groupAboutInSpanish = (name: string) =>
  `${name} ofrece a sus empleados una selección de planes de beneficios a través de esta tienda.`;

const waitingFaq = [
  '¿Cuándo empieza la cobertura?',
  'El primer día del mes siguiente a la aceptación de su inscripción.',
] as const;
const cancelFaq = [
  '¿Puedo cancelar?',
  'Sí, en cualquier momento; la cobertura termina el último día del mes pagado.',
] as const;

const categoryTextsEs: Record<CategoryCode, CategoryTexts> = {
  dental: {
    covers: ['Dos limpiezas y exámenes al año', 'Radiografías y flúor', 'Empastes y extracciones simples'],
    exclusions: [
      'Blanqueamiento estético',
      'Tratamientos iniciados antes de la cobertura',
      'Servicios mayores en los primeros 6 meses',
    ],
    example:
      'Una limpieza facturada en $140 le cuesta $0 dentro de la red; un empaste de $220 le cuesta $44 después del coseguro.',
    faq: [waitingFaq, ['¿Puedo ir a cualquier dentista?', 'Sí; los dentistas de la red cuestan menos.'], cancelFaq],
  },
  vision: {
    covers: [
      'Un examen de la vista al año',
      'Asignación para monturas o lentes de contacto',
      'Descuento en tratamientos para lentes',
    ],
    exclusions: ['Lentes de sol sin receta', 'Cirugía láser (solo con descuento)'],
    example:
      'Un examen facturado en $150 le cuesta un copago de $10; las monturas de hasta $150 están cubiertas por completo.',
    faq: [waitingFaq, cancelFaq],
  },
  medical: {
    covers: ['Consultas médicas y con especialistas', 'Hospitalización y cirugía', 'Atención preventiva sin costo'],
    exclusions: ['Atención fuera de la red, salvo emergencias', 'Procedimientos estéticos'],
    example:
      'Una consulta con un especialista cuesta un copago de $40; una hospitalización de $12,000 le cuesta su deducible más el 20%.',
    faq: [waitingFaq, ['¿Cubre la maternidad?', 'Sí, como cualquier otra afección.'], cancelFaq],
  },
  limitedmed: {
    covers: ['Beneficios fijos por consulta médica', 'Beneficio diario por hospitalización', 'Telemedicina incluida'],
    exclusions: ['No es una cobertura médica mayor', 'Afecciones preexistentes en los primeros 12 meses'],
    example: 'Una consulta médica paga un beneficio fijo de $50 para la factura, cobre lo que cobre el médico.',
    faq: [waitingFaq, ['¿Reemplaza a un seguro médico?', 'No; solo paga beneficios fijos.']],
  },
  term_life: {
    covers: [
      'Un beneficio que se paga a sus beneficiarios',
      'Prima fija durante todo el plazo',
      'Beneficio anticipado en caso de enfermedad terminal',
    ],
    exclusions: ['Suicidio en los dos primeros años', 'Declaraciones falsas en la solicitud'],
    example:
      'Una póliza de $100,000 paga $100,000 a sus beneficiarios, libres de impuestos en la mayoría de los casos.',
    faq: [['¿Quién puede ser mi beneficiario?', 'Cualquier persona que usted nombre, y puede cambiarla.'], cancelFaq],
  },
  supplemental: {
    covers: ['Dinero que se le paga a usted, no a los proveedores', 'Puede usar el dinero para cualquier gasto'],
    exclusions: ['Afecciones diagnosticadas antes de la cobertura', 'Los primeros 30 días de cobertura'],
    example: 'Un diagnóstico cubierto le paga el beneficio en un solo pago.',
    faq: [waitingFaq, cancelFaq],
  },
  lifestyle: {
    covers: [
      'Médicos por teléfono o videollamada las 24 horas',
      'Sin copago por llamada',
      'Programas de bienestar y descuentos',
    ],
    exclusions: ['Emergencias: llame al 911', 'No se recetan sustancias controladas'],
    example: 'Una videoconsulta por una sinusitis cuesta $0 y la receta se envía a su farmacia.',
    faq: [['¿Quién puede llamar?', 'Todas las personas que cubre el nivel.'], cancelFaq],
  },
  rx: {
    covers: ['Descuentos en medicamentos genéricos y de marca', 'Pedidos por correo para 90 días'],
    exclusions: ['Medicamentos especializados de más de $1,000 al mes', 'Medicamentos que no están en el formulario'],
    example: 'Un genérico facturado en $42 le cuesta $8 en una farmacia participante.',
    faq: [['¿Qué farmacias lo aceptan?', 'La mayoría de las cadenas nacionales y muchas independientes.'], cancelFaq],
  },
  di: {
    covers: ['Un beneficio mensual mientras no pueda trabajar', 'Enfermedades y lesiones'],
    exclusions: ['El período de espera', 'Lesiones que uno mismo se causa', 'Embarazo en los primeros 10 meses'],
    example: 'Un beneficio mensual de $2,000 paga $2,000 cada mes después del período de espera de 30 días.',
    faq: [
      [
        '¿Por qué piden ingresos y horas?',
        'Los beneficios no pueden superar una parte de sus ingresos y requieren trabajo activo.',
      ],
    ],
  },
  critical: {
    covers: ['Un pago único al diagnosticarse cáncer, ataque cardíaco o derrame cerebral', 'Beneficio por recurrencia'],
    exclusions: ['Afecciones preexistentes en los primeros 12 meses', 'Cáncer de piel distinto del melanoma'],
    example: 'Una póliza de $20,000 paga $20,000 al diagnosticarse un ataque cardíaco cubierto.',
    faq: [waitingFaq, cancelFaq],
  },
  accident: {
    covers: ['Sala de emergencias y atención de urgencia', 'Fracturas y luxaciones', 'Muerte accidental'],
    exclusions: ['Lesiones sufridas en estado de ebriedad', 'Deportes profesionales'],
    example: 'Un brazo roto atendido en la sala de emergencias paga $1,150 en beneficios.',
    faq: [waitingFaq, cancelFaq],
  },
  hospital: {
    covers: [
      'Un beneficio por cada ingreso',
      'Un beneficio diario durante la hospitalización',
      'Beneficio por cuidados intensivos',
    ],
    exclusions: ['Cirugía ambulatoria', 'Ingresos por enfermedad en los primeros 30 días'],
    example: 'Una estancia de tres días paga $1,000 por el ingreso y $200 por día.',
    faq: [waitingFaq, cancelFaq],
  },
  bundles: {
    covers: ['Varios productos por un solo precio', 'Una sola tarjeta y una sola factura'],
    exclusions: ['Cada producto mantiene sus propias exclusiones'],
    example: 'Una familia ahorra cerca de un 15% frente a comprar los mismos productos por separado.',
    faq: [['¿Puedo dejar un solo producto?', 'Solo se puede cancelar el paquete completo.']],
  },
  guaranteed: {
    covers: ['Sin preguntas de salud', 'Beneficios por consultas médicas y hospitalización'],
    exclusions: ['Afecciones preexistentes en los primeros 12 meses'],
    example: 'Una hospitalización paga $1,500 por día, sin importar su salud cuando se inscribió.',
    faq: [['¿Me pueden rechazar?', 'No; la aceptación está garantizada.']],
  },
  hsa: {
    covers: ['Un plan calificado con deducible alto', 'Se combina con una cuenta de ahorros para la salud'],
    exclusions: ['La atención antes del deducible, salvo la preventiva'],
    example: 'Después del deducible de $3,200, usted paga el 10% de los costos cubiertos.',
    faq: [
      ['¿Quién administra la cuenta de ahorros?', 'Un banco que usted elija; los aportes están libres de impuestos.'],
    ],
  },
  pet: {
    covers: ['Accidentes y enfermedades', 'Consultas veterinarias, cirugías y medicamentos'],
    exclusions: ['Afecciones preexistentes', 'Gastos de cría'],
    example: 'Una cirugía de $2,000 se reembolsa al 80% después del deducible de $250: $1,400.',
    faq: [['¿Qué mascotas?', 'Perros y gatos de cualquier edad a partir de las 8 semanas.'], cancelFaq],
  },
};

export const spanishWords: DescriptionWords = {
  categories: categoryTextsEs,
  say: inSpanish,
  covers: 'Lo que cubre este plan:',
  offeredBy: 'Ofrecido por',
  association:
    'Este plan está disponible para los miembros de la asociación Elevate Wellness (membresía de $5.00 al mes).',
  exclusions: 'Exclusiones y limitaciones',
  example: 'Un ejemplo',
  faq: 'Preguntas frecuentes',
};
