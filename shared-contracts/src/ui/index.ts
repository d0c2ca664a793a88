// Parts of the screens that hold no state of the page (unlike the runtime): each container
// bundles its own copy of what it uses, so the sign-in page, which shows none, downloads none.
export { RoundPicture } from './RoundPicture.js';
