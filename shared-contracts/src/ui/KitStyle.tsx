/**
 * One control's rules in the page's head, once however many of it render (React keeps one
 * <style> per href): a page carries the rules of the controls it shows, and the screens that run
 * on their own (each remote's standalone page) need nothing around them.
 */
export function KitStyle({ name, css }: { name: string; css: string }) {
  return (
    <style href={`fn-kit-${name}`} precedence="fn-controls">
      {css}
    </style>
  );
}
