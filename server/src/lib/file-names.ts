/**
 * The part of a downloaded file's name made from a name people chose: letters (accents
 * dropped) and digits joined by '-', at most `max` characters; '' when nothing is left ('家族').
 * Never a path: '/', '..' and quotes cannot survive it.
 */
export function fileSlug(text: string, max: number): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}
