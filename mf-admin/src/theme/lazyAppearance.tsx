import { Suspense, lazy, type ComponentType } from 'react';
import { Spin } from 'antd';

type Sections = typeof import('./AppearanceSections');

// One chunk for Theme Customization and Background Image: a member's Settings (the notice only)
// never downloads it; the first of the two sections to render fetches it for both.
const load = () => import('./AppearanceSections');

/** A section of the site's look, loaded on first render. */
export function lazyAppearance(name: keyof Sections, title: string): ComponentType {
  const Content = lazy(() => load().then((module) => ({ default: module[name] })));
  function LazyAppearanceSection() {
    return (
      <Suspense
        fallback={
          <div role="status" aria-label={`Loading ${title}`} style={{ padding: 24, textAlign: 'center' }}>
            <Spin />
          </div>
        }
      >
        <Content />
      </Suspense>
    );
  }
  LazyAppearanceSection.displayName = `Lazy(${name})`;
  return LazyAppearanceSection;
}
