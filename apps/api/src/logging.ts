// Logger options: the one redaction list for everything personal a request may carry.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Field names whose values never reach a log line, wherever they appear. */
export const secretFields = [
  'ssn',
  'account_number',
  'routing_number',
  'bank_routing',
  'card_number',
  'security_code',
  'otp',
  'password',
  'signature',
  'image',
  'answers',
  'condition_questions',
  'codition_questions',
  'medication_question',
  'aflac_data',
  'health_info',
  'cookie',
  'authorization',
  'set-cookie',
] as const;

const paths = secretFields.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]);

export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    serializers: {
      // Query strings carry codes, phones and routing numbers: log the path only.
      req: (req: FastifyRequest) => ({ method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip }),
    },
    redact: {
      paths: [...paths, 'req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  };
}
