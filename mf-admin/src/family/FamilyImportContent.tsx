/*
 * The family tree's import in Settings, in a chunk of its own: the section file loads it lazily,
 * so a member (who never sees the section) never downloads it.
 */
import { UsersStyles } from '../users/UsersStyles';
import { GedcomImportForm } from './GedcomImportForm';
import { GedcomStyles } from './GedcomStyles';

export function FamilyImportContent() {
  return (
    <>
      <UsersStyles />
      <GedcomStyles />
      <GedcomImportForm />
    </>
  );
}
