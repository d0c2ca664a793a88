import { FamilyGraph, FAMILY_LINK_MESSAGES, type Gender, type ParentKind, type ParentLink, type PartnerLink, type Person } from './graph';
import { FamilyRelations, type Relation } from './relation';
import { throughText } from './words';

/*
 * One family of five generations with what families have: a second marriage and a half-brother,
 * an ex who remarried, double cousins, an adoption, a foster child, a child with an unmarried
 * partner, relatives of unknown gender, and a second cousin who married into the family.
 */
const people: Array<[string, Gender | null]> = [
  ['ggggpa', 'male'], ['ggpa', 'male'], ['ggma', 'female'], ['ggUncle', 'male'], ['ggUncleKid', 'female'], ['ggUncleGrandkid', 'male'], ['ggUncleGreatGrandkid', 'female'],
  ['gpa', 'male'], ['gma', 'female'], ['greatAunt', 'female'], ['greatAuntKid', 'male'], ['greatAuntGrandkid', 'male'],
  ['gpa2', 'male'], ['gma2', 'female'],
  ['mom', 'female'], ['aunt', 'female'], ['uncle', 'male'], ['kit', null], ['momsSister', 'female'],
  ['dad', 'male'], ['dadsBrother', 'male'], ['ex', 'female'], ['exHusband', 'male'], ['exHusbandKid', 'female'],
  ['auntHusband', 'male'], ['cousin1', 'female'], ['cousin2', 'male'], ['cousin1Kid', 'male'], ['cousin1Grandkid', 'female'], ['cousin3', null], ['doubleCousin', 'female'],
  ['me', 'female'], ['bro', 'male'], ['sis', 'female'], ['halfBro', 'male'], ['halfNiece', 'female'],
  ['spouse', 'male'], ['spouseMom', 'female'], ['spouseDad', 'male'], ['spouseSis', 'female'], ['spouseKid', 'female'], ['spouseEx', 'female'],
  ['son', 'male'], ['daughter', 'female'], ['sonPartner', 'female'], ['grandkid', null], ['greatGrandkid', 'female'],
  ['broWife', 'female'], ['nephew', 'male'], ['grandNephew', 'male'], ['adoptedNiece', 'female'], ['fosterKid', 'male'],
];

const parents: Array<[child: string, parents: string[], kind?: ParentKind]> = [
  ['ggpa', ['ggggpa']], ['ggUncle', ['ggggpa']], ['ggUncleKid', ['ggUncle']], ['ggUncleGrandkid', ['ggUncleKid']], ['ggUncleGreatGrandkid', ['ggUncleGrandkid']],
  ['gpa', ['ggpa', 'ggma']], ['greatAunt', ['ggpa', 'ggma']], ['greatAuntKid', ['greatAunt']], ['greatAuntGrandkid', ['greatAuntKid']],
  ['mom', ['gpa', 'gma']], ['aunt', ['gpa', 'gma']], ['uncle', ['gpa', 'gma']], ['kit', ['gpa', 'gma']], ['momsSister', ['gpa', 'gma']],
  ['dad', ['gpa2', 'gma2']], ['dadsBrother', ['gpa2', 'gma2']],
  ['cousin1', ['aunt', 'auntHusband']], ['cousin2', ['aunt', 'auntHusband']], ['cousin1Kid', ['cousin1']], ['cousin1Grandkid', ['cousin1Kid']],
  ['cousin3', ['uncle']], ['doubleCousin', ['momsSister', 'dadsBrother']],
  ['me', ['mom', 'dad']], ['bro', ['mom', 'dad']], ['sis', ['mom', 'dad']], ['halfBro', ['dad', 'ex']], ['halfNiece', ['halfBro']],
  ['exHusbandKid', ['exHusband']],
  ['spouse', ['spouseMom', 'spouseDad']], ['spouseSis', ['spouseMom', 'spouseDad']], ['spouseKid', ['spouse', 'spouseEx']],
  ['son', ['me', 'spouse']], ['daughter', ['me', 'spouse']], ['grandkid', ['son', 'sonPartner']], ['greatGrandkid', ['grandkid']],
  ['nephew', ['bro', 'broWife']], ['grandNephew', ['nephew']],
  ['adoptedNiece', ['sis'], 'adoptive'],
  ['fosterKid', ['me'], 'foster'],
];

const partners: PartnerLink[] = [
  { a: 'mom', b: 'dad', married: true },
  { a: 'dad', b: 'ex', married: true, ended: true },
  { a: 'ex', b: 'exHusband', married: true },
  { a: 'aunt', b: 'auntHusband', married: true },
  { a: 'momsSister', b: 'dadsBrother', married: true },
  { a: 'me', b: 'spouse', married: true },
  { a: 'son', b: 'sonPartner', married: false },
  { a: 'bro', b: 'broWife', married: true },
  { a: 'sis', b: 'greatAuntGrandkid', married: true },
];

const links: ParentLink[] = parents.flatMap(([child, of, kind = 'birth']) => of.map((parent) => ({ child, parent, kind })));
const graph = new FamilyGraph(
  people.map(([id, gender]): Person => ({ id, gender })),
  links,
  partners,
);
const family = new FamilyRelations(graph);
const words = (from: string, to: string) => family.relations(from, to).map((relation: Relation) => relation.word);

/** [from, to, what `to` is to `from`, every other named path after it]. */
const CASES: Array<[string, string, string | null, ...string[]]> = [
  // Parents, children and their lines (greats), both ways.
  ['me', 'mom', 'mother'], ['me', 'dad', 'father'], ['mom', 'me', 'daughter'], ['dad', 'bro', 'son'],
  ['me', 'gpa', 'grandfather'], ['me', 'gma', 'grandmother'], ['gpa', 'me', 'granddaughter'],
  ['me', 'ggma', 'great-grandmother'], ['ggma', 'me', 'great-granddaughter'],
  ['me', 'ggggpa', 'great-great-grandfather'], ['ggggpa', 'me', 'great-great-granddaughter'],
  ['me', 'grandkid', 'grandchild'], ['grandkid', 'me', 'grandmother'], ['me', 'greatGrandkid', 'great-granddaughter'],
  // Siblings: full, half (a second marriage), and their children.
  ['me', 'bro', 'brother'], ['bro', 'me', 'sister'], ['me', 'sis', 'sister'],
  ['me', 'halfBro', 'half-brother'], ['halfBro', 'bro', 'half-brother'], ['halfBro', 'me', 'half-sister'],
  ['me', 'nephew', 'nephew'], ['nephew', 'me', 'aunt'], ['me', 'grandNephew', 'grand-nephew'], ['grandNephew', 'me', 'grand-aunt'],
  ['me', 'halfNiece', 'half-niece'], ['halfNiece', 'me', 'half-aunt'],
  // Adoption makes a family line: the adopted child is a niece, a granddaughter, a cousin.
  ['me', 'adoptedNiece', 'niece'], ['adoptedNiece', 'sis', 'mother'], ['adoptedNiece', 'mom', 'grandmother'], ['adoptedNiece', 'nephew', 'first cousin'],
  // Aunts and uncles, with greats, and words for a relative of unknown gender.
  ['me', 'aunt', 'aunt'], ['me', 'uncle', 'uncle'], ['me', 'kit', "parent's sibling"], ['kit', 'me', 'niece'],
  ['son', 'kit', "grandparent's sibling"], ['kit', 'son', 'grand-nephew'], ['cousin3', 'mom', 'aunt'], ['mom', 'cousin3', "sibling's child"],
  ['me', 'greatAunt', 'grand-aunt'], ['greatAunt', 'me', 'grand-niece'], ['mom', 'ggUncle', 'grand-uncle'], ['me', 'ggUncle', 'great-grand-uncle'],
  // Cousins: degrees and removes.
  ['me', 'cousin1', 'first cousin'], ['me', 'cousin3', 'first cousin'], ['cousin1', 'me', 'first cousin'],
  ['me', 'cousin1Kid', 'first cousin once removed'], ['cousin1Kid', 'me', 'first cousin once removed'], ['me', 'cousin1Grandkid', 'first cousin twice removed'],
  ['me', 'greatAuntKid', 'first cousin once removed'], ['greatAuntKid', 'son', 'first cousin twice removed'],
  ['me', 'ggUncleGrandkid', 'second cousin once removed'], ['me', 'ggUncleGreatGrandkid', 'third cousin'], ['son', 'ggUncleGreatGrandkid', 'third cousin once removed'],
  // Double cousins: two paths, one word.
  ['me', 'doubleCousin', 'first cousin'],
  // Partners: married, former, not married.
  ['me', 'spouse', 'husband'], ['spouse', 'me', 'wife'], ['dad', 'ex', 'former wife'], ['son', 'sonPartner', 'partner'],
  // In-laws: a spouse's parent and sibling, a sibling's and a child's spouse.
  ['me', 'spouseMom', 'mother-in-law'], ['spouseMom', 'me', 'daughter-in-law'], ['me', 'spouseDad', 'father-in-law'],
  ['me', 'spouseSis', 'sister-in-law'], ['spouseSis', 'me', 'sister-in-law'], ['me', 'broWife', 'sister-in-law'], ['broWife', 'me', 'sister-in-law'],
  ['spouse', 'bro', 'brother-in-law'], ['spouseDad', 'me', 'daughter-in-law'],
  // Not married: said through the partner.
  ['me', 'sonPartner', "son's partner"], ['sonPartner', 'me', "partner's mother"],
  // Steps: a parent's spouse, a spouse's child, a step-parent's child.
  ['halfBro', 'mom', 'stepmother'], ['mom', 'halfBro', 'stepson'], ['me', 'spouseKid', 'stepdaughter'], ['spouseKid', 'me', 'stepmother'],
  ['halfBro', 'exHusband', 'stepfather'], ['halfBro', 'exHusbandKid', 'stepsister'], ['me', 'ex', null],
  // Foster.
  ['me', 'fosterKid', 'foster son'], ['fosterKid', 'me', 'foster mother'],
  // A second cousin who married into the family: the closer relation first, then the other.
  ['me', 'greatAuntGrandkid', 'brother-in-law', 'second cousin'],
  // Nobody.
  ['me', 'spouseEx', null], ['cousin3', 'spouseMom', null],
];

describe('how two people are related', () => {
  it('has at least 60 cases', () => expect(CASES.length).toBeGreaterThanOrEqual(60));

  it.each(CASES)('%s → %s: %s', (from, to, closest, ...others) => {
    expect(words(from, to)).toEqual(closest === null ? [] : [closest, ...others]);
  });

  it('says the path it comes from: the first person on the way', () => {
    const name = (id: string) => id;
    const via = (from: string, to: string) => {
      const relation = family.relation(from, to)!;
      return relation.via ? throughText(name(relation.via), family.relation(from, relation.via)!.word) : null;
    };
    expect(via('me', 'cousin1')).toBe('through mom, your mother');
    expect(via('me', 'gpa2')).toBe('through dad, your father');
    expect(via('me', 'halfBro')).toBe('through dad, your father');
    expect(via('me', 'spouseMom')).toBe('through spouse, your husband');
    expect(via('me', 'grandkid')).toBe('through son, your son');
    expect(via('me', 'nephew')).toBe('through bro, your brother');
    expect(via('me', 'grandNephew')).toBe('through bro, your brother');
    expect(via('me', 'halfNiece')).toBe('through halfBro, your half-brother');
    expect(via('me', 'mom')).toBeNull();
    expect(via('me', 'bro')).toBeNull();
  });

  it('is itself for the same person', () => {
    expect(family.relation('me', 'me')).toEqual({ word: 'self', kind: 'self', closeness: 0 });
  });
});

describe('links the family enters', () => {
  const nameOf = (id: string) => id.toUpperCase();

  it('refuses a link that makes someone their own ancestor, whatever its kind', () => {
    expect(graph.parentLinkProblem({ child: 'gpa', parent: 'me' }, nameOf)).toBe(FAMILY_LINK_MESSAGES.ownAncestor('GPA', 'ME'));
    expect(graph.parentLinkProblem({ child: 'me', parent: 'fosterKid' }, nameOf)).toBe(FAMILY_LINK_MESSAGES.ownAncestor('ME', 'FOSTERKID'));
    expect(graph.parentLinkProblem({ child: 'me', parent: 'me' }, nameOf)).toBe(FAMILY_LINK_MESSAGES.selfParent);
  });

  it('refuses the same parent twice, and a parent as partner; takes any number of parents', () => {
    expect(graph.parentLinkProblem({ child: 'me', parent: 'mom' }, nameOf)).toBe(FAMILY_LINK_MESSAGES.duplicateParent('ME', 'MOM'));
    expect(graph.partnerLinkProblem({ a: 'me', b: 'mom' })).toBe(FAMILY_LINK_MESSAGES.parentAsPartner);
    expect(graph.partnerLinkProblem({ a: 'me', b: 'me' })).toBe(FAMILY_LINK_MESSAGES.selfPartner);
    expect(graph.parentLinkProblem({ child: 'me', parent: 'spouseDad' }, nameOf)).toBeUndefined();
  });

  it('refuses a parent link between partners, whichever of them is the child', () => {
    expect(graph.parentLinkProblem({ child: 'me', parent: 'spouse' }, nameOf)).toBe(FAMILY_LINK_MESSAGES.parentAsPartner);
    expect(graph.parentLinkProblem({ child: 'spouse', parent: 'me' }, nameOf)).toBe(FAMILY_LINK_MESSAGES.parentAsPartner);
  });
});

describe('speed', () => {
  it('relates one viewer to 1,000 people fast (the server has 20 ms; a busy test machine gets ten times that)', () => {
    // Ten generations of a family that grows: each couple has a few children.
    const many: Person[] = [];
    const manyLinks: ParentLink[] = [];
    const manyPartners: PartnerLink[] = [];
    let generation = ['p0'];
    many.push({ id: 'p0', gender: 'female' });
    for (let g = 1; many.length < 1000; g += 1) {
      const next: string[] = [];
      for (const parent of generation) {
        if (many.length >= 999) break;
        const spouse = `${parent}s`;
        many.push({ id: spouse, gender: 'male' });
        manyPartners.push({ a: parent, b: spouse, married: true });
        for (let c = 0; c < 3 && many.length < 1000; c += 1) {
          const child = `${parent}.${c}`;
          many.push({ id: child, gender: c % 2 ? 'male' : 'female' });
          manyLinks.push({ child, parent, kind: 'birth' }, { child, parent: spouse, kind: 'birth' });
          next.push(child);
        }
      }
      generation = next;
    }
    const big = new FamilyRelations(new FamilyGraph(many, manyLinks, manyPartners));
    const viewer = generation[0];
    const started = performance.now();
    expect(many).toHaveLength(1000);
    const named = many.filter((person) => big.relation(viewer, person.id) !== null).length;
    const took = performance.now() - started;
    // Everyone but the spouses of other lines (a cousin's husband has no word).
    expect(named).toBeGreaterThan(700);
    expect(took).toBeLessThan(200);
  });
});

describe('a genealogy centuries deep (a GEDCOM import)', () => {
  // A line of 3,000 generations, each child of the one before: every person's ancestors would be
  // everyone above them. Relations are named up to 15 generations, and working them out for the
  // youngest visits no more than that (counted, not timed).
  const line: Person[] = Array.from({ length: 3000 }, (_, index) => ({ id: `g${index}`, gender: 'female' }));
  const links: ParentLink[] = line.slice(1).map((person, index) => ({ child: person.id, parent: line[index].id, kind: 'birth' }));
  const graph = new FamilyGraph(line, links, []);
  const youngest = 'g2999';

  it('names the 15th generation up and none above it', () => {
    const relations = new FamilyRelations(graph);
    expect(relations.relation(youngest, 'g2998')?.word).toBe('mother');
    expect(relations.relation(youngest, 'g2984')?.word).toBe(`${'great-'.repeat(13)}grandmother`);
    expect(relations.relation(youngest, 'g2983')).toBeNull();
    expect(relations.relation('g2984', youngest)?.word).toBe(`${'great-'.repeat(13)}granddaughter`);
  });

  it('looks no further up than that for anyone', () => {
    const counting = new FamilyGraph(line, links, []);
    let walked = 0;
    const parentsOf = counting.linealParentsOf.bind(counting);
    counting.linealParentsOf = (id) => {
      walked += 1;
      return parentsOf(id);
    };
    const named = [...new FamilyRelations(counting).closest(youngest)].filter(([, relation]) => relation !== null);
    expect(named).toHaveLength(15);
    // Each of the 2,999 others has at most 15 generations looked up (and a few lookups of their own).
    expect(walked).toBeLessThan(3000 * 25);
  });
});
