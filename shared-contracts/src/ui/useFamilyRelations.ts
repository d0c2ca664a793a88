import { useEffect, useState } from 'react';
import type { FamilyRelation } from 'shared-contracts';
// The page's one runtime (a federation singleton), by its name: never a copy of it in this part.
import { callApi } from 'shared-contracts/runtime';
import { relationsByMember } from './relationText.js';

const NONE: ReadonlyMap<number, FamilyRelation> = new Map();

/**
 * How each member is related to the signed-in member, by member id ("cousin"), asked once when a
 * screen opens. The screen draws without it first; when it cannot be had (offline, an older
 * server) the screen stays as it is, with no relations.
 */
export function useFamilyRelations(): ReadonlyMap<number, FamilyRelation> {
  const [relations, setRelations] = useState(NONE);
  useEffect(() => {
    let active = true;
    callApi('familyRelations')
      .then(({ relations: found }) => active && setRelations(relationsByMember(found)))
      .catch((error: unknown) => console.warn('Could not load how the family is related; shown without it', error));
    return () => {
      active = false;
    };
  }, []);
  return relations;
}
