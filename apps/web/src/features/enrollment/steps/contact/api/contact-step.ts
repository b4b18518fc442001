// The contact step's calls: its configured fields, its save, the email and phone checks, and the
// one-time password's send and verify.
import type { getFormFieldsContactInfo, saveContactInfo } from '@benefit-store/contract/enrollment-personal';
import type {
  sendOtp,
  validateEmailNeverbounce,
  validateMemberEmail,
  validatePhoneNumverify,
  verifyOtp,
} from '@benefit-store/contract/verification';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallArgs, request } from '../../../../../shared/api/client';

export const contactFieldsQuery = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['enrollment', 'get-form-fields-contact-info', { enrollment_id: enrollmentId }],
    queryFn: ({ signal }) =>
      request<typeof getFormFieldsContactInfo>(
        'getFormFieldsContactInfo',
        { input: { enrollment_id: enrollmentId } },
        { signal },
      ),
  });
export const useContactFields = (enrollmentId: string) => useQuery(contactFieldsQuery(enrollmentId));

export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallArgs<typeof saveContactInfo>['input']) =>
      request<typeof saveContactInfo>('saveContactInfo', { input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['enrollment'] }),
  });
}

/** "Email Already Exists." when a member has the email (asked of new enrollments). */
export const checkMemberEmail = (email: string) =>
  request<typeof validateMemberEmail>('validateMemberEmail', { input: { email } });

/** Whether the email looks deliverable. */
export const checkEmailDeliverable = (email: string) =>
  request<typeof validateEmailNeverbounce>('validateEmailNeverbounce', { input: { email } });

/** Whether the phone is a valid US number. */
export const checkPhone = (phone: string) =>
  request<typeof validatePhoneNumverify>('validatePhoneNumverify', { input: { phone } });

export type OtpInput = CallArgs<typeof sendOtp>['input'];

export const useSendOtp = () =>
  useMutation({ mutationFn: (input: OtpInput) => request<typeof sendOtp>('sendOtp', { input }) });

export const useVerifyOtp = () =>
  useMutation({
    mutationFn: (input: CallArgs<typeof verifyOtp>['input']) => request<typeof verifyOtp>('verifyOtp', { input }),
  });
