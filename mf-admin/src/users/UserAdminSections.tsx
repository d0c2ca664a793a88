/*
 * The user administration sections of Settings, in one chunk of their own: the section files
 * load it lazily, so a member (who sees only the notice) never downloads it.
 */
import { usersCss } from './usersCss';
import { CreateUserForm } from './CreateUserForm';
import { EmailTestPanel } from './EmailTestPanel';
import { ImportUsersForm } from './ImportUsersForm';
import { UserManagementPanel } from './UserManagementPanel';

/** The sections' styles, once per page (React 19 hoists and de-duplicates them by href). */
function UsersStyles() {
  return (
    <style href="fn-users" precedence="default">
      {usersCss}
    </style>
  );
}

export function CreateUserSectionContent() {
  return (
    <>
      <UsersStyles />
      <CreateUserForm />
    </>
  );
}

export function ImportUsersSectionContent() {
  return (
    <>
      <UsersStyles />
      <ImportUsersForm />
    </>
  );
}

export function UserManagementSectionContent() {
  return (
    <>
      <UsersStyles />
      <UserManagementPanel />
    </>
  );
}

export function EmailTestSectionContent() {
  return (
    <>
      <UsersStyles />
      <EmailTestPanel />
    </>
  );
}
