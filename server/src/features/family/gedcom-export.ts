import type { FamilyPerson, FamilyTree } from 'shared-contracts';

/*
 * The family tree as GEDCOM 5.5.1 in UTF-8 (issue 41), the file genealogy programs exchange
 * (Gramps, Ancestry, MyHeritage, FamilySearch). It holds the tree as the exporting member sees
 * it: what is hidden from them (a birthday its owner hides) is not in it. GEDCOM groups people in
 * families: a couple with their children. Here a family is made for each pair (or single parent)
 * children share, and for each partnership, the two joined when they are the same couple.
 */

import { MONTHS } from './gedcom-dates.js';
/** A line of GEDCOM 5.5.1 is at most 255 characters; a value is cut well before, on a character. */
const VALUE_CHUNK = 200;

/** '1921-04-03' -> '3 APR 1921', '1921-04' -> 'APR 1921', '0800' -> '800'. */
export function gedcomDate(value: string): string {
  const [year, month, day] = value.split('-');
  return [day ? String(Number(day)) : '', month ? MONTHS[Number(month) - 1] : '', String(Number(year))].filter(Boolean).join(' ');
}

/** A value as GEDCOM writes it: '@' doubled, no line break (those are CONT lines). */
const escaped = (value: string) => value.replace(/@/g, '@@');

/** 7.0's calendar words as 5.5.1 escapes: the file says 5.5.1. */
const CALENDARS_551: Record<string, string> = { GREGORIAN: '@#DGREGORIAN@', JULIAN: '@#DJULIAN@', HEBREW: '@#DHEBREW@', FRENCH_R: '@#DFRENCH R@' };

/**
 * A date as a GEDCOM file wrote it, written back as 5.5.1 reads it: its calendar escapes as they
 * are (their '@' is not doubled), 7.0's words ('JULIAN', 'BCE') in 5.5.1's spelling.
 */
export function dateValue(phrase: string): string {
  return phrase
    .split(/(@#D[A-Z ]+@)/)
    .map((part, index) => (index % 2 === 1 ? part : escaped(part)))
    .join('')
    .replace(/(^|\s)(GREGORIAN|JULIAN|HEBREW|FRENCH_R)\s/g, (_all, before: string, calendar: string) => `${before}${CALENDARS_551[calendar]} `)
    .replace(/(\d)\s*BCE\b/g, '$1 B.C.');
}

class Lines {
  private readonly lines: string[] = [];

  add(level: number, tag: string, value?: string): void {
    this.lines.push(value === undefined || value === '' ? `${level} ${tag}` : `${level} ${tag} ${value}`);
  }

  /** A text that may be long and hold line breaks: CONT for each new line, CONC for each long one's rest. */
  text(level: number, tag: string, value: string): void {
    value.split('\n').forEach((line, index) => {
      const chunks = [...escaped(line)].reduce<string[]>((all, char) => {
        const last = all.length - 1;
        if (last >= 0 && all[last].length < VALUE_CHUNK) all[last] += char;
        else all.push(char);
        return all;
      }, []);
      if (chunks.length === 0) chunks.push('');
      chunks.forEach((chunk, part) => {
        if (index === 0 && part === 0) this.add(level, tag, chunk);
        else this.add(level + 1, part === 0 ? 'CONT' : 'CONC', chunk);
      });
    });
  }

  toString(): string {
    return `${this.lines.join('\r\n')}\r\n`;
  }
}

const xrefOf = (personId: string) => `@${personId.toUpperCase()}@`;

interface Family {
  id: string;
  parents: string[];
  children: Array<{ id: string; kind: string }>;
  partnership?: FamilyTree['partners'][number];
}

/** The families GEDCOM needs: each set of parents children share (by kind), and each partnership. */
function familiesOf(tree: FamilyTree): Family[] {
  const byKey = new Map<string, Family>();
  const familyFor = (parents: string[]) => {
    const key = [...parents].sort().join('+');
    let family = byKey.get(key);
    if (!family) byKey.set(key, (family = { id: '', parents: [...parents].sort(), children: [] }));
    return family;
  };
  const parentsOf = new Map<string, Map<string, string[]>>();
  for (const link of tree.parents) {
    const kinds = parentsOf.get(link.child) ?? new Map<string, string[]>();
    kinds.set(link.kind, [...(kinds.get(link.kind) ?? []), link.parent]);
    parentsOf.set(link.child, kinds);
  }
  for (const [child, kinds] of parentsOf) {
    for (const [kind, parents] of kinds) {
      // More than two parents of one kind (rare): two to a family.
      for (let i = 0; i < parents.length; i += 2) familyFor(parents.slice(i, i + 2)).children.push({ id: child, kind });
    }
  }
  for (const partnership of tree.partners) {
    const family = familyFor([partnership.a, partnership.b]);
    family.partnership ??= partnership;
  }
  const families = [...byKey.values()];
  families.forEach((family, index) => (family.id = `@F${index + 1}@`));
  return families;
}

/** The tree (as one member sees it) as a GEDCOM 5.5.1 file, UTF-8, CRLF line ends. */
export function gedcomOf(tree: FamilyTree, { siteName, version, now }: { siteName: string; version: string; now: Date }): string {
  const out = new Lines();
  out.add(0, 'HEAD');
  out.add(1, 'SOUR', 'FAMILYNET');
  out.add(2, 'NAME', escaped('FamilyNet'));
  out.add(2, 'VERS', escaped(version));
  out.add(1, 'DATE', gedcomDate(now.toISOString().slice(0, 10)));
  out.text(1, 'NOTE', `${siteName}: the family tree as it was shared with the member who exported it.`);
  out.add(1, 'GEDC');
  out.add(2, 'VERS', '5.5.1');
  out.add(2, 'FORM', 'LINEAGE-LINKED');
  out.add(1, 'CHAR', 'UTF-8');

  const families = familiesOf(tree);
  const asChild = new Map<string, Array<{ family: string; kind: string }>>();
  const asSpouse = new Map<string, string[]>();
  for (const family of families) {
    for (const child of family.children) asChild.set(child.id, [...(asChild.get(child.id) ?? []), { family: family.id, kind: child.kind }]);
    for (const parent of family.parents) asSpouse.set(parent, [...(asSpouse.get(parent) ?? []), family.id]);
  }
  const people = new Map(tree.people.map((person) => [person.id, person]));

  for (const person of tree.people) {
    out.add(0, `${xrefOf(person.id)} INDI`);
    writeName(out, person);
    if (person.gender) out.add(1, 'SEX', person.gender === 'female' ? 'F' : 'M');
    // A date a GEDCOM file brought ('ABT 1850', '44 B.C.') goes back out as it came.
    // A date whose year is hidden from the exporter ('--04-03') is left out: GEDCOM dates need a year.
    if ((person.birthDate && !person.birthDate.startsWith('--')) || person.birthDatePhrase) {
      out.add(1, 'BIRT');
      out.add(2, 'DATE', person.birthDatePhrase ? dateValue(person.birthDatePhrase) : gedcomDate(person.birthDate!));
    }
    if (person.deathDate || person.deathDatePhrase) {
      out.add(1, 'DEAT');
      out.add(2, 'DATE', person.deathDatePhrase ? dateValue(person.deathDatePhrase) : gedcomDate(person.deathDate!));
    }
    if (person.note) out.text(1, 'NOTE', person.note);
    for (const family of asSpouse.get(person.id) ?? []) out.add(1, 'FAMS', family);
    for (const { family, kind } of asChild.get(person.id) ?? []) {
      out.add(1, 'FAMC', family);
      if (kind !== 'step') out.add(2, 'PEDI', kind === 'adoptive' ? 'adopted' : kind);
    }
  }

  for (const family of families) {
    out.add(0, `${family.id} FAM`);
    // A couple of a man and a woman as HUSB and WIFE; anyone else in the order they come.
    const [first, second] = family.parents.map((id) => people.get(id)!);
    const husbandFirst = !(first?.gender === 'female' || second?.gender === 'male');
    const ordered = husbandFirst ? [first, second] : [second, first];
    if (ordered[0]) out.add(1, 'HUSB', xrefOf(ordered[0].id));
    if (ordered[1]) out.add(1, 'WIFE', xrefOf(ordered[1].id));
    for (const child of family.children) {
      out.add(1, 'CHIL', xrefOf(child.id));
      // A step-parent's link, as Gramps and other programs write it (5.5.1 has no word for it).
      if (child.kind === 'step') {
        out.add(2, '_FREL', 'Step');
        out.add(2, '_MREL', 'Step');
      }
    }
    const partnership = family.partnership;
    if (partnership?.married) {
      out.add(1, 'MARR');
      if (partnership.startDate) out.add(2, 'DATE', gedcomDate(partnership.startDate));
    } else if (partnership) {
      out.add(1, '_NMR', 'Y');
    }
    if (partnership?.ended) {
      out.add(1, 'DIV');
      if (partnership.endDate) out.add(2, 'DATE', gedcomDate(partnership.endDate));
    }
  }
  out.add(0, 'TRLR');
  return out.toString();
}

function writeName(out: Lines, person: FamilyPerson): void {
  // A slash ends the surname in GEDCOM: none may be inside a name's parts.
  const clean = (value: string | undefined) => (value ?? '').replace(/\//g, ' ').trim();
  const given = clean(person.firstName);
  const surname = clean(person.lastName);
  if (given || surname) {
    out.add(1, 'NAME', escaped(`${given}${given && surname ? ' ' : ''}${surname ? `/${surname}/` : ''}`));
    if (given) out.add(2, 'GIVN', escaped(given));
    if (surname) out.add(2, 'SURN', escaped(surname));
  } else {
    out.add(1, 'NAME', escaped(clean(person.name)));
  }
}
