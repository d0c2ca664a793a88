import * as t from '../schema/t.js';

/*
 * Contact cards (issue 21). 4.0 (RFC 6350) is the default of the calls; the app's links ask for
 * 3.0 (RFC 2426), the version phones' contacts apps import most reliably.
 */

export type VcardVersion = '3.0' | '4.0';
/** The version of the app's "Add to contacts" links. */
export const VCARD_LINK_VERSION: VcardVersion = '3.0';

export const VcardQuerySchema = t.object(
  {
    version: t.optional(t.union([t.literal('3.0'), t.literal('4.0')], { errorMessage: 'version must be 3.0 or 4.0' })),
  },
  { additionalProperties: false },
);
