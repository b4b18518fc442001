// The agreement step's form values and the server's names for them. Pure.
import type { CallData } from '@benefit-store/contract/define';
import type { getAgreementTexts, SignatureMethod } from '@benefit-store/contract/enrollment-agreement';
import type { FieldPath } from 'react-hook-form';

export type Texts = CallData<typeof getAgreementTexts>;

export interface Values {
  agreements: boolean[];
  esign_consent: boolean;
  signature_method: SignatureMethod;
  signature?: string | undefined;
  typed_signature: string;
  agent_name: string;
  agent_code: string;
  group_name: string;
  group_code: string;
  user_name: string;
  answer: string;
  verification_code: string;
  date: string;
  /** A staff session's attestation that the applicant is present and signs (decision 0037). */
  applicant_present: boolean;
}
export type VerificationName = 'agent_name' | 'agent_code' | 'group_name' | 'group_code' | 'user_name';

export const isPath = (target: string): target is FieldPath<Values> =>
  /^agreements\.\d+$/.test(target) ||
  [
    'esign_consent',
    'signature',
    'typed_signature',
    'agent_name',
    'agent_code',
    'group_name',
    'group_code',
    'user_name',
    'answer',
    'verification_code',
    'date',
    'applicant_present',
  ].includes(target);
