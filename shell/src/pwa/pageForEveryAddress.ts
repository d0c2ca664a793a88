import { ADDRESS_LINK_ATTRIBUTE } from 'shared-contracts';

/**
 * The links the server writes into index.html for the address it was asked at (the screen's own
 * start: its remote's manifest, entry and first chunk, the frame and what the screen shows
 * first; server/src/features/web-app/site.ts), each marked with ADDRESS_LINK_ATTRIBUTE.
 */
const ADDRESS_LINK = new RegExp(`<link\\b[^<>]*\\s${ADDRESS_LINK_ATTRIBUTE}(?=[\\s=>])[^<>]*>`, 'g');

/**
 * The page as the worker keeps it: one copy of index.html answers every address offline, so it
 * keeps nothing of the address it was fetched at. An offline visit to the calendar must not
 * fetch the map's code because the map was the last page seen online. The configuration written
 * into it stays: it is the site's, whatever the address.
 */
export function pageForEveryAddress(html: string): string {
  return html.replace(ADDRESS_LINK, '');
}
