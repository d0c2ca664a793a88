import { Suspense, lazy, type ComponentType } from 'react';
import Spin from 'antd/es/spin';

/**
 * Sections of Settings kept in a chunk of their own, fetched when the first of them renders
 * (the others wait for the same chunk): `lazySectionsOf(() => import('./Chunk'))('Export', 'Title')`.
 */
export function lazySectionsOf<M extends Record<string, ComponentType>>(load: () => Promise<M>) {
  let loading: Promise<M> | undefined;
  const once = () => (loading ??= load());
  return (name: keyof M & string, title: string): ComponentType => {
    const Content = lazy(() => once().then((module) => ({ default: module[name] as ComponentType })));
    function LazySection() {
      return (
        <Suspense
          fallback={
            <div className="fn-settings-loading" role="status" aria-label={`Loading ${title}`} style={{ padding: 24, textAlign: 'center' }}>
              <Spin />
            </div>
          }
        >
          <Content />
        </Suspense>
      );
    }
    LazySection.displayName = `Lazy(${name})`;
    return LazySection;
  };
}
