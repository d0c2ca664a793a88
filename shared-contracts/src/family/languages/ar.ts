import type { Gender } from '../graph.js';
import { inLawThrough, ofFacts, stepThrough, throughAncestor, throughDescendant, type BloodShape, type RelationFacts, type RelationShape } from '../shape.js';
import type { RelationLanguage } from './types.js';

/*
 * Arabic (Modern Standard Arabic, the reader addressed in the masculine as Arabic apps do:
 * "أمك", "ابن عمك"). Arabic names a relation by the way it goes: a father's brother is عم, a
 * mother's brother خال, and their children ابن عم, ابنة خال. The engine gives the side (the
 * viewer's parent the relation goes through, and that parent's sibling), so the words say it;
 * a side the tree does not know is said as both ("عمك أو خالك"). Everything further is the
 * construct Arabic builds anyway: "ابن عم أبيك" (a parent's first cousin), "حفيد عمك" (a
 * cousin's child), "جد أبيك", "زوجة أخيك", "أم زوجتك". The five nouns take their case (أبوك,
 * عم أبيك; أخوك, ابن أخيك).
 */

/** A noun in the forms a relation needs. */
interface Noun {
  /** Alone, indefinite, as a label: 'أخ'. */
  bare: string;
  /** With "your", nominative: 'أخوك'. */
  yours: string;
  /** With "your", after another noun (genitive): 'أخيك'. */
  yoursOf: string;
  /** Definite, after another noun: 'الأخ'. */
  theOf: string;
  /** First of a construct, nominative: 'أخو' (أخو زوجك). */
  head: string;
  /** First of a construct inside another (genitive): 'أخي'. */
  headOf: string;
}

interface Phrase {
  noun: Noun;
  /** What the noun is of: (ابن) عمك. */
  of?: Phrase;
  /** An adjective after the whole: [indefinite, definite] ('غير شقيق', 'غير الشقيق'). */
  adjective?: readonly [string, string];
}

/** A regular noun: the suffix after its ة as ت (جدة → جدتك). */
function noun(bare: string): Noun {
  const stem = bare.endsWith('ة') ? `${bare.slice(0, -1)}ت` : bare;
  return { bare, yours: `${stem}ك`, yoursOf: `${stem}ك`, theOf: `ال${bare}`, head: bare, headOf: bare };
}

/** One of several ("أحد إخوتك"): the plural said with "your" and as the first of a construct. */
const oneOf = (plural: string, withYou: string, head: string): Noun => ({ bare: `أحد ${plural}`, yours: `أحد ${withYou}`, yoursOf: `أحد ${withYou}`, theOf: `أحد ${plural}`, head: `أحد ${head}`, headOf: `أحد ${head}` });

const N = {
  mother: noun('أم'),
  father: { bare: 'أب', yours: 'أبوك', yoursOf: 'أبيك', theOf: 'الأب', head: 'أبو', headOf: 'أبي' } satisfies Noun,
  parent: oneOf('الوالدين', 'والديك', 'والدي'),
  grandmother: noun('جدة'),
  grandfather: noun('جد'),
  grandparent: oneOf('الأجداد', 'أجدادك', 'أجداد'),
  daughter: noun('ابنة'),
  son: noun('ابن'),
  child: oneOf('الأبناء', 'أبنائك', 'أبناء'),
  granddaughter: noun('حفيدة'),
  grandson: noun('حفيد'),
  grandchild: oneOf('الأحفاد', 'أحفادك', 'أحفاد'),
  sister: noun('أخت'),
  brother: { bare: 'أخ', yours: 'أخوك', yoursOf: 'أخيك', theOf: 'الأخ', head: 'أخو', headOf: 'أخي' } satisfies Noun,
  sibling: oneOf('الإخوة', 'إخوتك', 'إخوة'),
  paternalAunt: noun('عمة'),
  paternalUncle: noun('عم'),
  maternalAunt: noun('خالة'),
  maternalUncle: noun('خال'),
  wife: noun('زوجة'),
  husband: noun('زوج'),
  spouse: { bare: 'شريك الحياة', yours: 'شريك حياتك', yoursOf: 'شريك حياتك', theOf: 'شريك الحياة', head: 'شريك حياة', headOf: 'شريك حياة' } satisfies Noun,
  partnerFemale: noun('شريكة'),
  partner: noun('شريك'),
  stepdaughter: noun('ربيبة'),
  stepson: noun('ربيب'),
  stepchild: oneOf('الربائب', 'ربائبك', 'ربائب'),
} as const;

/** Both, for a side the tree does not know: "عمك أو خالك". */
function either(a: Noun, b: Noun): Noun {
  const join = (key: keyof Noun) => `${a[key]} أو ${b[key]}`;
  return { bare: join('bare'), yours: join('yours'), yoursOf: join('yoursOf'), theOf: join('theOf'), head: join('head'), headOf: join('headOf') };
}

const pick = (gender: Gender | null, female: Noun, male: Noun, neutral: Noun): Noun => (gender === 'female' ? female : gender === 'male' ? male : neutral);
/** X of Y; an X that is already of someone is of Y's: "أحد إخوة أم أمك". */
const of = (outer: Phrase, inner: Phrase): Phrase => ({ ...outer, of: outer.of ? of(outer.of, inner) : inner });
const word = (noun: Noun, adjective?: readonly [string, string]): Phrase => (adjective ? { noun, adjective } : { noun });

/** A half-sibling: from the father, from the mother, or "غير شقيق" when the shared parent's gender is unknown. */
function halfAdjective(shared: Gender | null, gender: Gender | null): readonly [string, string] {
  if (shared === 'male') return ['من الأب', 'من الأب'];
  if (shared === 'female') return ['من الأم', 'من الأم'];
  if (gender === 'female') return ['غير شقيقة', 'غير الشقيقة'];
  if (gender === 'male') return ['غير شقيق', 'غير الشقيق'];
  return ['غير الأشقاء', 'غير الأشقاء'];
}

/** n generations up: أم، جد، then the parent or grandparent of one ("أبو جدك", "جدة جدك"). */
function ancestor(shape: BloodShape, facts: RelationFacts): Phrase {
  const { up: a, gender } = shape;
  if (a === 1) return word(pick(gender, N.mother, N.father, N.parent));
  if (a === 2) return word(pick(gender, N.grandmother, N.grandfather, N.grandparent));
  const { inner, outer } = throughAncestor(shape, facts, a % 2 === 1 ? a - 1 : a - 2);
  return of(blood(...outer), blood(...inner));
}

/** n generations down: ابن، حفيد، then the child or grandchild of one ("ابن حفيدك", "حفيد حفيدك"). */
function descendant(shape: BloodShape, facts: RelationFacts): Phrase {
  const { down: b, gender } = shape;
  if (b === 1) return word(pick(gender, N.daughter, N.son, N.child));
  if (b === 2) return word(pick(gender, N.granddaughter, N.grandson, N.grandchild));
  const { inner, outer } = throughDescendant(shape, facts, b % 2 === 1 ? b - 1 : b - 2);
  return of(blood(...outer), blood(...inner));
}

function blood(shape: BloodShape, facts: RelationFacts): Phrase {
  const { up: a, down: b, gender, half } = shape;
  if (b === 0) return ancestor(shape, facts);
  if (a === 0) return descendant(shape, facts);
  if (a === 1 && b === 1) return word(pick(gender, N.sister, N.brother, N.sibling), half ? halfAdjective(facts.ancestor, gender) : undefined);
  if (b === 1) {
    if (gender === null) {
      // "أحد إخوة أبيك", "أحد إخوة جدتك".
      const { inner, outer } = throughAncestor(shape, facts, a - 1);
      return of(blood(...outer), blood(...inner));
    }
    if (a > 2) {
      // A grandparent's sibling is an aunt or uncle of a parent: "عم أبيك", "خالة جدك".
      const { inner, outer } = throughAncestor(shape, facts, a - 2);
      return of(blood(...outer), blood(...inner));
    }
    const side = facts.up[0] ?? null;
    const paternal = gender === 'female' ? N.paternalAunt : N.paternalUncle;
    const maternal = gender === 'female' ? N.maternalAunt : N.maternalUncle;
    const noun = side === 'male' ? paternal : side === 'female' ? maternal : either(paternal, maternal);
    return word(noun, half ? halfAdjective(null, gender) : undefined);
  }
  // A sibling's or an aunt's descendants: "ابن أخيك", "ابنة عمك", "حفيد خالك", "ابن عم أبيك".
  const { inner, outer } = throughDescendant(shape, facts, 1);
  return of(blood(...outer), blood(...inner));
}

function partner(gender: Gender | null, married: boolean, ended: boolean): Phrase {
  const noun = married ? pick(gender, N.wife, N.husband, N.spouse) : pick(gender, N.partnerFemale, N.partner, N.partner);
  if (!ended) return word(noun);
  return word(noun, gender === 'female' ? ['سابقة', 'السابقة'] : ['سابق', 'السابق']);
}

function phrase(shape: RelationShape, facts: RelationFacts): Phrase {
  switch (shape.kind) {
    case 'self':
      return word(noun('أنت'));
    case 'blood':
      return blood(shape, facts);
    case 'partner':
      return partner(shape.gender, shape.married, shape.ended);
    case 'in-law':
      // Arabic says who it goes through: "أم زوجك", "أخت زوجتك", "زوجة أخيك", "زوج ابنتك".
      return phrase(inLawThrough(shape, facts.via ?? null), facts);
    case 'step': {
      const through = stepThrough(shape, facts.via);
      if (through) return phrase(through, facts);
      // Entered as a step-parent, with nobody between: a father's wife, a mother's husband.
      if (shape.role === 'parent') {
        if (shape.gender === 'female') return of(word(N.wife), word(N.father));
        if (shape.gender === 'male') return of(word(N.husband), word(N.mother));
        return of(word(N.spouse), word(N.parent));
      }
      if (shape.role === 'child') return word(pick(shape.gender, N.stepdaughter, N.stepson, N.stepchild));
      return of(word(pick(shape.gender, N.daughter, N.son, N.child)), of(word(N.spouse), word(N.parent)));
    }
    case 'foster':
      if (shape.role === 'parent') return shape.gender === null ? word(N.parent, ['الحاضنين', 'الحاضنين']) : shape.gender === 'female' ? word(N.mother, ['حاضنة', 'الحاضنة']) : word(N.father, ['حاضن', 'الحاضن']);
      return shape.gender === 'female' ? word(N.daughter, ['محتضنة', 'المحتضنة']) : word(shape.gender === 'male' ? N.son : noun('طفل'), ['محتضن', 'المحتضن']);
    case 'of': {
      const both = ofFacts(facts);
      return of(phrase(shape.second, both.second), phrase(shape.first, both.first));
    }
  }
}

type Said = 'bare' | 'yours' | 'yoursOf' | 'theOf';

function say(phrase: Phrase, said: Said, inside = false): string {
  const { noun, of: inner, adjective } = phrase;
  if (!inner) {
    const text = said === 'bare' ? noun.bare : noun[said];
    return adjective ? `${text} ${said === 'bare' ? adjective[0] : adjective[1]}` : text;
  }
  // A construct: the first noun without article or suffix, what it is of after it; made definite
  // by it, so an adjective after the whole is definite too.
  const head = inside || said === 'yoursOf' || said === 'theOf' ? noun.headOf : noun.head;
  const rest = say(inner, said === 'bare' || said === 'theOf' ? 'theOf' : 'yoursOf', true);
  return adjective ? `${head} ${rest} ${adjective[1]}` : `${head} ${rest}`;
}

export const arabic: RelationLanguage = {
  birthOrder: false,
  words(shape, facts) {
    if (shape.kind === 'self') return { word: 'أنت', yours: 'أنت' };
    const said = phrase(shape, facts);
    return { word: say(said, 'bare'), yours: say(said, 'yours') };
  },
  path: (name, via) => `عن طريق ${name}، ${via.yours}`,
};
