import {
  AdrProperty,
  AnniversaryProperty,
  BdayProperty,
  DateTimeType,
  EmailProperty,
  ExtendedProperty,
  FNProperty,
  NicknameProperty,
  NoteProperty,
  NProperty,
  ParameterValueType,
  PhotoProperty,
  RoleProperty,
  SpecialValueType,
  TelProperty,
  TextType,
  TitleProperty,
  TypeParameter,
  UIDProperty,
  URIType,
  VCARD,
} from 'vcard4';
import VCard3 from 'vcard-creator';
import {
  MEMBER_FIELDS,
  asShown,
  birthdayParts,
  fieldSwitchOn,
  memberName,
  type BirthdayParts,
  type FieldTable,
  type User,
  type VcardProperty,
  type VcardVersion,
} from 'shared-contracts';
import { avatarFileOf } from './avatars.js';
import { fileSlug } from '../../lib/file-names.js';
import { smallJpeg } from '../../lib/images.js';

/*
 * Contact cards (issue 21): a member as the family sees them, as vCard 4.0 (RFC 6350) made with
 * vcard4, or as vCard 3.0 (RFC 2426) made with vcard-creator, the version phones' contacts apps
 * import most reliably (iPhone and iCloud ask for 3.0; Android's importer reads 2.1 and 3.0
 * best). Whatever its owner hides is not in it, whoever asks (admins receive hidden values for
 * editing; a contact card is not an edit). Never a position.
 */

/** The photo's side in a contact card, in pixels: small, as phones show it. */
const VCARD_PHOTO_SIDE = 128;

const text = (value: string) => new TextType(value);
const part = (value: string | undefined) => (value ? text(value) : undefined);

/** A field of the card: its property, and its value as text or as a date's parts. */
type CardField = { property: VcardProperty; text: string } | { property: VcardProperty; date: BirthdayParts };

/** What a card is made of, whichever version writes it. */
function cardFacts(received: User, fields: FieldTable) {
  const member = asShown(received);
  const values = member as unknown as Record<string, unknown>;
  const address = member.address ?? {};
  const written: CardField[] = [];
  for (const [key, spec] of Object.entries(fields)) {
    const property = spec.shows?.vcard;
    if (!property || !fieldSwitchOn(values, spec, fields)) continue;
    const value = values[key];
    if (spec.kind === 'date') {
      const date = birthdayParts(value);
      if (date) written.push({ property, date });
    } else if (typeof value === 'string' && value.trim()) {
      // A number with no digit to dial is no number (the field allows '()' and '-').
      if (property === 'TEL' && !/\d/.test(value)) continue;
      written.push({ property, text: value.trim() });
    }
  }
  return {
    member,
    name: memberName(member) || 'Family member',
    address: Object.values(address).some(Boolean) ? address : undefined,
    written,
  };
}

const uidOf = (host: string, id: number) => `urn:familynet:${host}:member:${id}`;
const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * One member's card in the version asked for; `photo`: their picture as a small JPEG, when they
 * have one. `fields`: the table whose `shows.vcard` says what each field is written as.
 */
export function vcardOf(received: User, host: string, photo?: Buffer, version: VcardVersion = '4.0', fields: FieldTable = MEMBER_FIELDS): string {
  return version === '3.0' ? vcard3Of(received, host, photo, fields) : vcard4Of(received, host, photo, fields);
}

/** RFC 2426's escapes of a text value (vcard-creator leaves a custom property's value as given). */
const escaped3 = (value: string) => value.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');

/**
 * vCard 3.0. It has no date without a year: a hidden year is written the way Apple's Contacts
 * writes one (a placeholder year, 1604, that X-APPLE-OMIT-YEAR says to leave out), never the real one.
 */
function vcard3Of(received: User, host: string, photo: Buffer | undefined, fields: FieldTable): string {
  const { member, name, address, written } = cardFacts(received, fields);
  const card = new VCard3();
  card.addFullName(name);
  card.addName({ familyName: member.lastName ?? '', givenName: member.firstName ?? '' });
  card.addUid(uidOf(host, member.id));
  if (member.email) card.addEmail({ address: member.email });
  for (const field of written) {
    if ('date' in field) {
      const { year, month, day } = field.date;
      const monthDay = `${twoDigits(month)}-${twoDigits(day)}`;
      // 3.0 knows BDAY only: another date is an X- property.
      const property = field.property === 'BDAY' || field.property.startsWith('X-') ? field.property : `X-${field.property}`;
      if (year !== null) card.addCustomProperty({ name: property, params: 'VALUE=date', value: `${year}-${monthDay}` });
      else card.addCustomProperty({ name: property, params: 'X-APPLE-OMIT-YEAR=1604', value: `1604-${monthDay}` });
    } else if (field.property === 'TEL') card.addPhoneNumber({ number: field.text, type: ['cell', 'voice'] });
    else if (field.property === 'TITLE') card.addJobtitle(field.text);
    else if (field.property === 'NOTE') card.addNote(field.text);
    // Said to be text, so a reader unescapes it (ical.js leaves an X- value of no type as written).
    else card.addCustomProperty({ name: field.property, params: 'VALUE=text', value: escaped3(field.text) });
  }
  if (address) {
    card.addAddress({ extended: address.address2 ?? '', street: address.address1 ?? '', locality: address.city ?? '', region: address.state ?? '', postalCode: address.postalCode ?? '', country: address.country ?? '', type: ['home'] });
  }
  if (photo) card.addPhoto({ image: photo.toString('base64'), mime: 'JPEG' });
  // RFC 2426 asks for '\;' in every text value (its SAFE-CHAR has no semicolon), and the phones
  // that read 3.0 follow it: the escapes stay; the lines are only folded by octets.
  return refold(card.toString());
}

/** vcard4's class for each text property the table may name; any other is an X- extension. */
const TEXT_PROPERTIES_4 = { TITLE: TitleProperty, NOTE: NoteProperty, NICKNAME: NicknameProperty, ROLE: RoleProperty } as const;

/** A property of the card as vcard4 writes it; null for an extension (X-), which vcard4Of writes itself. */
function vcard4Property(field: CardField): InstanceType<typeof BdayProperty> | InstanceType<typeof TelProperty> | null {
  if (field.property.startsWith('X-')) return null;
  if ('date' in field) {
    const value = new DateTimeType('dateandortime', date4(field.date));
    return field.property === 'ANNIVERSARY' ? new AnniversaryProperty([], value) : new BdayProperty([], value);
  }
  if (field.property === 'TEL') return new TelProperty([new TypeParameter('TelProperty', [new ParameterValueType('cell'), new ParameterValueType('voice')])], text(field.text));
  const Known = TEXT_PROPERTIES_4[field.property as keyof typeof TEXT_PROPERTIES_4];
  return new Known([], text(field.text));
}

const date4 = ({ year, month, day }: BirthdayParts) => `${year === null ? '--' : year}${twoDigits(month)}${twoDigits(day)}`;

/**
 * An extension property, with its value type said (vcard4 cannot give an X- property a VALUE
 * parameter, and without one a reader such as ical.js leaves the value's escapes in).
 */
function extension4(field: CardField): string {
  if ('date' in field) return `${field.property};VALUE=date-and-or-time:${date4(field.date)}`;
  return `${field.property};VALUE=text:${field.text.replace(/[\\,]/g, (char) => `\\${char}`).replace(/\r\n|\r|\n/g, '\\n')}`;
}

function vcard4Of(received: User, host: string, photo: Buffer | undefined, fields: FieldTable): string {
  const { member, name, address, written } = cardFacts(received, fields);
  const props: ConstructorParameters<typeof VCARD>[0] = [
    new FNProperty([], text(name)),
    new NProperty([], new SpecialValueType('NProperty', [part(member.lastName), part(member.firstName), undefined, undefined, undefined])),
    new UIDProperty([], new URIType(uidOf(host, member.id))),
  ];
  if (member.email) props.push(new EmailProperty([], text(member.email)));
  for (const field of written) {
    const property = vcard4Property(field);
    if (property) props.push(property);
  }
  if (address) {
    props.push(
      new AdrProperty(
        [new TypeParameter('AdrProperty', new ParameterValueType('home'))],
        new SpecialValueType('AdrProperty', [undefined, part(address.address2), part(address.address1), part(address.city), part(address.state), part(address.postalCode), part(address.country)]),
      ),
    );
  }
  if (photo) props.push(new PhotoProperty([], new URIType(`data:image/jpeg;base64,${photo.toString('base64')}`)));
  const extensions = written.filter((field) => field.property.startsWith('X-')).map(extension4);
  const card = new VCARD(props).repr();
  return plainEscapes(extensions.length === 0 ? card : card.replace(/END:VCARD\r\n$/, `${extensions.join('\r\n')}\r\nEND:VCARD\r\n`));
}

/** The single-value text properties a card may hold. */
const SINGLE_TEXT = /^(FN|TITLE|NOTE|ROLE|NICKNAME):/;
const FOLD_OCTETS = 75;

/**
 * vcard4 escapes a semicolon and a colon in every text value. RFC 6350 (3.4) asks a semicolon's
 * escape only inside structured values (N, ADR), and has no escape for a colon at all: strict
 * readers (ical.js, so Thunderbird) keep the backslash of '\;' in a name and of '\:' anywhere.
 * The card is unfolded, FN, TITLE and NOTE lose the semicolon's escape, every value loses the
 * colon's, and the lines are folded again at 75 octets, never inside a character.
 */
export function plainEscapes(card: string): string {
  return unfolded(card)
    .map((line) => {
      const single = SINGLE_TEXT.test(line);
      return line.replace(/\\(.)/gu, (escape, char: string) => (char === ':' || (single && char === ';') ? char : escape));
    })
    .map(fold)
    .join('\r\n');
}

/** The card's lines folded again at 75 octets, never inside a character. */
function refold(card: string): string {
  return unfolded(card).map(fold).join('\r\n');
}

/**
 * The card's logical lines. A line break left inside a value (a lone CR or LF, NEL, U+2028 or
 * U+2029 that a library did not escape) is written as the escape '\n': a reader that breaks lines
 * on any of them (Java's readLine, so Android's importer) must never see a line the writer did
 * not end. Stored text has LF only; this holds whatever reaches the writer.
 */
const unfolded = (card: string) =>
  card
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map((line) => line.replace(/[\r\n\u0085\u2028\u2029]/g, '\\n'));

function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > FOLD_OCTETS) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

/** The member's photo for a card (undefined: none, or not one of this server's files). */
export async function vcardPhoto(dataDir: string, photoURL: string | null | undefined): Promise<Buffer | undefined> {
  const file = avatarFileOf(dataDir, photoURL);
  if (!file) return undefined;
  try {
    return await smallJpeg(file, VCARD_PHOTO_SIDE);
  } catch {
    return undefined;
  }
}

/** A file name for a card: the member's name, letters and digits only ('amy-march.vcf'). */
export function vcardFileName(name: string): string {
  return `${fileSlug(name, 60) || 'family-member'}.vcf`;
}
