// The quote filter with the family fields its tier asks for (spouse birth date, number of children),
// built from the contract's rules so the form and the server agree.
import { checkFamily, childCount, dobText, quoteFilter, type Tier } from '@benefit-store/contract/quoting';
import { tierForm } from '@benefit-store/contract/quoting-forms';
import type { z } from 'zod';

const familyFields = { spouse_dop: dobText.optional(), child_num: childCount.optional() };

/** The spouse's birth date and the children the chosen tier asks for, required where it does. */
const checkFamilyFields = (
  form: {
    tier: Tier;
    spouse_dop?: string | undefined;
    child_num?: number | undefined;
  },
  ctx: z.RefinementCtx,
) =>
  checkFamily(
    ctx,
    { tier: form.tier, spouseDob: form.spouse_dop, children: form.child_num },
    { spouse: 'spouse_dop', children: 'child_num' },
    true,
  );

export const householdForm = quoteFilter.extend(familyFields).superRefine(checkFamilyFields);
/** The form as typed: every field text (selects send their option's value). */
export interface HouseholdValues {
  zip: string;
  dob: string;
  gender: string;
  tier: string;
  spouse_dop?: string;
  child_num?: string;
}

export const householdFields = ['zip', 'dob', 'gender', 'tier', 'spouse_dop', 'child_num'] as const;

/** The tier popup: a tier and, at once, the spouse's birth date and children it asks for. */
export const tierFamilyForm = tierForm.extend(familyFields).superRefine(checkFamilyFields);
export const tierFamilyFields = ['tier', 'spouse_dop', 'child_num'] as const;
