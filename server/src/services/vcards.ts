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
import { asShown, birthdayParts, userDisplayName, type User } from 'shared-contracts';
import { avatarFileOf } from './avatars.js';
import { fileSlug } from './file-names.js';
import { smallJpeg } from './images.js';

/*
 * Contact cards (issue 21): a member as the family sees them, as vCard 4.0 (RFC 6350) made with
 * vcard4. Whatever its owner hides is not in it, whoever asks (admins receive hidden values for
 * editing; a contact card is not an edit). Never a position.
 */

/** The photo's side in a contact card, in pixels: small, as phones show it. */
export const VCARD_PHOTO_SIDE = 128;

const text = (value: string) => new TextType(value);
const part = (value: string | undefined) => (value ? text(value) : undefined);

/** One member's card; `photo`: their picture as a small JPEG, when they have one. */
export function vcardOf(received: User, host: string, photo?: Buffer): string {
  const member = asShown(received);
  const name = userDisplayName(member) || member.email || 'Family member';
  const props: ConstructorParameters<typeof VCARD>[0] = [
    new FNProperty([], text(name)),
    new NProperty([], new SpecialValueType('NProperty', [part(member.lastName), part(member.firstName), undefined, undefined, undefined])),
    new UIDProperty([], new URIType(`urn:familynet:${host}:member:${member.id}`)),
  ];
  if (member.email) props.push(new EmailProperty([], text(member.email)));
  const dial = member.phoneNumber?.replace(/[^\d+]/g, '');
  if (dial && /\d/.test(dial)) props.push(new TelProperty([new TypeParameter('TelProperty', [new ParameterValueType('cell'), new ParameterValueType('voice')])], text(member.phoneNumber!.trim())));
  const address = member.address ?? {};
  if (Object.values(address).some(Boolean)) {
    props.push(
      new AdrProperty(
        [new TypeParameter('AdrProperty', new ParameterValueType('home'))],
        new SpecialValueType('AdrProperty', [undefined, part(address.address2), part(address.address1), part(address.city), part(address.state), part(address.postalCode), part(address.country)]),
      ),
    );
  }
  const born = member.isBirthdayVisible === true ? birthdayParts(member.birthday) : null;
  if (born) {
    const md = `${String(born.month).padStart(2, '0')}${String(born.day).padStart(2, '0')}`;
    props.push(new BdayProperty([], new DateTimeType('dateandortime', born.year === null ? `--${md}` : `${born.year}${md}`)));
  }
  if (member.occupation) props.push(new TitleProperty([], text(member.occupation)));
  if (member.bio) props.push(new NoteProperty([], text(member.bio)));
  if (photo) props.push(new PhotoProperty([], new URIType(`data:image/jpeg;base64,${photo.toString('base64')}`)));
  return plainSemicolons(new VCARD(props).repr());
}

/** The single-value text properties a card may hold. */
const SINGLE_TEXT = /^(FN|TITLE|NOTE):/;
const FOLD_OCTETS = 75;

/**
 * vcard4 escapes a semicolon in every text value; RFC 6350 (3.4) asks it only inside structured
 * values (N, ADR), and strict readers (ical.js, so Thunderbird) keep the backslash of '\;' in a
 * name. The card is unfolded, FN, TITLE and NOTE lose that escape, and the lines are folded
 * again at 75 octets, never inside a character.
 */
export function plainSemicolons(card: string): string {
  const lines = card.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lines
    .map((line) => (SINGLE_TEXT.test(line) ? line.replace(/\\(.)/gu, (escape, char: string) => (char === ';' ? ';' : escape)) : line))
    .map(fold)
    .join('\r\n');
}

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
