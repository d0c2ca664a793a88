import { Suspense, lazy, type ComponentType } from 'react';
import { Spin } from 'antd';

type Sections = typeof import('./UserAdminSections');

// One chunk for the four sections: the first of them to render fetches it, the others wait for it.
const load = () => import('./UserAdminSections');

/** A section of user administration, loaded on first render (its code is not in the page's chunk). */
export function lazySection(name: keyof Sections, title: string): ComponentType {
  const Content = lazy(() => load().then((module) => ({ default: module[name] })));
  function LazyUserSection() {
    return (
      <Suspense
        fallback={
          <div className="fn-users-loading" role="status" aria-label={`Loading ${title}`} style={{ padding: 24, textAlign: 'center' }}>
            <Spin />
          </div>
        }
      >
        <Content />
      </Suspense>
    );
  }
  LazyUserSection.displayName = `Lazy(${name})`;
  return LazyUserSection;
}
