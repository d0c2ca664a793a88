/**
 * One control's rules in the page's head, once however many of it render (React keeps one
 * <style> per href): a page carries the rules of the controls it shows, and the screens that run
 * on their own (each remote's standalone page) need nothing around them.
 */
export function KitStyle({ name, css }: { name: string; css: string }) {
  return (
    <style href={`fn-kit-${name}-${fingerprint(css)}`} precedence="fn-controls">
      {css}
    </style>
  );
}

const fingerprints = new Map<string, string>();

/**
 * A short hash of the rules: the shell and each remote bundle their own copy of the kit, and a
 * remote deployed later may carry newer rules, which must not give way to an older copy's.
 */
function fingerprint(css: string): string {
  let known = fingerprints.get(css);
  if (!known) {
    let hash = 5381;
    for (let i = 0; i < css.length; i += 1) hash = (hash * 33) ^ css.charCodeAt(i);
    known = (hash >>> 0).toString(36);
    fingerprints.set(css, known);
  }
  return known;
}
