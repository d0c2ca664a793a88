import { MAP_MARKER_SIZE_PX, MEMBER_FIELDS, UNKNOWN_USER_NAME, asShown, shownFields, userDisplayName, userInitial, type FieldTable, type User } from 'shared-contracts';
import { yourRelation } from 'shared-contracts/ui';
import { isStale, shortAge, updatedText } from './freshness';

/*
 * A member's marker (photo or initial in a 40 px circle, and how old the position is) and info
 * window (name, occupation or 'Family Member', phone: the field table's `shows.mapPopup`; how fresh). Both map services show these
 * same DOM elements, built with textContent only: a member's name can never become markup.
 */

const FAMILY_MEMBER_FALLBACK = 'Family Member';

export const nameOf = (member: User) => userDisplayName(member) || UNKNOWN_USER_NAME;


/** The marker's accessible name (and its hover title): 'Jo March (you), updated 5 minutes ago'. */
export function markerLabel(member: User, own: boolean, now: number): string {
  const updated = updatedText(member.location?.updatedAt, now);
  return [`${nameOf(member)}${own ? ' (you)' : ''}`, updated].filter(Boolean).join(', ');
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

export function markerContent(member: User, own: boolean, now: number): HTMLElement {
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
  const age = shortAge(member.location?.updatedAt, now);
  if (age) root.append(drawn('fn-map-marker-age', 'data-age', age));
  return root;
}

/** The marker's popup: name, what they are to the viewer ('Your cousin'), occupation, the table's lines, when updated. */
export function infoWindowContent(member: User, own: boolean, now: number, fields: FieldTable = MEMBER_FIELDS, relation?: string): HTMLElement {
  const root = element('div', 'fn-map-info');
  root.setAttribute('role', 'group');
  root.setAttribute('aria-label', nameOf(member));
  const name = element('div', 'fn-map-info-name', nameOf(member));
  if (own) name.append(element('span', 'fn-map-info-you', 'You'));
  root.append(name);
  if (relation) root.append(element('div', 'fn-map-info-relation', yourRelation({ word: relation })));
  // As the family sees them: not what its owner hides (admins receive it, for editing).
  const shown = asShown(member);
  const [heading] = shownFields(shown, { place: 'mapPopup', slot: 'heading' }, fields);
  root.append(element('div', 'fn-map-info-occupation', heading?.value || FAMILY_MEMBER_FALLBACK));
  for (const line of shownFields(shown, { place: 'mapPopup', slot: 'line' }, fields)) {
    // A number one can dial is a link; a fact without an icon of its own says what it is.
    if (!line.href) root.append(element('div', 'fn-map-info-line', line.line));
    else {
      const link = element('a', 'fn-map-info-phone', line.value);
      link.href = line.href;
      root.append(link);
    }
  }
  const updated = updatedText(member.location?.updatedAt, now);
  if (updated) root.append(element('div', 'fn-map-info-updated', updated));
  return root;
}
