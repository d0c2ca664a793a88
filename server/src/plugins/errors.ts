import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorObject } from 'ajv';
import { describeValidation } from '../http/validation.js';
import { SECURITY_MESSAGES } from './security/messages.js';

const PARSER_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: SECURITY_MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: SECURITY_MESSAGES.emptyJson,
  FST_ERR_CTP_BODY_TOO_LARGE: SECURITY_MESSAGES.tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: SECURITY_MESSAGES.unsupportedType,
};

/**
 * Every failure in the API's one shape, `{ success: false, message }` (plus `errors`, field by
 * field, for a refused form). A server fault is logged and answered with a sentence that tells
 * an outsider nothing.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) {
        const { message, errors } = describeValidation(error.validation as ErrorObject[]);
        request.log.info({ status: 400, fields: errors ? Object.keys(errors) : undefined }, 'request refused by its schema');
        return reply.code(400).send({ success: false, message, ...(errors ? { errors } : {}) });
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send({ success: false, message: SECURITY_MESSAGES.serverError });
      }
      const message = PARSER_MESSAGES[error.code] ?? (error instanceof SyntaxError ? SECURITY_MESSAGES.invalidJson : error.message);
      request.log.info({ status, code: error.code }, message);
      return reply.code(status).send({ success: false, message });
    });
  },
  { name: 'familynet-errors' },
);
