// The dependent step's list saved: the tier rules (premier IC one child, IHA up to nine, the Family
// tier's spouse question), "Dependent #N message", SSNs and birth dates sealed and shown masked.
// One dependent checked is dependent-form.test.ts's; what the list keeps, dependents-kept.test.ts's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, newSessionCookie, startTestApp, storedStepText, type TestApp } from '../../../../../test/app';
import { testDatabases } from '../../../../../test/databases';
import { child, dependentStep, leo, mia, spouse } from '../../../../../test/dependent-step';

describe.each(testDatabases)('dependents saved on $name', (database) => {
  let t: TestApp;
  let cookie: string;
  const { call, household, save, keep, listOf, healthTab } = dependentStep(
    () => t.app,
    () => cookie,
  );

  beforeAll(async () => {
    t = await startTestApp(database);
    cookie = await newSessionCookie(t.app);
    await healthTab(false);
  });
  afterAll(() => t.close());

  it('saves a family: spouse and children, shown with SSNs masked and kept sealed', async () => {
    const enrollment = await household('IF');
    const res = await save(enrollment, [
      spouse,
      leo,
      { ...mia, is_legally_disabled: 1, disability_condition: 'Asthma' },
    ]);
    expect(res.body.data).toEqual({});
    const { list, text } = await listOf(enrollment);
    expect(list).toEqual([
      expect.objectContaining({
        primary_info: expect.objectContaining({
          relationship: 'spouse',
          first_name: 'Ana',
          ssn: '***-**-6789',
          birthdate: '1990-02-14',
          employed: 0,
          is_legally_disabled: 0,
          disability_condition: null,
        }),
        health_info: null,
      }),
      expect.objectContaining({ primary_info: expect.objectContaining({ first_name: 'Leo', ssn: '***-**-4321' }) }),
      expect.objectContaining({
        primary_info: expect.objectContaining({
          first_name: 'Mia',
          is_legally_disabled: 1,
          disability_condition: 'Asthma',
        }),
      }),
    ]);
    expect(text).not.toContain('123456789');
    const stored = await storedStepText(t.app, 'dependent_info');
    expect(stored).toContain('Ana');
    for (const secret of ['123456789', '987654321', '1990-02-14', '2018-09-30', 'Asthma'])
      expect(stored).not.toContain(secret);
    // get-enrollment-temp-info shows the same list, masked.
    const temp = await call('GET', `get-enrollment-temp-info?enrollment_id=${enrollment}&column=dependent_info`);
    expect(temp.status).toBe(200);
    expect(temp.text).toContain('***-**-6789');
    expect(temp.text).not.toContain('123456789');
  });

  it('says which dependent is wrong: "Dependent #N message", in English and Spanish', async () => {
    const enrollment = await household('IF');
    const res = await save(enrollment, [spouse, { ...leo, ssn: undefined }, mia]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Dependent #2 Field is required');
    expect(fieldErrors(res.body)).toEqual({
      dependents: 'Dependent #2 Field is required',
      'dependents.1.primary_info.ssn': 'Field is required',
    });
    const es = await save(enrollment, [{ ...spouse, birthdate: '03/01/1991' }, leo], true);
    expect(es.body.message).toBe(
      'Dependiente n.º 1: La fecha de nacimiento del cónyuge debe ser la de la cotización (02/14/1990)',
    );
    expect((await listOf(enrollment)).list).toEqual([]);
  });

  it.each([
    ['IF', [spouse], [], 'Spouse & Child information required'],
    [
      'IF',
      [leo, mia],
      [],
      'The Family tier was priced with your spouse. Add your spouse, or change your coverage to Member + Child(ren) in your quote to enroll only your children.',
    ],
    ['IS', [], [], 'Spouse information required'],
    ['IC', [], [], 'Child information required'],
  ] as const)(
    'refuses on Next a %s list short of its tier, and keeps it while it is edited (%#)',
    async (tier, list, plans, message) => {
      const enrollment = await household(tier, [...plans]);
      const res = await save(enrollment, [...list]);
      expect(res.status).toBe(400);
      expect(fieldErrors(res.body)).toEqual({ dependents: message });
      expect((await keep(enrollment, [...list])).status).toBe(200);
      expect((await listOf(enrollment)).list).toHaveLength(list.length);
    },
  );

  it.each([
    ['IS', [spouse, { ...spouse, first_name: 'Eva' }], [], 'Only one spouse can be enrolled'],
    [
      'IC',
      [leo, mia],
      ['LTD-L713'],
      'Only one child is allowed in L713 plans for IC tier please delete additional child to proceed further',
    ],
    [
      'IC',
      Array.from({ length: 10 }, (_, n) => child(`Kid${'abcdefghij'[n]}`, `10000000${n}`)),
      ['SUP-IHA'],
      'The Member + Child(ren) tier can include coverage for up to nine (9) children.',
    ],
    [
      'IF',
      [spouse, ...Array.from({ length: 9 }, (_, n) => child(`Kid${'abcdefghij'[n]}`, `20000000${n}`))],
      ['SUP-IHA'],
      'The Member + Family tier can include coverage up to nine (9) dependent.',
    ],
  ] as const)(
    'refuses a %s list no later change can fix, even while edited (%#)',
    async (tier, list, plans, message) => {
      const enrollment = await household(tier, [...plans]);
      for (const send of [save, keep]) {
        const res = await send(enrollment, [...list]);
        expect(res.status).toBe(400);
        expect(fieldErrors(res.body)).toEqual({ dependents: message });
      }
      expect((await listOf(enrollment)).list).toEqual([]);
    },
  );

  it('lets a premier family answer No to the spouse question and enroll children only', async () => {
    const premier = await household('IF', ['LTD-L713']);
    expect((await save(premier, [leo, mia])).status).toBe(200);
    const plain = await household('IF');
    expect((await save(plain, [leo, mia])).status).toBe(400);
    // Nine dependents on an IHA family plan are allowed.
    const iha = await household('IF', ['SUP-IHA']);
    const nine = [spouse, ...Array.from({ length: 8 }, (_, n) => child(`Kid${'abcdefgh'[n]}`, `30000000${n}`))];
    expect((await save(iha, nine)).status).toBe(200);
  });

  it("answers a Family tier's No where the quote priced a spouse: the spouse is needed, or the tier changed (decision 0045)", async () => {
    const spousePriced = {
      en: 'The Family tier was priced with your spouse. Add your spouse, or change your coverage to Member + Child(ren) in your quote to enroll only your children.',
      es: 'El nivel Familia se cotizó con su cónyuge. Agregue a su cónyuge o cambie su cobertura a Miembro + Hijo(s) en su cotización para inscribir solo a sus hijos.',
    };
    for (const plans of [[], ['LTD-L713', 'SUP-IHA']]) {
      const enrollment = await household('IF', plans);
      const res = await save(enrollment, [leo, mia]);
      expect(res.status).toBe(400);
      expect(fieldErrors(res.body)).toEqual({ dependents: spousePriced.en });
      expect(fieldErrors((await save(enrollment, [leo, mia], true)).body)).toEqual({ dependents: spousePriced.es });
      // While the list is edited, children first are kept: the spouse may still be added.
      expect((await keep(enrollment, [leo])).status).toBe(200);
    }
    // A premier family without a spouse is at least two children (premier IC covers one).
    const premier = await household('IF', ['LTD-L713']);
    expect(fieldErrors((await save(premier, [leo])).body)).toEqual({
      dependents: 'Spouse & Child information required',
    });
  });
});
