import {
  AdrProperty,
  BdayProperty,
  DateTimeType,
  EmailProperty,
  FNProperty,
  NoteProperty,
  NProperty,
  ParameterValueType,
  PhotoProperty,
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
import { asShown, birthdayParts, memberName, type User, type VcardVersion } from 'shared-contracts';
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

/** What a card is made of, whichever version writes it. */
function cardFacts(received: User) {
  const member = asShown(received);
  const dial = member.phoneNumber?.replace(/[^\d+]/g, '');
  const address = member.address ?? {};
  return {
    member,
    name: memberName(member) || 'Family member',
    phone: dial && /\d/.test(dial) ? member.phoneNumber!.trim() : undefined,
    address: Object.values(address).some(Boolean) ? address : undefined,
    born: member.isBirthdayVisible === true ? birthdayParts(member.birthday) : null,
  };
}

const uidOf = (host: string, id: number) => `urn:familynet:${host}:member:${id}`;
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** One member's card in the version asked for; `photo`: their picture as a small JPEG, when they have one. */
export function vcardOf(received: User, host: string, photo?: Buffer, version: VcardVersion = '4.0'): string {
  return version === '3.0' ? vcard3Of(received, host, photo) : vcard4Of(received, host, photo);
}

/**
 * vCard 3.0. It has no date without a year: a hidden year is written the way Apple's Contacts
 * writes one (a placeholder year, 1604, that X-APPLE-OMIT-YEAR says to leave out), never the real one.
 */
function vcard3Of(received: User, host: string, photo?: Buffer): string {
  const { member, name, phone, address, born } = cardFacts(received);
  const card = new VCard3();
  card.addFullName(name);
  card.addName({ familyName: member.lastName ?? '', givenName: member.firstName ?? '' });
  card.addUid(uidOf(host, member.id));
  if (member.email) card.addEmail({ address: member.email });
  if (phone) card.addPhoneNumber({ number: phone, type: ['cell', 'voice'] });
  if (address) {
    card.addAddress({ extended: address.address2 ?? '', street: address.address1 ?? '', locality: address.city ?? '', region: address.state ?? '', postalCode: address.postalCode ?? '', country: address.country ?? '', type: ['home'] });
  }
  if (born) {
    const monthDay = `${twoDigits(born.month)}-${twoDigits(born.day)}`;
    if (born.year === null) card.addCustomProperty({ name: 'BDAY', params: 'X-APPLE-OMIT-YEAR=1604', value: `1604-${monthDay}` });
    else card.addCustomProperty({ name: 'BDAY', params: 'VALUE=date', value: `${born.year}-${monthDay}` });
  }
  if (member.occupation) card.addJobtitle(member.occupation);
  if (member.bio) card.addNote(member.bio);
  if (photo) card.addPhoto({ image: photo.toString('base64'), mime: 'JPEG' });
  // RFC 2426 asks for '\;' in every text value (its SAFE-CHAR has no semicolon), and the phones
  // that read 3.0 follow it: the escapes stay; the lines are only folded by octets.
  return refold(card.toString());
}

function vcard4Of(received: User, host: string, photo?: Buffer): string {
  const { member, name, phone, address, born } = cardFacts(received);
  const props: ConstructorParameters<typeof VCARD>[0] = [
    new FNProperty([], text(name)),
    new NProperty([], new SpecialValueType('NProperty', [part(member.lastName), part(member.firstName), undefined, undefined, undefined])),
    new UIDProperty([], new URIType(uidOf(host, member.id))),
  ];
  if (member.email) props.push(new EmailProperty([], text(member.email)));
  if (phone) props.push(new TelProperty([new TypeParameter('TelProperty', [new ParameterValueType('cell'), new ParameterValueType('voice')])], text(phone)));
  if (address) {
    props.push(
      new AdrProperty(
        [new TypeParameter('AdrProperty', new ParameterValueType('home'))],
        new SpecialValueType('AdrProperty', [undefined, part(address.address2), part(address.address1), part(address.city), part(address.state), part(address.postalCode), part(address.country)]),
      ),
    );
  }
  if (born) {
    const md = `${twoDigits(born.month)}${twoDigits(born.day)}`;
    props.push(new BdayProperty([], new DateTimeType('dateandortime', born.year === null ? `--${md}` : `${born.year}${md}`)));
  }
  if (member.occupation) props.push(new TitleProperty([], text(member.occupation)));
  if (member.bio) props.push(new NoteProperty([], text(member.bio)));
  if (photo) props.push(new PhotoProperty([], new URIType(`data:image/jpeg;base64,${photo.toString('base64')}`)));
  return plainEscapes(new VCARD(props).repr());
}

/** The single-value text properties a card may hold. */
const SINGLE_TEXT = /^(FN|TITLE|NOTE):/;
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
