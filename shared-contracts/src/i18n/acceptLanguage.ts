/*
 * What a caller's Accept-Language header asks for (the server reads it on every request; the page
 * sends its own language).
 */

const MAX_ACCEPTED_TAGS = 20;

/**
 * The tags of an Accept-Language header, most wanted first ('de-CH, fr;q=0.8, *;q=0.1'). A
 * header that is not one (too long, malformed parts) gives what could be read of it; q=0 is a
 * refusal.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header || header.length > 1000) return [];
  const parsed: Array<{ tag: string; q: number; at: number }> = [];
  for (const [at, part] of header.split(',').slice(0, MAX_ACCEPTED_TAGS).entries()) {
    const [tagPart, ...params] = part.split(';');
    const tag = tagPart.trim();
    if (!/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag)) continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    parsed.push({ tag, q, at });
  }
  return parsed.sort((a, b) => b.q - a.q || a.at - b.at).map((entry) => entry.tag);
}
