import { usersCss } from './usersCss';

/**
 * User administration's styles (the other sections of rows and forms use them too), once per
 * page: React 19 hoists and de-duplicates them by href.
 */
export function UsersStyles() {
  return (
    <style href="fn-users" precedence="default">
      {usersCss}
    </style>
  );
}
