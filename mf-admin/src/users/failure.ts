import { ApiError, serverMessage } from 'shared-contracts/runtime';

/**
 * What a settings section says when a call fails (spec section 8): the server's message when it
 * gave one; else `answered` when the server answered without one, or `unanswered` when no answer
 * came at all (offline, time-out).
 */
export function failureText(error: unknown, answered: string, unanswered: string): string {
  const said = serverMessage(error, '');
  if (said) return said;
  return error instanceof ApiError && error.status !== undefined ? answered : unanswered;
}
