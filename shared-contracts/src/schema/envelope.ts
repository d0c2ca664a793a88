import * as t from './t.js';

/** `{ success, message?, data }`: the envelope every API answer uses (spec section 7). */
export function envelopeSchema<T extends t.TSchema>(data: T) {
  return t.object({ success: t.boolean(), message: t.optional(t.string()), data });
}

/** An answer without data (logout, forgot-password...). */
export const MessageEnvelopeSchema = t.object({ success: t.boolean(), message: t.optional(t.string()) });

/** Every failure: `success: false`, a sentence to show, and for a refused form the message of each field. */
export const ErrorEnvelopeSchema = t.object({
  success: t.boolean(),
  message: t.string(),
  errors: t.optional(t.record(t.string(), t.string())),
});

export interface ApiEnvelope<T = undefined> {
  success: boolean;
  message?: string;
  data?: T;
}
