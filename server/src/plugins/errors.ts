import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorObject } from 'ajv';
import { DatabaseUnavailableError } from '../db/pglite-dialect.js';
import { refuse } from '../http/endpoint.js';
import { describeValidation } from '../http/validation.js';
import { SECURITY_MESSAGES } from './security/messages.js';

const PARSER_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: SECURITY_MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: SECURITY_MESSAGES.emptyJson,
  FST_ERR_CTP_BODY_TOO_LARGE: SECURITY_MESSAGES.tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: SECURITY_MESSAGES.unsupportedType,
};

/** What a request hears when the fault is not its own and passes (faults/*.fault.ts). */
export const FAULT_MESSAGES = {
  databaseUnavailable: 'The family database is not answering. Please try again in a moment.',
  diskFull: "The server's disk is full, so nothing was saved. Please try again later, or tell the family's administrator.",
} as const;

/** Seconds a client is asked to wait before trying again while the database does not answer. */
const RETRY_AFTER_SECONDS = 5;

// ENOSPC/EDQUOT: a file could not be written. 53100: PostgreSQL's disk_full.
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);
// PostgreSQL shutting down, crashed, starting up, out of connections; the network to it failing.
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// What node-postgres says when the connection went away under a query, or none could be made in time.
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|is not queryable/i;

/**
 * A failure that is not the request's fault and passes by itself: the database not answering
 * (503, with Retry-After) or a full disk (507). Null for anything else. Looks through `cause`.
 */
export function faultAnswer(error: unknown): { status: 503 | 507; message: string } | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof DatabaseUnavailableError) {
      return current.diskFull ? { status: 507, message: FAULT_MESSAGES.diskFull } : { status: 503, message: FAULT_MESSAGES.databaseUnavailable };
    }
    const code = typeof (current as { code?: unknown }).code === 'string' ? (current as { code: string }).code : '';
    if (DISK_FULL_CODES.has(code)) return { status: 507, message: FAULT_MESSAGES.diskFull };
    // SQLSTATE class 08: connection exception.
    if (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return { status: 503, message: FAULT_MESSAGES.databaseUnavailable };
    if (current instanceof Error && UNAVAILABLE_MESSAGES.test(current.message)) return { status: 503, message: FAULT_MESSAGES.databaseUnavailable };
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Every failure in the API's one shape, `{ success: false, message }` (plus `errors`, field by
 * field, for a refused form), in the caller's language (refuse). A server fault is logged and
 * answered with a sentence that tells an outsider nothing.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) {
        const { message, errors } = describeValidation(error.validation as ErrorObject[]);
        request.log.info({ status: 400, fields: errors ? Object.keys(errors) : undefined }, 'request refused by its schema');
        return refuse(reply, 400, message, errors);
      }
      const fault = error.statusCode ? null : faultAnswer(error);
      if (fault) {
        request.log.error({ err: error, status: fault.status }, 'request failed: the database or the disk');
        if (fault.status === 503) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
        return refuse(reply, fault.status, fault.message);
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return refuse(reply, status, SECURITY_MESSAGES.serverError);
      }
      const message = PARSER_MESSAGES[error.code] ?? (error instanceof SyntaxError ? SECURITY_MESSAGES.invalidJson : error.message);
      request.log.info({ status, code: error.code }, message);
      return refuse(reply, status, message);
    });
  },
  { name: 'familynet-errors' },
);
