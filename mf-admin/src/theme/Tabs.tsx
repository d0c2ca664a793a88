import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

interface TabItem {
  key: string;
  label: string;
  panel: ReactNode;
}

/**
 * Tabs by the WAI-ARIA pattern: one tab stop for the list (arrow keys, Home and End move between
 * tabs), each panel labelled by its tab. Small on purpose: antd's Tabs would add about 10 KB to
 * the settings screen for what a few lines do.
 */
export function Tabs({ items, label }: { items: TabItem[]; label: string }) {
  const [active, setActive] = useState(items[0].key);
  const baseId = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.key === active);
    // Right to left (Arabic), the tabs run from the right: the arrow that points on moves on.
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const next =
      event.key === forward ? (index + 1) % items.length
      : event.key === back ? (index - 1 + items.length) % items.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? items.length - 1
      : -1;
    if (next < 0) return;
    event.preventDefault();
    setActive(items[next].key);
    tabs.current[next]?.focus();
  };

  return (
    <div className="fn-tabs">
      <div role="tablist" aria-label={label} className="fn-tabs-list" onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const selected = item.key === active;
          return (
            <button
              key={item.key}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.key}`}
              aria-controls={`${baseId}-panel-${item.key}`}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              className="fn-tabs-tab"
              onClick={() => setActive(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${baseId}-panel-${item.key}`}
          aria-labelledby={`${baseId}-tab-${item.key}`}
          hidden={item.key !== active}
          className="fn-tabs-panel"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
