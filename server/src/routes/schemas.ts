import { userJsonSchema } from '../services/users.js';

/** `{ success, message?, data? }`: the envelope every API answer uses. */
export function envelope(data?: Record<string, unknown>) {
  return {
    type: 'object',
    required: ['success'],
    properties: {
      success: { type: 'boolean' },
      message: { type: 'string' },
      ...(data ? { data } : {}),
    },
  } as const;
}

export const errorEnvelope = envelope();

/** Response schemas of a route: its success answers plus the error envelope for 4xx/5xx. */
export function responses(success: Record<number, unknown>) {
  return { ...success, '4xx': errorEnvelope, '5xx': errorEnvelope };
}

export const userData = {
  type: 'object',
  required: ['user'],
  properties: { user: userJsonSchema },
} as const;

/** A free-text field of a request body: a string with a hard upper bound (the messages come from the validators). */
export const boundedString = (maxLength: number) => ({ type: 'string', maxLength }) as const;
