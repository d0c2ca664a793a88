import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { FamilyRelation, PageLocale } from 'shared-contracts';
// The page's one runtime (a federation singleton), by its name: never a copy of it in this part.
import { callApi, localeAtom } from 'shared-contracts/runtime';
import { rememberRelationWords, relationsByMember } from './relationText.js';

const NONE: ReadonlyMap<number, FamilyRelation> = new Map();

/**
 * Said on the page when the tree was changed from it (a link made in one's profile): every
 * screen that shows relations asks for them again. Each remote bundles its own copy of this part,
 * so the word is the page's event, not a module's state.
 */
const FAMILY_CHANGED = 'familynet:family-changed';

export function announceFamilyChanged(): void {
  window.dispatchEvent(new Event(FAMILY_CHANGED));
}

/**
 * How each member is related to the signed-in member, by member id ("cousin"): asked when a
 * screen opens, again when the tree is changed on the page, and again when the page's language
 * changes (the server says the words in the page's language, issue 42): the words of the
 * language before are not shown meanwhile. The screen draws without them first; when they cannot
 * be had (offline, an older server) the screen stays as it is.
 */
export function useFamilyRelations(): ReadonlyMap<number, FamilyRelation> {
  const locale = useAtomValue(localeAtom);
  const [kept, setKept] = useState<{ locale: PageLocale; relations: ReadonlyMap<number, FamilyRelation> }>({ locale, relations: NONE });
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    const again = () => setAsked((n) => n + 1);
    window.addEventListener(FAMILY_CHANGED, again);
    return () => window.removeEventListener(FAMILY_CHANGED, again);
  }, []);
  useEffect(() => {
    let active = true;
    callApi('familyRelations')
      .then(({ relations: found }) => {
        if (!active) return;
        rememberRelationWords(found);
        setKept({ locale, relations: relationsByMember(found) });
      })
      .catch((error: unknown) => console.warn('Could not load how the family is related; shown without it', error));
    return () => {
      active = false;
    };
  }, [asked, locale]);
  return kept.locale === locale ? kept.relations : NONE;
}
