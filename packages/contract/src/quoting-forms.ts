// The quote filter's forms as people fill them: the get-a-quote landing, the dependent, tier,
// tobacco and income popups. The field rules and the calls are quoting.ts's.
import { categoryCode } from './catalog';
import { msg } from './messages/en';
import { checkFamily, childCount, chosenTier, dobText, gender, requiredCheck, smoker, type Tier, zip } from './quoting';
import { z } from './zod';

/** The get-a-quote landing: the tier is derived from the family (`tierOf`), a category is required. */
export const quoteLandingForm = z.object({
  zip,
  dob: dobText,
  gender,
  spouse_dop: dobText.optional(),
  child_num: childCount.optional(),
  category: categoryCode,
});
export type QuoteLandingForm = z.infer<typeof quoteLandingForm>;

/** The dependent modal for a household of tier `family`: spouse birth date and/or number of children. */
export const dependentForm = (family: Tier) =>
  z
    .object({ spouse_dob: dobText.optional(), no_of_children: childCount.optional() })
    .superRefine((form, ctx) =>
      checkFamily(
        ctx,
        { tier: family, spouseDob: form.spouse_dob, children: form.no_of_children },
        { spouse: 'spouse_dob', children: 'no_of_children' },
        true,
      ),
    );

/** Enroll Now for a current member, and the member benefit store: the tier alone. */
export const tierForm = z.object({ tier: chosenTier });
/** The tobacco popup: 'Do you smoke?' */
export const tobaccoForm = z.object({ is_smoker: smoker });
/** Whole dollars as people type them ("55,000", "$55,000", "55000"), read as a number. */
const typedDollars = z
  .string(msg('common.required'))
  .trim()
  .min(1, requiredCheck)
  .transform((typed) => typed.replace(/[$,\s]/g, ''))
  .pipe(z.string().regex(/^\d{1,8}$/, msg('quoting.income_format')))
  .transform(Number);
/** Hours a week as typed, 0 to 168. */
const typedHours = z
  .string(msg('common.required'))
  .trim()
  .min(1, requiredCheck)
  .regex(/^\d{1,3}$/, msg('quoting.hours_format'))
  .transform(Number)
  .pipe(z.number().max(168, msg('quoting.hours_format')));
/** The income and working-hours popup of disability income plans (the wire takes the numbers). */
export const incomeForm = z.object({ annual_incode: typedDollars, working_hours: typedHours });
