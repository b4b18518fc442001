// The answer envelope of every call: success with `data`, or error with a message,
// field errors and, for pricing, an `errorCode`.
import { z } from './zod';

export const fieldError = z.object({
  target_element: z.string(),
  error_message: z.string(),
});
export type FieldError = z.infer<typeof fieldError>;

export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({
    status: z.literal('success'),
    statusCode: z.number().int(),
    message: z.string().optional(),
    data,
  });

export const errorEnvelope = z.object({
  status: z.literal('error'),
  statusCode: z.number().int(),
  message: z.string(),
  errorCode: z.string().optional(),
  data: z.union([z.array(fieldError), z.record(z.string(), z.unknown())]),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export type SuccessEnvelope<T> = { status: 'success'; statusCode: number; message?: string; data: T };
