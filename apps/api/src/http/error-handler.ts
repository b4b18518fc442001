// The one place that builds error envelopes: domain errors, Fastify's own parser and
// limit errors, and everything else as a logged 500 with a generic message.
import type { ErrorEnvelope } from '@benefit-store/contract/envelope';
import type { MessageKey } from '@benefit-store/contract/messages/en';
import { translate } from '@benefit-store/contract/messages/translate';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, TooManyGuesses } from './errors';
import { languageOf } from './language';

/** Fastify's client-error codes and the message each gets. */
const fastifyErrorKeys: Record<string, MessageKey> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'common.body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'common.unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'common.invalid_body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'common.invalid_body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'common.invalid_body',
  FST_ERR_RATE_LIMIT: 'common.too_many_requests',
};

export function errorEnvelope(
  req: FastifyRequest,
  status: number,
  key: MessageKey,
  values: Readonly<Record<string, string | number>> = {},
): ErrorEnvelope {
  return { status: 'error', statusCode: status, message: translate(languageOf(req), key, values), data: [] };
}

export function handleError(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const language = languageOf(req);
  if (error instanceof DomainError) {
    if (error instanceof TooManyGuesses) reply.header('retry-after', error.retryAfterSeconds);
    const body: ErrorEnvelope = {
      ...errorEnvelope(req, error.status, error.key, error.values),
      ...(error.errorCode ? { errorCode: error.errorCode } : {}),
      data:
        error.data ??
        error.fields.map((field) => ({
          target_element: field.target_element,
          error_message: translate(language, field.key, field.values),
        })),
    };
    return reply.status(error.status).send(body);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const key =
      (error.code && fastifyErrorKeys[error.code]) ||
      (status === 429 ? 'common.too_many_requests' : 'common.invalid_body');
    req.log.info({ code: error.code, status }, 'client error');
    return reply.status(status).send(errorEnvelope(req, status, key));
  }
  req.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(errorEnvelope(req, 500, 'common.server_error'));
}
