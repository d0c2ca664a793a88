/*
 * Parts of the screens that hold no state of the page (unlike the runtime): each container
 * bundles its own copy of what it uses, so a page downloads only the parts it shows.
 *
 * The controls of every first screen (sign-in and the other auth pages, the dashboard's frame,
 * the directory, the map, the calendar) are plain HTML elements drawn like antd's (sizes, states,
 * focus) in the theme's CSS variables. antd's components bring its CSS-in-JS engine, its
 * ConfigProvider and their dependencies (about 60 KiB as sent) to whichever screen renders one,
 * so the screens a member opens first use none; antd stays for what opens on request (dialogs,
 * forms, menus, the settings' sections of administration), each wrapped in AntdTheme ('shared-contracts/antd-theme'). Each
 * control is a module of its own that puts its own rules in the page (KitStyle), so a page
 * carries the code and the rules of the controls it shows and no others.
 */
export { RoundPicture } from './RoundPicture.js';
export { Button } from './Button.js';
export { Notice } from './Notice.js';
export { Spinner } from './Spinner.js';
export { Switch } from './Switch.js';
export { Tag } from './Tag.js';
export { PasswordInput, TextInput } from './TextInput.js';
export { Loadable, WhenLoaded } from './WhenLoaded.js';
export { lazyPartsOf, LAZY_PART_FAILED } from './lazyParts.js';
export { announceFamilyChanged, useFamilyRelations } from './useFamilyRelations.js';
export { yourRelation, yourRelationWithPath } from './relationText.js';
export { saveFile } from './saveFile.js';
export { LanguagePicker } from './LanguagePicker.js';
