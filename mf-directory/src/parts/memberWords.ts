import { useMemo } from 'react';
import {
  MEMBER_FIELDS,
  UNKNOWN_USER_NAME,
  birthdayParts,
  intlLocale,
  locationText,
  userDisplayName,
  type FieldTable,
  type PageLocale,
  type ShownField,
  type User,
} from 'shared-contracts';
import { useSharedText } from 'shared-contracts/runtime';
import { useText, type DirectoryKey } from '../messages';

type Located = Pick<User, 'address' | 'isLocationVisible' | 'location'>;
const NO_PLACE = locationText({});
const LIVE_PLACE = locationText({ isLocationVisible: true, location: { lat: 0, lng: 0 } } as Located);

/*
 * Words shared-contracts says in English that the shared messages do not hold yet, so shared()
 * gives them back unchanged: the phone's term (the extraction reads a field's `term`, the table
 * declares it as `shows.term`), the names hiddenFromFamily makes of the switches' labels
 * ('Birth Year'), the location's two texts (LOCATION_TEXT is not exported, so not extracted) and
 * the unknown member's name. This package says them until the shared catalogue does; shared() is
 * asked first, so its translation takes over once it has one.
 */
const NOT_SHARED_YET: Readonly<Record<string, DirectoryKey>> = {
  Phone: 'word.phone',
  Email: 'word.email',
  Address: 'word.address',
  'Birth Year': 'word.birthYear',
  [NO_PLACE]: 'word.noLocation',
  [LIVE_PLACE]: 'word.liveLocation',
  [UNKNOWN_USER_NAME]: 'word.unknownUser',
};

const birthdayFormats = new Map<string, { withYear: Intl.DateTimeFormat; withoutYear: Intl.DateTimeFormat }>();
function birthdayFormatsIn(locale: PageLocale) {
  const tag = intlLocale(locale);
  let formats = birthdayFormats.get(tag);
  if (!formats) {
    // The date's own digits, never a time zone's: as formatBirthday reads them.
    formats = {
      withYear: new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
      withoutYear: new Intl.DateTimeFormat(tag, { month: 'long', day: 'numeric', timeZone: 'UTC' }),
    };
    birthdayFormats.set(tag, formats);
  }
  return formats;
}

/**
 * How the cards and the profile say what shared-contracts gives them of a member (shownFields,
 * locationText, the name), in the page's language: the facts' terms and the switches' names
 * through the shared messages, a birthday through Intl. What members typed stays as typed.
 */
export function useMemberWords(fields: FieldTable = MEMBER_FIELDS) {
  const t = useText();
  const shared = useSharedText();
  return useMemo(() => {
    const word = (text: string): string => {
      const said = shared(text);
      if (said !== text) return said;
      const own = NOT_SHARED_YET[text];
      return own ? t(own) : said;
    };
    const value = (field: ShownField, member: User): string => {
      if (fields[field.key]?.kind !== 'date') return field.value;
      // English keeps formatBirthday's words ('December 10, 1990'); 'Invalid Date' is a shared message.
      const parts = t.locale === 'en' ? null : birthdayParts((member as unknown as Record<string, unknown>)[field.key]);
      if (!parts) return word(field.value);
      const formats = birthdayFormatsIn(t.locale);
      return parts.year === null
        ? formats.withoutYear.format(Date.UTC(2000, parts.month - 1, parts.day))
        : formats.withYear.format(Date.UTC(parts.year, parts.month - 1, parts.day));
    };
    return {
      word,
      /** The name a member is shown by, or 'Unknown User' in the page's language. */
      name: (user: Pick<User, 'displayName' | 'firstName' | 'lastName'>) => userDisplayName(user) || word(UNKNOWN_USER_NAME),
      /** 'city, state' as typed, else whether a live position is shared. */
      place: (user: Located) => {
        const said = locationText(user);
        return said === NO_PLACE || said === LIVE_PLACE ? word(said) : said;
      },
      term: (field: ShownField) => word(field.term),
      value,
      /** A fact as a line of its own: its value, or 'Favourite dish: Lasagne' for one without an icon of its own. */
      line: (field: ShownField, member: User) => (field.icon === 'info' ? t('member.fact', { term: word(field.term), value: value(field, member) }) : value(field, member)),
      /** Items one after the other ('Birthday, Phone'), with the language's separator. */
      list: (items: readonly string[]) => items.join(t('common.listSeparator')),
    };
  }, [t, shared, fields]);
}

export type MemberWords = ReturnType<typeof useMemberWords>;
