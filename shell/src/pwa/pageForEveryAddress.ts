/**
 * The preload links the server writes into index.html for the address it was asked at (the
 * screen's remote: its manifest, entry and first chunk; server/src/plugins/site.ts).
 */
const ADDRESS_PRELOAD = /<link rel="preload" href="\/(?:remotes|deployed)\/[^"<>]*" as="(?:fetch|script)"(?: crossorigin="anonymous")?>/g;

/**
 * The page as the worker keeps it: one copy of index.html answers every address offline, so it
 * keeps nothing of the address it was fetched at. An offline visit to the calendar must not
 * fetch the map's code because the map was the last page seen online. The configuration written
 * into it stays: it is the site's, whatever the address.
 */
export function pageForEveryAddress(html: string): string {
  return html.replace(ADDRESS_PRELOAD, '');
}
