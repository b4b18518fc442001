// The wizard frame's calls: the enrollment's steps, Save & Continue Later (save-enrollment, the
// quotes call, with a step's tab: decision 0052) and the step screenshots.
import type { saveScreenshot } from '@benefit-store/contract/documents';
import type { getDynamicTabs } from '@benefit-store/contract/enrollment';
import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import type { saveEnrollment } from '@benefit-store/contract/quotes';
import type { SavedTab } from '@benefit-store/contract/resume';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const dynamicTabsQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['enrollment', 'get-dynamic-tabs', { enrollment_id: enrollmentId }],
    queryFn: ({ signal }) =>
      request<typeof getDynamicTabs>('getDynamicTabs', { input: { enrollment_id: enrollmentId } }, { signal }),
  });
export const useDynamicTabs = (enrollmentId: string) => useQuery(dynamicTabsQuery(enrollmentId));

/** The saved-tab name save-enrollment and the resume links use for each step (the spec's spellings). */
export const savedTabOf: Record<TabName, SavedTab> = {
  primary_info: 'primary_info',
  contact_info: 'contact_info',
  employer_info: 'employer_info',
  beneficiary_info: 'benificiary_info',
  primary_health_info: 'health_info',
  dependent_info: 'dependent_info',
  review_info: 'review_info',
  agreement_info: 'aggrement_info',
  billing_info: 'payment_info',
};

export interface SaveForLater {
  enrollment_id: string;
  tab: TabName;
  email: string;
  /** The step's form as it stands. */
  data?: Record<string, unknown> | undefined;
}

export function useSaveForLater() {
  return useMutation({
    mutationFn: ({ tab, data, ...input }: SaveForLater) =>
      request<typeof saveEnrollment>('saveEnrollment', {
        input: { ...input, tab: savedTabOf[tab], ...(data ? { data } : {}) },
      }),
  });
}

/** Posts a PNG of a step's form; a failure is the record's, not the person's: it is only logged. */
export async function postScreenshot(enrollmentId: string, tab: TabName, image: string | undefined) {
  if (image === undefined) return;
  try {
    await request<typeof saveScreenshot>('saveScreenshot', {
      input: { enrollment_id: enrollmentId, name: tab, image },
    });
  } catch (error) {
    console.warn('screenshot not saved', error);
  }
}
