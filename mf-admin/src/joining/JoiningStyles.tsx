import { UsersStyles } from '../users/UsersStyles';
import { joiningCss } from './joiningCss';

/** The looks the joining sections share with user administration, once however many render them. */
export function JoiningStyles() {
  return (
    <>
      <UsersStyles />
      <style href="fn-joining" precedence="default">
        {joiningCss}
      </style>
    </>
  );
}
