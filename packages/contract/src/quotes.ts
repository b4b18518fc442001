// Saved carts sent as quotes: the quote form, save-enrollment (the call that saves a quote, and a
// wizard step for later: decision 0052), preview, accept and decline; calls and rules.
import { type CallDef, defineCall } from './define';
import { holdingByInput } from './health';
import { publicId } from './ids';
import { msg } from './messages/en';
import { savedForms, savedTab } from './resume';
import { flag, text } from './wire';
import { z } from './zod';

const requiredCheck = { error: msg('common.required'), abort: true } as const;

/** The save-cart form: a name in letters, a valid email, an optional message. */
export const quoteForm = z.object({
  name: z
    .string()
    .trim()
    .min(1, requiredCheck)
    .max(100, { error: msg('common.valid_name'), abort: true })
    .regex(/^[\p{L} .'-]+$/u, msg('common.valid_name')),
  email: z
    .string()
    .trim()
    .min(1, requiredCheck)
    .max(254, { error: msg('common.valid_email'), abort: true })
    .pipe(z.email(msg('common.valid_email'))),
  message: text(2000).optional(),
});
export type QuoteForm = z.infer<typeof quoteForm>;

/** 1 accepts the quote (and goes on to enrollment), 0 declines it. */
export const quoteStatus = flag;

/** Quote cards shown at most in the send-quote view. */
export const quotePlanCardLimit = 5;

/** A call of this feature; `feature` is implied. */
const quotesCall = <const T extends Omit<CallDef, 'feature'>>(def: T) => defineCall({ ...def, feature: 'quotes' });

/**
 * Save Cart's Send (tab cart_info) saves the cart as a quote; the wizard's Save & Continue Later
 * (a step's tab) uses the same call, its half owned by resume (decision 0052).
 */
export const saveEnrollment = quotesCall({
  name: 'saveEnrollment',
  seeds: ['000', '001'],
  methods: ['POST'],
  path: 'save-enrollment',
  summary: 'Saves an enrollment for later, or a cart as a quote (tab cart_info), and emails the resume code.',
  input: z.object({
    enrollment_id: publicId,
    /** Checked by the tab's own rule: the quote form's for cart_info, the alternate email's otherwise. */
    email: text(254),
    tab: savedTab,
    /** The recipient's name, when a cart is sent as a quote. */
    name: text(100).optional(),
    message: text(2000).optional(),
    /** The unsaved form of the current step; the server checks it against that step's schema. */
    data: holdingByInput(z.record(text(64), z.unknown()), 'tab', savedForms).optional(),
  }),
  data: z.object({}),
});

export const getQuotePreviewContent = quotesCall({
  name: 'getQuotePreviewContent',
  seeds: ['000'],
  methods: ['GET'],
  path: 'get-quote-preview-content',
  summary:
    'The quote email for this cart as it would be sent to name and email, for the Preview button; nothing is sent.',
  input: quoteForm.extend({
    enrollment_id: publicId,
    tab: z.literal('cart_info').optional(),
    type: z.literal('preview').optional(),
  }),
  data: z.object({ subject: z.string(), html: z.string() }),
});

export const quoteUpdateQuoteseenStatus = quotesCall({
  name: 'quoteUpdateQuoteseenStatus',
  seeds: ['000'],
  methods: ['POST'],
  path: 'quote/update-quoteseen-status',
  summary:
    'The member accepts (quote_status 1) or declines (0) the quote sent to them; the spec serves it from its access API, we serve it here.',
  input: z.object({ enrollment_id: publicId, quote_status: quoteStatus }),
  data: z.object({ quote_status: z.union([z.literal(0), z.literal(1)]) }),
  scopes: ['quote'],
});

/** A plan of a quote: its price when sent, and now (null when the household can no longer buy it). */
export const quotedPlan = z.object({
  plan_id: z.string(),
  plan_name: z.string(),
  quoted_price: z.string(),
  current_price: z.string().nullable(),
});

export const getQuote = quotesCall({
  name: 'getQuote',
  seeds: [],
  methods: ['GET'],
  path: 'get-quote',
  summary:
    'Not in the spec: the latest quote sent for this enrollment, as the send-quote view shows it, with the prices as quoted and as they are now (stale when they differ).',
  input: z.object({ enrollment_id: publicId }),
  data: z.object({
    recipient_name: z.string(),
    sender_name: z.string(),
    message: z.string().nullable(),
    effective_date: z.string().nullable(),
    quote_status: z.enum(['sent', 'seen', 'accepted', 'declined']),
    plans: z.array(quotedPlan),
    quoted_total: z.string(),
    current_total: z.string().nullable(),
    stale: z.boolean(),
    rep: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  }),
});

export const quotesCalls = [saveEnrollment, getQuotePreviewContent, quoteUpdateQuoteseenStatus, getQuote] as const;
