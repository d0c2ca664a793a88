import type { Gender } from '../graph.js';
import { inLawThrough, ofFacts, throughAncestor, throughDescendant, type BloodShape, type RelationFacts, type RelationShape } from '../shape.js';
import type { RelationLanguage } from './types.js';

/*
 * Chinese (Simplified, 你): "你的堂姐", "你父亲的表哥". Chinese names the side a relation goes
 * through and who was born first: a father's parents are 爷爷 and 奶奶, a mother's 外公 and 外婆; a
 * father's elder brother is 伯伯, his younger brother 叔叔, a mother's brother 舅舅; the children of
 * a father's brother are 堂 cousins, every other cousin 表; an elder brother is 哥哥, a younger
 * 弟弟. The engine gives the side; who is older comes from the birth dates the family sees. Where
 * either is unknown the general word is said (兄弟, 姐妹, 兄弟姐妹, 叔叔或舅舅, 堂兄弟或表兄弟), and
 * a relation with no word of its own is said through the person between, as Chinese does:
 * "爷爷的哥哥", "父亲的堂兄弟的儿子", "丈夫的妹妹".
 */

interface Phrase {
  text: string;
  /** Said through someone ("父亲的哥哥"): "your" joins it without 的 ("你父亲的哥哥"). */
  composed?: boolean;
}

const word = (text: string): Phrase => ({ text });
const of = (outer: Phrase, inner: Phrase): Phrase => ({ text: `${inner.text}的${outer.text}`, composed: true });
const pick = (gender: Gender | null, female: string, male: string, neutral: string): Phrase => word(gender === 'female' ? female : gender === 'male' ? male : neutral);
/** Elder, younger, or not known: 姐姐, 妹妹, 姐妹. */
const byAge = (elder: boolean | null, older: string, younger: string, either: string) => (elder === true ? older : elder === false ? younger : either);

function cut(parts: ReturnType<typeof throughAncestor>): Phrase {
  return of(blood(...parts.outer), blood(...parts.inner));
}

/** The first person on a line (index from 1) who is a woman, after the first. */
const firstWomanAfterFirst = (line: readonly (Gender | null)[]) => line.findIndex((gender, index) => index > 0 && gender === 'female') + 1;

function ancestor(shape: BloodShape, facts: RelationFacts): Phrase {
  const { up: a, gender } = shape;
  if (a === 1) return pick(gender, '母亲', '父亲', '父亲或母亲');
  const side = facts.up[0] ?? null;
  if (a === 2) {
    if (side === 'male') return pick(gender, '奶奶', '爷爷', '爷爷或奶奶');
    if (side === 'female') return pick(gender, '外婆', '外公', '外公或外婆');
    return pick(gender, '祖母', '祖父', '祖父或祖母');
  }
  if (a > 4) return cut(throughAncestor(shape, facts, 4));
  const [grandmother, grandfather] = a === 3 ? ['曾祖母', '曾祖父'] : ['高祖母', '高祖父'];
  if (side === 'female') return pick(gender, `外${grandmother}`, `外${grandfather}`, `外${grandfather}或外${grandmother}`);
  // Through a grandmother on the father's side: said through her ("奶奶的父亲").
  const woman = firstWomanAfterFirst(facts.up);
  if (woman > 0) return cut(throughAncestor(shape, facts, woman));
  return pick(gender, grandmother, grandfather, `${grandfather}或${grandmother}`);
}

function descendant(shape: BloodShape, facts: RelationFacts): Phrase {
  const { down: b, gender } = shape;
  if (b === 1) return pick(gender, '女儿', '儿子', '孩子');
  const side = facts.down[0] ?? null;
  if (b === 2) return side === 'female' ? pick(gender, '外孙女', '外孙', '外孙或外孙女') : pick(gender, '孙女', '孙子', '孙子或孙女');
  if (b > 4) return cut(throughDescendant(shape, facts, 4));
  const [granddaughter, grandson] = b === 3 ? ['曾孙女', '曾孙'] : ['玄孙女', '玄孙'];
  if (side === 'female') return pick(gender, `外${granddaughter}`, `外${grandson}`, `外${grandson}或外${granddaughter}`);
  const woman = firstWomanAfterFirst(facts.down);
  if (woman > 0) return cut(throughDescendant(shape, facts, woman));
  return pick(gender, granddaughter, grandson, `${grandson}或${granddaughter}`);
}

function sibling(gender: Gender | null, elder: boolean | null, half: boolean, shared: Gender | null): Phrase {
  const base = pick(gender, byAge(elder, '姐姐', '妹妹', '姐妹'), byAge(elder, '哥哥', '弟弟', '兄弟'), byAge(elder, '哥哥或姐姐', '弟弟或妹妹', '兄弟姐妹')).text;
  if (!half) return word(base);
  const parents = shared === 'male' ? '同父异母' : shared === 'female' ? '同母异父' : '同父异母或同母异父';
  return word(`${parents}的${base}`);
}

function auntOrUncle(gender: Gender, side: Gender | null, elder: boolean | null): Phrase {
  if (side === 'male') return word(gender === 'female' ? '姑姑' : byAge(elder, '伯伯', '叔叔', '伯伯或叔叔'));
  if (side === 'female') return word(gender === 'female' ? byAge(elder, '姨妈', '小姨', '姨妈') : '舅舅');
  return word(gender === 'female' ? '姑姑或姨妈' : '叔叔或舅舅');
}

function niece(shape: BloodShape, facts: RelationFacts): Phrase | undefined {
  const { down: b, gender } = shape;
  const [brother, second] = [facts.down[0] ?? null, facts.down[1] ?? null];
  if (gender === null || brother === null) return undefined;
  if (b === 2) return brother === 'male' ? pick(gender, '侄女', '侄子', '') : pick(gender, '外甥女', '外甥', '');
  if (b === 3 && second === 'male') return brother === 'male' ? pick(gender, '侄孙女', '侄孙', '') : pick(gender, '外甥孙女', '外甥孙', '');
  return undefined;
}

function cousin(gender: Gender | null, side: Gender | null, branch: Gender | null, elder: boolean | null): Phrase {
  const ending = pick(gender, byAge(elder, '姐', '妹', '姐妹'), byAge(elder, '哥', '弟', '兄弟'), '兄弟姐妹').text;
  if (side === 'male' && branch === 'male') return word(`堂${ending}`);
  if (side === 'female' || branch === 'female') return word(`表${ending}`);
  return word(gender === null ? '堂表兄弟姐妹' : `堂${ending}或表${ending}`);
}

function blood(shape: BloodShape, facts: RelationFacts): Phrase {
  const { up: a, down: b, gender, half } = shape;
  if (b === 0) return ancestor(shape, facts);
  if (a === 0) return descendant(shape, facts);
  if (a === 1 && b === 1) return sibling(gender, facts.elder, half, facts.ancestor);
  if (b === 1) {
    // A parent's sibling has a word; a grandparent's is said through the grandparent ("爷爷的哥哥").
    if (a === 2 && !half && gender !== null) return auntOrUncle(gender, facts.up[0] ?? null, facts.elderThanSibling);
    return cut(throughAncestor(shape, facts, a - 1));
  }
  if (a === 1) return (!half && niece(shape, facts)) || cut(throughDescendant(shape, facts, b === 2 || half ? 1 : b - 1));
  // Cousins have words (half ones too: Chinese does not tell them apart). Further relatives are said
  // through the ancestor whose cousin they are ("外公的堂兄弟", "母亲的表姐妹的儿子"), or through
  // the cousin they descend from ("表姐的儿子").
  if (a === 2 && b === 2) return cousin(gender, facts.up[0] ?? null, facts.down[0] ?? null, facts.elder);
  if (a > 2) return cut(throughAncestor(shape, facts, a - 2));
  return cut(throughDescendant(shape, facts, 2));
}

function partner(gender: Gender | null, married: boolean, ended: boolean): Phrase {
  if (!married) return word(ended ? '前伴侣' : '伴侣');
  return ended ? pick(gender, '前妻', '前夫', '前配偶') : pick(gender, '妻子', '丈夫', '配偶');
}

function inLaw(shape: Extract<RelationShape, { kind: 'in-law' }>, facts: RelationFacts): Phrase | undefined {
  const { gender, route } = shape;
  const via = facts.via ?? null;
  if (route === 'partner-parent' && gender !== null) {
    if (via === 'male') return pick(gender, '婆婆', '公公', '');
    if (via === 'female') return pick(gender, '岳母', '岳父', '');
  }
  if (route === 'child-partner') {
    if (via === 'male' && gender === 'female') return word('儿媳');
    if (via === 'female' && gender === 'male') return word('女婿');
  }
  if (route === 'sibling-partner' && facts.viaElder !== null) {
    if (via === 'male' && gender === 'female') return word(facts.viaElder ? '嫂子' : '弟媳');
    if (via === 'female' && gender === 'male') return word(facts.viaElder ? '姐夫' : '妹夫');
  }
  // A spouse's sibling, and whatever has no word: "丈夫的妹妹", "兄弟的妻子".
  return undefined;
}

function phrase(shape: RelationShape, facts: RelationFacts): Phrase {
  switch (shape.kind) {
    case 'self':
      return word('你自己');
    case 'blood':
      return blood(shape, facts);
    case 'partner':
      return partner(shape.gender, shape.married, shape.ended);
    case 'in-law':
      return inLaw(shape, facts) ?? phrase(inLawThrough(shape, facts.via ?? null), facts);
    case 'step':
      if (shape.role === 'parent') return pick(shape.gender, '继母', '继父', '继父或继母');
      if (shape.role === 'child') return pick(shape.gender, '继女', '继子', '继子或继女');
      return pick(shape.gender, byAge(facts.elder, '继姐', '继妹', '继姐妹'), byAge(facts.elder, '继兄', '继弟', '继兄弟'), '继兄弟姐妹');
    case 'foster':
      if (shape.role === 'parent') return pick(shape.gender, '寄养母亲', '寄养父亲', '寄养家长');
      return pick(shape.gender, '寄养女儿', '寄养儿子', '寄养孩子');
    case 'of': {
      const both = ofFacts(facts);
      return of(phrase(shape.second, both.second), phrase(shape.first, both.first));
    }
  }
}

export const chinese: RelationLanguage = {
  birthOrder: true,
  words(shape, facts) {
    if (shape.kind === 'self') return { word: '你自己', yours: '你自己' };
    const said = phrase(shape, facts);
    return { word: said.text, yours: said.composed ? `你${said.text}` : `你的${said.text}` };
  },
  path: (name, via) => `通过${via.yours}${name}`,
};
