import { MAP_MARKER_SIZE_PX, MEMBER_FIELDS, UNKNOWN_USER_NAME, asShown, shownFields, userDisplayName, userInitial, type FieldTable, type Translator, type User } from 'shared-contracts';
import { yourRelation } from 'shared-contracts/ui';
import type { MapText } from '../messages';
import { isStale, shortAge, updatedText } from './freshness';

/*
 * A member's marker (photo or initial in a 40 px circle, and how old the position is) and info
 * window (name, occupation or 'Family Member', phone: the field table's `shows.mapPopup`; how fresh). Both map services show these
 * same DOM elements, built with textContent only: a member's name can never become markup. They
 * are built outside React, so the page's language comes as a parameter: the map's messages (t)
 * and the shared ones (shared: the fields' names).
 */

/** The two translators a popup speaks with. */
export interface MapSay {
  t: MapText;
  shared: Translator<string>;
}

export const nameOf = (member: User) => userDisplayName(member) || UNKNOWN_USER_NAME;


/** The marker's accessible name (and its hover title): 'Jo March (you), updated 5 minutes ago'. */
export function markerLabel(t: MapText, member: User, own: boolean, now: number): string {
  const name = own ? t('marker.own', { name: nameOf(member) }) : nameOf(member);
  const updated = updatedText(t, member.location?.updatedAt, now);
  return updated ? t('marker.label', { name, updated }) : name;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/*
 * The initial and the short age ('5 min') are drawn by CSS from data-* attributes, not written as
 * text: the marker's name says both in full ('Jo March, updated 5 minutes ago'), and a button's
 * visible words must be a part of its name (WCAG 2.5.3), which 'J' and 'min' are not.
 */
function drawn(className: string, attribute: string, value: string): HTMLElement {
  const node = element('span', className);
  node.setAttribute(attribute, value);
  return node;
}

function initialNode(member: User): HTMLElement {
  return drawn('fn-map-marker-initial', 'data-initial', userInitial(member));
}

export function markerContent(t: MapText, member: User, own: boolean, now: number): HTMLElement {
  const root = element('div', `fn-map-marker${own ? ' fn-map-marker-own' : ''}${isStale(member.location?.updatedAt, now) ? ' fn-map-marker-stale' : ''}`);
  root.setAttribute('aria-hidden', 'true');
  const circle = element('span', 'fn-map-marker-circle');
  circle.style.width = `${MAP_MARKER_SIZE_PX}px`;
  circle.style.height = `${MAP_MARKER_SIZE_PX}px`;
  if (member.photoURL) {
    const photo = element('img', 'fn-map-marker-photo');
    photo.alt = '';
    photo.src = member.photoURL;
    photo.width = MAP_MARKER_SIZE_PX;
    photo.height = MAP_MARKER_SIZE_PX;
    // A photo that cannot load (deleted, offline) gives way to the initial.
    photo.addEventListener('error', () => photo.replaceWith(initialNode(member)), { once: true });
    circle.append(photo);
  } else {
    circle.append(initialNode(member));
  }
  root.append(circle);
  const age = shortAge(t, member.location?.updatedAt, now);
  if (age) root.append(drawn('fn-map-marker-age', 'data-age', age));
  return root;
}

/** The marker's popup: name, what they are to the viewer ('Your cousin'), occupation, the table's lines, when updated. */
export function infoWindowContent(say: MapSay, member: User, own: boolean, now: number, fields: FieldTable = MEMBER_FIELDS, relation?: string): HTMLElement {
  const { t, shared } = say;
  const root = element('div', 'fn-map-info');
  root.setAttribute('role', 'group');
  root.setAttribute('aria-label', nameOf(member));
  const name = element('div', 'fn-map-info-name', nameOf(member));
  if (own) name.append(element('span', 'fn-map-info-you', t('info.you')));
  root.append(name);
  // The relation's words are the family tree's (shared-contracts/ui), in English until it says them in the page's language.
  if (relation) root.append(element('div', 'fn-map-info-relation', yourRelation({ word: relation })));
  // As the family sees them: not what its owner hides (admins receive it, for editing).
  const shown = asShown(member);
  const [heading] = shownFields(shown, { place: 'mapPopup', slot: 'heading' }, fields);
  root.append(element('div', 'fn-map-info-occupation', heading?.value || t('info.familyMember')));
  for (const line of shownFields(shown, { place: 'mapPopup', slot: 'line' }, fields)) {
    // A number one can dial is a link; a fact without an icon of its own says what it is (in the
    // page's language: the shared line is English, so it is said again from its parts).
    const text = line.icon === 'info' ? t('info.fact', { term: shared(line.term), value: line.value }) : line.line;
    if (!line.href) root.append(element('div', 'fn-map-info-line', text));
    else {
      const link = element('a', 'fn-map-info-phone', line.value);
      link.href = line.href;
      root.append(link);
    }
  }
  const updated = updatedText(t, member.location?.updatedAt, now);
  if (updated) root.append(element('div', 'fn-map-info-updated', updated));
  return root;
}
