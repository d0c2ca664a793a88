import type { Gender } from '../graph.js';
import { inLawThrough, ofFacts, stepThrough, throughAncestor, throughDescendant, type BloodShape, type RelationFacts, type RelationShape } from '../shape.js';
import type { RelationLanguage } from './types.js';

/*
 * German (du): "deine Mutter", "dein Cousin 2. Grades", "Geschwister deiner Mutter".
 * Generations up and down repeat "Ur" (Urgroßmutter, Ururgroßvater, Urenkelin). Cousins and
 * their removes are counted in Grades, as German genealogy does: the child of a parent's cousin
 * is a "Cousine 2. Grades", a parent's cousin an "Onkel 2. Grades", a cousin's child a
 * "Neffe 2. Grades", a grandparent's cousin a "Großonkel 2. Grades". A relative of unknown
 * gender is said through the person between ("Kind deines Onkels"), as German has no neutral
 * word for an aunt, a niece or a cousin.
 */

type Genus = 'f' | 'm' | 'n';

interface Noun {
  nom: string;
  gen: string;
  genus: Genus;
}

/** A noun as said: an adjective before it ("ehemalig"), words after it ("2. Grades"), a genitive attribute ("deiner Mutter"). */
interface Phrase extends Noun {
  adjective?: string;
  tail?: string;
  of?: Phrase;
}

/** Masculine and neuter nouns take -s in the genitive unless told otherwise (Neffe: Neffen). */
const noun = (nom: string, genus: Genus, gen = genus === 'f' ? nom : `${nom}s`): Noun => ({ nom, gen, genus });

const byGender = (gender: Gender | null, female: Noun, male: Noun, neutral: Noun): Phrase => (gender === 'female' ? female : gender === 'male' ? male : neutral);

const NOUNS = {
  mother: noun('Mutter', 'f'),
  father: noun('Vater', 'm'),
  parent: noun('Elternteil', 'm'),
  daughter: noun('Tochter', 'f'),
  son: noun('Sohn', 'm', 'Sohnes'),
  child: noun('Kind', 'n', 'Kindes'),
  sister: noun('Schwester', 'f'),
  brother: noun('Bruder', 'm'),
  sibling: noun('Geschwister', 'n'),
  wife: noun('Ehefrau', 'f'),
  husband: noun('Ehemann', 'm'),
  spouse: noun('Ehepartner', 'm'),
  partnerFemale: noun('Partnerin', 'f'),
  partner: noun('Partner', 'm'),
  motherInLaw: noun('Schwiegermutter', 'f'),
  fatherInLaw: noun('Schwiegervater', 'm'),
  parentInLaw: noun('Schwiegerelternteil', 'm'),
  daughterInLaw: noun('Schwiegertochter', 'f'),
  sonInLaw: noun('Schwiegersohn', 'm'),
  childInLaw: noun('Schwiegerkind', 'n', 'Schwiegerkindes'),
  sisterInLaw: noun('Schwägerin', 'f'),
  brotherInLaw: noun('Schwager', 'm'),
  stepmother: noun('Stiefmutter', 'f'),
  stepfather: noun('Stiefvater', 'm'),
  stepparent: noun('Stiefelternteil', 'm'),
  stepdaughter: noun('Stieftochter', 'f'),
  stepson: noun('Stiefsohn', 'm'),
  stepchild: noun('Stiefkind', 'n', 'Stiefkindes'),
  stepsister: noun('Stiefschwester', 'f'),
  stepbrother: noun('Stiefbruder', 'm'),
  stepsibling: noun('Stiefgeschwister', 'n'),
  fosterMother: noun('Pflegemutter', 'f'),
  fosterFather: noun('Pflegevater', 'm'),
  fosterParent: noun('Pflegeelternteil', 'm'),
  fosterDaughter: noun('Pflegetochter', 'f'),
  fosterSon: noun('Pflegesohn', 'm'),
  fosterChild: noun('Pflegekind', 'n', 'Pflegekindes'),
} as const;

/** 0 '', 1 'Ur', 2 'Urur': put before a word that then starts in lower case ('Ur' + 'großmutter'). */
const ur = (n: number) => (n <= 0 ? '' : `Ur${'ur'.repeat(n - 1)}`);
/** A word with a prefix: 'Halb' + 'Schwester' → 'Halbschwester'. */
const prefixed = (prefix: string, word: string) => (prefix ? `${prefix}${word.charAt(0).toLowerCase()}${word.slice(1)}` : word);
const withPrefix = (prefix: string, { nom, gen, genus }: Noun): Noun => ({ nom: prefixed(prefix, nom), gen: prefixed(prefix, gen), genus });

/** n generations up: Mutter, Großmutter, Urgroßmutter, Ururgroßmutter. */
function ancestor(n: number, gender: Gender | null): Phrase {
  if (n === 1) return byGender(gender, NOUNS.mother, NOUNS.father, NOUNS.parent);
  const word = byGender(gender, noun('Großmutter', 'f'), noun('Großvater', 'm'), noun('Großelternteil', 'm'));
  return withPrefix(ur(n - 2), word);
}

/** n generations down: Tochter, Enkelin, Urenkelin. */
function descendant(n: number, gender: Gender | null): Phrase {
  if (n === 1) return byGender(gender, NOUNS.daughter, NOUNS.son, NOUNS.child);
  const word = byGender(gender, noun('Enkelin', 'f'), noun('Enkel', 'm'), noun('Enkelkind', 'n', 'Enkelkindes'));
  return withPrefix(ur(n - 2), word);
}

const half = (isHalf: boolean) => (isHalf ? 'Halb' : '');

/** 0 '', 1 'Groß', 2 'Urgroß': the steps of an aunt or a niece beyond the first. */
const gross = (n: number) => (n <= 0 ? '' : prefixed(ur(n - 1), 'Groß'));

const grade = (n: number) => (n >= 2 ? `${n}. Grades` : undefined);

/** X of Y; an X that is already of someone is of Y's ("Geschwister der Mutter deines Vaters"). */
const of = (outer: Phrase, inner: Phrase): Phrase => ({ ...outer, of: outer.of ? of(outer.of, inner) : inner });

function blood(shape: BloodShape, facts: RelationFacts): Phrase {
  const { up: a, down: b, gender, half: isHalf } = shape;
  if (b === 0) return ancestor(a, gender);
  if (a === 0) return descendant(b, gender);
  if (a === 1 && b === 1) return withPrefix(half(isHalf), byGender(gender, NOUNS.sister, NOUNS.brother, NOUNS.sibling));
  if (gender === null) {
    // "Geschwister deiner Mutter", "Kind deines Bruders", "Enkelkind deines Onkels".
    const { inner, outer } = b === 1 ? throughAncestor(shape, facts, a - 1) : throughDescendant(shape, facts, 1);
    return of(blood(...outer), blood(...inner));
  }
  const tante = (n: number) => withPrefix(half(isHalf), withPrefix(gross(n), byGender(gender, noun('Tante', 'f'), noun('Onkel', 'm'), NOUNS.sibling)));
  const nichte = (n: number) => withPrefix(half(isHalf), withPrefix(gross(n), byGender(gender, noun('Nichte', 'f'), noun('Neffe', 'm', 'Neffen'), NOUNS.child)));
  if (a === 1) return nichte(b - 2);
  if (b === 1) return tante(a - 2);
  if (a === b) return { ...withPrefix(half(isHalf), byGender(gender, noun('Cousine', 'f'), noun('Cousin', 'm'), NOUNS.sibling)), tail: grade(a - 1) };
  // A remove: the older generation is an aunt or uncle of the younger one's grade, the younger a niece or nephew.
  return a > b ? { ...tante(a - b - 1), tail: grade(b) } : { ...nichte(b - a - 1), tail: grade(a) };
}

function partner(gender: Gender | null, married: boolean, ended: boolean): Phrase {
  const word = married ? byGender(gender, NOUNS.wife, NOUNS.husband, NOUNS.spouse) : byGender(gender, NOUNS.partnerFemale, NOUNS.partner, NOUNS.partner);
  return ended ? { ...word, adjective: 'ehemalig' } : word;
}

function phrase(shape: RelationShape, facts: RelationFacts): Phrase {
  const { gender } = shape as { gender?: Gender | null };
  switch (shape.kind) {
    case 'self':
      return noun('du', 'm', 'deiner');
    case 'blood':
      return blood(shape, facts);
    case 'partner':
      return partner(shape.gender, shape.married, shape.ended);
    case 'in-law': {
      if (shape.route === 'partner-parent') return byGender(gender!, NOUNS.motherInLaw, NOUNS.fatherInLaw, NOUNS.parentInLaw);
      if (shape.route === 'child-partner') return byGender(gender!, NOUNS.daughterInLaw, NOUNS.sonInLaw, NOUNS.childInLaw);
      // No neutral word for a sibling-in-law: "Geschwister deines Ehemanns", "Ehepartner deines Bruders".
      if (gender !== null) return byGender(gender!, NOUNS.sisterInLaw, NOUNS.brotherInLaw, NOUNS.sibling);
      return phrase(inLawThrough(shape, facts.via ?? null), facts);
    }
    case 'step':
      if (shape.role === 'parent') return byGender(gender!, NOUNS.stepmother, NOUNS.stepfather, NOUNS.stepparent);
      if (shape.role === 'child') return byGender(gender!, NOUNS.stepdaughter, NOUNS.stepson, NOUNS.stepchild);
      return byGender(gender!, NOUNS.stepsister, NOUNS.stepbrother, NOUNS.stepsibling);
    case 'foster':
      if (shape.role === 'parent') return byGender(gender!, NOUNS.fosterMother, NOUNS.fosterFather, NOUNS.fosterParent);
      return byGender(gender!, NOUNS.fosterDaughter, NOUNS.fosterSon, NOUNS.fosterChild);
    case 'of': {
      const both = ofFacts(facts);
      return of(phrase(shape.second, both.second), phrase(shape.first, both.first));
    }
  }
}

// The articles and endings around a noun, by how it is said.
type Said = 'bare' | 'yours' | 'ofYours' | 'ofThe';
const DETERMINER: Record<Said, Record<Genus, string>> = {
  bare: { f: '', m: '', n: '' },
  yours: { f: 'deine ', m: 'dein ', n: 'dein ' },
  ofYours: { f: 'deiner ', m: 'deines ', n: 'deines ' },
  ofThe: { f: 'der ', m: 'des ', n: 'des ' },
};
/** An adjective's ending: strong or mixed in the nominative, weak in the genitive. */
const ENDING: Record<Said, Record<Genus, string>> = {
  bare: { f: 'e', m: 'er', n: 'es' },
  yours: { f: 'e', m: 'er', n: 'es' },
  ofYours: { f: 'en', m: 'en', n: 'en' },
  ofThe: { f: 'en', m: 'en', n: 'en' },
};

function say(phrase: Phrase, said: Said): string {
  // With a genitive attribute the possessive goes to it: "Mutter deines Partners".
  const own: Said = phrase.of ? (said === 'yours' ? 'bare' : said === 'ofYours' ? 'ofThe' : said) : said;
  const genitive = own === 'ofYours' || own === 'ofThe';
  const adjective = phrase.adjective ? `${phrase.adjective}${ENDING[own][phrase.genus]} ` : '';
  const head = `${DETERMINER[own][phrase.genus]}${adjective}${genitive ? phrase.gen : phrase.nom}${phrase.tail ? ` ${phrase.tail}` : ''}`;
  if (!phrase.of) return head;
  return `${head} ${say(phrase.of, said === 'bare' || said === 'ofThe' ? 'ofThe' : 'ofYours')}`;
}

export const german: RelationLanguage = {
  birthOrder: false,
  words(shape, facts) {
    if (shape.kind === 'self') return { word: 'du selbst', yours: 'du selbst' };
    const said = phrase(shape, facts);
    return { word: say(said, 'bare'), yours: say(said, 'yours') };
  },
  path: (name, via) => `über ${name}, ${via.yours}`,
};
