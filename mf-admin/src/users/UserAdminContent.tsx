/*
 * The user administration sections of Settings, in one chunk of their own: the section files
 * load it lazily, so a member (who sees only the notice) never downloads it.
 */
import { CreateUserForm } from './CreateUserForm';
import { EmailTestPanel } from './EmailTestPanel';
import { ImportUsersForm } from './ImportUsersForm';
import { UserManagementPanel } from './UserManagementPanel';
import { UsersStyles } from './UsersStyles';


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
