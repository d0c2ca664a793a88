import { MEMBER_FIELDS, type FieldTable } from '../index.js';

/*
 * The product's field table with one field it does not have, shown everywhere a field can be:
 * the tests of each place that shows a member (card, profile, map popup, vCard, search, CSV
 * import) pass it, and find the field without that place naming it.
 */

export const THROWAWAY_FIELD = 'favouriteDish';

export const TABLE_WITH_THROWAWAY_FIELD: FieldTable = {
  ...MEMBER_FIELDS,
  [THROWAWAY_FIELD]: {
    kind: 'text',
    label: 'Favourite Dish',
    name: 'Favourite dish',
    max: 60,
    csv: 'optional',
    shows: { card: 'fact', profile: 'fact', mapPopup: 'line', vcard: 'X-FAVOURITE-DISH', search: true },
  },
};
