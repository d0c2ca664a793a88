import ICAL from 'ical.js';

/*
 * Reads vCard text with ical.js (Mozilla's parser: its vCard 3.0 and 4.0 support, the one
 * Thunderbird's address book uses), an independent library from the one the server writes cards
 * with, so a test checks what an address book understands, not the generator's own strings.
 */

export interface ReadCard {
  version: string | null;
  fn: string | null;
  /** N: family and given names. */
  n: string[] | null;
  email: string | null;
  tel: string | null;
  /** ADR: post office box, extended, street, locality, region, postal code, country. */
  adr: string[] | null;
  /** BDAY as written ('1990-12-10', '--12-10' when its year is hidden). */
  bday: string | null;
  title: string | null;
  note: string | null;
  photo: string | null;
  uid: string | null;
  /** The extension properties (X-…), by name in upper case. */
  extensions: Record<string, string>;
  /** How many properties the parser read. */
  propertyCount: number;
}

/** Every card in a .vcf text, in order. */
export function readCards(text: string): ReadCard[] {
  const parsed = ICAL.parse(text) as unknown;
  // One card parses to one jCard; several to a list of them.
  const jcards = (Array.isArray(parsed) && parsed[0] === 'vcard' ? [parsed] : parsed) as unknown[];
  return jcards.map((jcard) => {
    const card = new ICAL.Component(jcard as unknown[]);
    const value = (name: string) => {
      const v = card.getFirstPropertyValue(name);
      return v === null || v === undefined ? null : String(v);
    };
    const list = (name: string) => {
      const property = card.getFirstProperty(name);
      const v = property?.getFirstValue();
      return Array.isArray(v) ? v.map(String) : v === undefined || v === null ? null : [String(v)];
    };
    // RFC 2426 (vCard 3.0) escapes a semicolon in every text value, and phones read '\;' back
    // as ';'; ical.js unescapes commas, newlines and backslashes there but keeps that backslash.
    const v3 = value('version') === '3.0';
    const textOf = (name: string) => {
      const v = value(name);
      return v !== null && v3 ? v.replace(/\\;/g, ';') : v;
    };
    return {
      version: value('version'),
      fn: textOf('fn'),
      n: list('n'),
      email: value('email'),
      tel: value('tel'),
      adr: list('adr'),
      bday: value('bday'),
      title: textOf('title'),
      note: textOf('note'),
      photo: value('photo'),
      uid: value('uid'),
      extensions: Object.fromEntries(
        card
          .getAllProperties()
          .filter((property) => property.name.startsWith('x-'))
          .map((property) => [property.name.toUpperCase(), textOf(property.name) ?? '']),
      ),
      propertyCount: card.getAllProperties().length,
    };
  });
}
