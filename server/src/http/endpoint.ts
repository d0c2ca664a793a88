import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import {
  ENDPOINTS,
  ErrorEnvelopeSchema,
  MessageEnvelopeSchema,
  envelopeSchema,
  isMultipart,
  type BodyOf,
  type DataOf,
  type EndpointName,
  type EndpointSpec,
  type ParamsOf,
  type QueryOf,
} from 'shared-contracts';
import { inCallersLanguage } from '../i18n/answers.js';

/** What a handler of a call answers: the envelope with the call's data (typed by the map). */
export type Answer<N extends EndpointName> = { success: true; message?: string } & (undefined extends DataOf<N> ? { data?: DataOf<N> } : { data: DataOf<N> });

export type EndpointRequest<N extends EndpointName> = FastifyRequest<{
  Body: [BodyOf<N>] extends [never] ? unknown : BodyOf<N> extends { file: Blob } ? unknown : Partial<BodyOf<N>>;
  Params: { [K in keyof ParamsOf<N>]: string };
  Querystring: [QueryOf<N>] extends [never] ? unknown : QueryOf<N>;
}>;

/** The route options a call may add: its guards, limits and body size. */
type EndpointOptions = Pick<RouteShorthandOptions, 'onRequest' | 'preValidation' | 'preHandler' | 'bodyLimit' | 'validatorCompiler'>;

/** The answer schemas of a call: its data on success (the allow-list of what may be sent), errors in one shape. */
function responseSchemas(spec: EndpointSpec) {
  const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
  if (spec.raw) return errors;
  return { [spec.status ?? 200]: spec.data ? envelopeSchema(spec.data) : MessageEnvelopeSchema, ...errors };
}

/** Whether a JSON schema has a list anywhere in it. */
function hasList(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  if ((schema as { type?: unknown }).type === 'array') return true;
  return Object.values(schema).some(hasList);
}

/**
 * Answers that grow with the family (lists, calendar files) go out compressed. The others are one
 * member, one setting or a message, about a kilobyte: compressing them would save a few hundred
 * bytes and cost two hooks on the calls made most (current/user on every page).
 */
function compressedAnswer(spec: EndpointSpec): boolean {
  return spec.raw !== undefined || hasList(spec.data);
}

/**
 * Registers the route of a named call: method, path, body schema and answer schemas all come
 * from the endpoint map of shared-contracts, so the route and the client cannot disagree.
 */
export function endpoint<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  options: EndpointOptions,
  /** Answers the envelope; a raw call (a calendar feed) answers its text. */
  handler: (request: EndpointRequest<N>, reply: FastifyReply) => Promise<Answer<N> | FastifyReply | string>,
): void {
  const spec: EndpointSpec = ENDPOINTS[name];
  const body = spec.body && !isMultipart(spec.body) ? spec.body : undefined;
  app.route({
    method: spec.method,
    url: spec.path,
    ...options,
    config: { csrfHeader: spec.csrfHeader === true },
    ...(compressedAnswer(spec) ? {} : { compress: false as const }),
    schema: { ...(body ? { body } : {}), ...(spec.query ? { querystring: spec.query } : {}), response: responseSchemas(spec) },
    handler: async (request, reply) => {
      const answer = await handler(request as EndpointRequest<N>, reply);
      // A handler that answered itself (refuse) is done: its reply is a thenable, so `return
      // refuse(...)` from an async handler arrives here as undefined, not as the reply.
      if ((answer as unknown) === reply || reply.sent) return reply;
      if (spec.raw) return reply.type(spec.raw).send(answer);
      if (spec.status && spec.status !== 200) reply.code(spec.status);
      // The message in the caller's language (an English call gets the answer as it is).
      return inCallersLanguage(request, answer as Answer<N>);
    },
  });
}

/** A refusal in the API's one error shape, in the caller's language (every refusal of the server is sent through here). */
export function refuse(reply: FastifyReply, status: number, message: string, errors?: Record<string, string>) {
  return reply.code(status).send(inCallersLanguage(reply.request, { success: false, message, ...(errors ? { errors } : {}) }));
}
