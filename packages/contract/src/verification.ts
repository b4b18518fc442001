// One-time passwords by email and SMS, and the email and phone checks of the contact step.
import { defineCall } from './define';
import { email, emailWith, phone, requiredText } from './enrollment-fields';
import { publicId } from './ids';
import { msg } from './messages/en';
import { z } from './zod';

export const otpChannels = ['email', 'phone'] as const;
export const otpLength = 6;
/** Seconds before a code may be sent again; the server enforces it. */
export const otpResendSeconds = 120;

/** The code as typed in the OTP modal. */
export const otpCode = z
  .string()
  .trim()
  .min(1, { error: msg('wizard.otp_empty'), abort: true })
  .max(otpLength, { error: msg('wizard.otp_digits'), abort: true })
  .regex(/^\d{6}$/, msg('wizard.otp_digits'));
export const otpEntry = z.object({ otp: otpCode });

const otpEmail = emailWith(msg('wizard.otp_email'));
const otpPhone = z.string().regex(/^\d{10}$/);

/** Where the code goes: an email address or a 10-digit phone number, as `type` says. */
const otpContactShape = {
  type: z.enum(otpChannels, msg('common.required')),
  contact: requiredText(254),
};
const contactMatchesType = (value: { type: (typeof otpChannels)[number]; contact: string }, ctx: z.RefinementCtx) => {
  const fits =
    value.type === 'email' ? otpEmail.safeParse(value.contact).success : otpPhone.safeParse(value.contact).success;
  if (!fits)
    ctx.addIssue({
      code: 'custom',
      path: ['contact'],
      message: value.type === 'email' ? msg('wizard.otp_email') : msg('wizard.otp_phone'),
    });
};
/** Step 1 of the OTP modal. */
export const otpContact = z.object(otpContactShape).superRefine(contactMatchesType);

const isValid = z.object({ is_valid: z.boolean() });

export const validateMemberEmail = defineCall({
  name: 'validateMemberEmail',
  feature: 'verification',
  seeds: ['001'],
  methods: ['POST'],
  path: 'validate-member-email',
  summary: 'Whether an email is free to use: "Email Already Exists." when another member has it.',
  input: z.object({ email }),
  data: isValid,
});

export const validatePhoneNumverify = defineCall({
  name: 'validatePhoneNumverify',
  feature: 'verification',
  seeds: ['001'],
  methods: ['GET'],
  path: 'validate-phone-numverify',
  summary: 'Whether a phone number looks valid and reachable.',
  input: z.object({ phone }),
  data: isValid,
});

export const validateEmailNeverbounce = defineCall({
  name: 'validateEmailNeverbounce',
  feature: 'verification',
  seeds: ['001'],
  methods: ['POST'],
  path: 'validate-email-neverbounce',
  summary: 'Whether an email address looks deliverable.',
  input: z.object({ email }),
  data: isValid,
});

export const sendOtp = defineCall({
  name: 'sendOtp',
  feature: 'verification',
  seeds: ['001'],
  methods: ['POST'],
  path: 'send-otp',
  summary: 'Sends a 6-digit code by email or SMS; the server allows one send per 120 seconds.',
  input: z.object({ enrollment_id: publicId, ...otpContactShape }).superRefine(contactMatchesType),
  data: z.object({ resend_after_seconds: z.number().int() }),
});

export const verifyOtp = defineCall({
  name: 'verifyOtp',
  feature: 'verification',
  seeds: ['001'],
  methods: ['POST'],
  path: 'verify-otp',
  summary: 'Checks a code sent to the contact; codes expire and wrong attempts are limited.',
  input: z.object({ enrollment_id: publicId, ...otpContactShape, otp: otpCode }).superRefine(contactMatchesType),
  data: z.object({ verified: z.boolean() }),
});

export const verificationCalls = [
  validateMemberEmail,
  validatePhoneNumverify,
  validateEmailNeverbounce,
  sendOtp,
  verifyOtp,
] as const;
