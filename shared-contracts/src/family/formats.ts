import { SCHEMA_FORMATS } from '../schema/formats.js';
import { isFamilyDate } from './dates.js';
import { isPersonIdText } from './person-ids.js';

/**
 * The checks of the family tree's named formats, for the server's validator beside FORMAT_CHECKS:
 * no screen checks them, so the copy of shared-contracts every page downloads does without them.
 */
export const FAMILY_FORMAT_CHECKS: Record<string, (value: string) => boolean> = {
  [SCHEMA_FORMATS.person]: (value) => isPersonIdText(value),
  [SCHEMA_FORMATS.familyDate]: (value) => value === '' || isFamilyDate(value),
};
