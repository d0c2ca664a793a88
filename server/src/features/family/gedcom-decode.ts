import { turnTaker } from '../../lib/background-pace.js';

/*
 * The characters of a GEDCOM file. Files come as UTF-8 (with or without a byte-order mark),
 * UTF-16 (little or big endian), ANSEL (the library character set GEDCOM 5.5 was written for,
 * with its accents before the letter they go on), or a Windows or Mac code page ("ANSI",
 * "IBM WINDOWS", "WINDOWS-1250", "MACINTOSH"); the header's CHAR line says which, when a
 * byte-order mark does not. GEDCOM 7.0 is UTF-8 only.
 */

interface DecodedGedcom {
  text: string;
  /** The character set it was read as, for the preview ('UTF-8', 'ANSEL', 'windows-1250'). */
  encoding: string;
}

/** ANSEL's letters and signs (0xA1-0xCF) as Unicode. */
const ANSEL_SPACING: Record<number, string> = {
  0xa1: 'Ł', 0xa2: 'Ø', 0xa3: 'Đ', 0xa4: 'Þ', 0xa5: 'Æ', 0xa6: 'Œ', 0xa7: 'ʹ', 0xa8: '·', 0xa9: '♭', 0xaa: '®',
  0xab: '±', 0xac: 'Ơ', 0xad: 'Ư', 0xae: 'ʼ', 0xb0: 'ʻ', 0xb1: 'ł', 0xb2: 'ø', 0xb3: 'đ', 0xb4: 'þ', 0xb5: 'æ',
  0xb6: 'œ', 0xb7: 'ʺ', 0xb8: 'ı', 0xb9: '£', 0xba: 'ð', 0xbc: 'ơ', 0xbd: 'ư', 0xbe: '□', 0xbf: '■', 0xc0: '°',
  0xc1: 'ℓ', 0xc2: '℗', 0xc3: '©', 0xc4: '♯', 0xc5: '¿', 0xc6: '¡', 0xc7: 'ß', 0xc8: '€', 0xcd: 'e', 0xce: 'o',
  0xcf: 'ß',
};

/** ANSEL's accents (0xE0-0xFE): combining marks, written before the letter they go on. */
const ANSEL_COMBINING: Record<number, string> = {
  0xe0: '\u0309', 0xe1: '\u0300', 0xe2: '\u0301', 0xe3: '\u0302', 0xe4: '\u0303', 0xe5: '\u0304', 0xe6: '\u0306',
  0xe7: '\u0307', 0xe8: '\u0308', 0xe9: '\u030C', 0xea: '\u030A', 0xeb: '\uFE20', 0xec: '\uFE21', 0xed: '\u0315',
  0xee: '\u030B', 0xef: '\u0310', 0xf0: '\u0327', 0xf1: '\u0328', 0xf2: '\u0323', 0xf3: '\u0324', 0xf4: '\u0325',
  0xf5: '\u0333', 0xf6: '\u0332', 0xf7: '\u0326', 0xf8: '\u031C', 0xf9: '\u032E', 0xfa: '\uFE22', 0xfb: '\uFE23',
  0xfe: '\u0313',
};

/** Bytes of ANSEL decoded between two turns of the event loop (a 10 MB file is many turns). */
const ANSEL_SLICE = 64 * 1024;

/** ANSEL to Unicode, each accent moved after its letter and the result composed ("e" + acute: "é"). */
export async function decodeAnsel(bytes: Uint8Array): Promise<string> {
  const parts: string[] = [];
  let out = '';
  let accents = '';
  const turns = turnTaker();
  for (let at = 0; at < bytes.length; at += 1) {
    if (at % ANSEL_SLICE === 0) {
      parts.push(out);
      out = '';
      await turns.take();
    }
    const byte = bytes[at];
    const accent = ANSEL_COMBINING[byte];
    if (accent) {
      accents += accent;
      continue;
    }
    out += byte < 0x80 ? String.fromCharCode(byte) : (ANSEL_SPACING[byte] ?? '\uFFFD');
    out += accents;
    accents = '';
  }
  parts.push(out, accents);
  return parts.join('').normalize('NFC');
}

/** The code page a CHAR line (and the VERS under it) names, as TextDecoder knows it; null for ANSEL. */
function codePageOf(declared: string, version: string | undefined): string | null {
  const name = declared.toUpperCase().replace(/\s+/g, ' ').trim();
  if (name === 'ANSEL') return null;
  if (name === 'UTF-8' || name === 'UTF8' || name === 'UNICODE') return 'utf-8';
  if (name === 'MACINTOSH' || name === 'MAC') return 'macintosh';
  const numbered = /^(?:WINDOWS|CP|ANSI|IBM WINDOWS)[- ]?(\d{3,4})$/.exec(name) ?? (name === 'ANSI' && version ? /^(?:CP|WINDOWS-?)?(\d{3,4})$/.exec(version.toUpperCase()) : null);
  if (numbered && /^125\d$/.test(numbered[1])) return `windows-${numbered[1]}`;
  if (/^ISO[- ]?8859[- ]?\d{1,2}$/.test(name)) return name.replace(/^ISO[- ]?8859[- ]?/, 'iso-8859-');
  // ANSI, IBM WINDOWS (Family Tree Maker's word for it), ASCII, LATIN1, and what is not known:
  // the Western Windows code page, a superset of ASCII that decodes every byte.
  return 'windows-1252';
}

/** The CHAR line of the header (and its VERS), read before the characters are known. */
function declaredCharset(bytes: Uint8Array): { name: string; version?: string } | undefined {
  const head = Buffer.from(bytes.subarray(0, 64 * 1024)).toString('latin1');
  const end = head.search(/[\r\n]\s*0\s+@/);
  const header = end >= 0 ? head.slice(0, end) : head;
  const found = /(?:^|[\r\n])\s*1\s+CHAR(?:ACTER)?\s+([^\r\n]+)(?:[\r\n]+\s*2\s+VERS\s+([^\r\n]+))?/.exec(header);
  return found ? { name: found[1].trim(), version: found[2]?.trim() } : undefined;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The decoder of a code page, or the Western one for a name no decoder knows ('ISO-8859-12'). */
function decoderFor(codePage: string): InstanceType<typeof TextDecoder> {
  try {
    return new TextDecoder(codePage);
  } catch {
    return new TextDecoder('windows-1252');
  }
}

/** UTF-8 when the bytes are well-formed UTF-8 with at least one character beyond ASCII. */
function surelyUtf8(bytes: Uint8Array): string | undefined {
  if (!bytes.some((byte) => byte >= 0x80)) return undefined;
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** A GEDCOM file's bytes as text, in the character set its byte-order mark or header names. */
export async function decodeGedcom(bytes: Uint8Array): Promise<DecodedGedcom> {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'UTF-8' };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'UTF-16LE' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'UTF-16BE' };
  // Without a mark, UTF-16 shows in its first character ("0", or a blank before it): 30 00 or 00 30.
  if (bytes[0] !== 0x00 && bytes[1] === 0x00) return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'UTF-16LE' };
  if (bytes[0] === 0x00 && bytes[1] !== 0x00) return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'UTF-16BE' };

  const declared = declaredCharset(bytes);
  const codePage = declared ? codePageOf(declared.name, declared.version) : 'utf-8';
  if (codePage === 'utf-8') return { text: new TextDecoder('utf-8').decode(bytes), encoding: 'UTF-8' };
  // Programs that write UTF-8 and say ANSI or ANSEL exist: well-formed UTF-8 is taken as such
  // (text in a single-byte code page is practically never well-formed UTF-8 by chance).
  const utf8 = surelyUtf8(bytes);
  if (utf8 !== undefined) return { text: utf8, encoding: 'UTF-8' };
  if (codePage === null) return { text: await decodeAnsel(bytes), encoding: 'ANSEL' };
  const decoder = decoderFor(codePage);
  return { text: decoder.decode(bytes), encoding: decoder.encoding };
}
