/*
 * The family as a graph and the relations it names (issue 41), apart from the package's main
 * entry: the browser's shared copy of shared-contracts stays without it (every first visit
 * downloads that copy), and the server and the tree view import it from here.
 */
export { FAMILY_LINK_MESSAGES, FamilyGraph, type ParentKind, type ParentLink, type PartnerLink, type Person, type PersonId } from './graph.js';
export { FamilyRelations, type BornOf, type Relation } from './relation.js';
export { relationLanguage, type RelationLanguage, type RelationWords } from './languages/index.js';
export { throughText } from './words.js';
export { isFamilyDate, isSurelyBefore } from './dates.js';
export { parsePersonId, memberPersonId, relativePersonId, type PersonRef } from './person-ids.js';
export { FAMILY_MESSAGES } from './messages.js';
export { FAMILY_FORMAT_CHECKS } from './formats.js';
export { GEDCOM_FILE_FIELD, GEDCOM_IMPORT_LIMITS, GEDCOM_IMPORT_MESSAGES, gedcomFileProblem } from './import.js';
export { FAMILY_LIMITS } from './schema.js';
