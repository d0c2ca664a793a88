import { usersCss } from '../users/usersCss';
import { joiningCss } from './joiningCss';

/** The looks the joining sections share with user administration, once however many render them. */
export function JoiningStyles() {
  return (
    <>
      <style href="fn-users" precedence="default">
        {usersCss}
      </style>
      <style href="fn-joining" precedence="default">
        {joiningCss}
      </style>
    </>
  );
}
