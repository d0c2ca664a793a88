import { ID_MAX } from '../validation.js';
import type { PersonId } from './graph.js';

/*
 * A person's id in the family tree, as the calls and the graph write it: 'm12' for the member
 * with id 12, 'r5' for the relative without an account with id 5. A member needs no row of the
 * tree to have a place in it; a relative who joins becomes 'm…' and keeps every link.
 */

const PERSON_ID = /^([mr])([1-9][0-9]{0,9})$/;

export type PersonRef = { member: number } | { relative: number };

/** The member or relative a person id names, or null when it names nobody a row can be. */
export function parsePersonId(value: string): PersonRef | null {
  const match = PERSON_ID.exec(value);
  if (!match) return null;
  const id = Number(match[2]);
  if (id > ID_MAX) return null;
  return match[1] === 'm' ? { member: id } : { relative: id };
}

export const isPersonIdText = (value: string): boolean => parsePersonId(value) !== null;

export const memberPersonId = (memberId: number): PersonId => `m${memberId}`;
export const relativePersonId = (relativeId: number): PersonId => `r${relativeId}`;
