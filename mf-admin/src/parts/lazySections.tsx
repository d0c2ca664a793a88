import { useRef, type ComponentType, type ReactNode } from 'react';
import { Loadable, Spinner, WhenLoaded } from 'shared-contracts/ui';
import { useNearViewport } from './useNearViewport';

interface Options {
  /**
   * The sections are drawn with antd's components: antd's theme (its CSS-in-JS engine and
   * ConfigProvider, about 50 KiB as sent) comes with their chunk, not with the page.
   */
  antd?: boolean;
}

type Wrap = (section: ReactNode) => ReactNode;

const asIs: Wrap = (section) => section;

async function withAntdTheme(): Promise<Wrap> {
  const { AntdTheme } = await import('shared-contracts/antd-theme');
  return (section) => <AntdTheme>{section}</AntdTheme>;
}

/**
 * Sections of Settings kept in a chunk of their own, fetched when the first of them comes near
 * the visible part of the page (the others wait for the same chunk):
 * `lazySectionsOf(() => import('./Chunk'))('Export', 'Title')`. Until then a section is a
 * placeholder that says what is loading. Drawn without Suspense: React 19 holds a boundary's
 * content for up to 300 ms after a sibling's fallback came or went, and Settings has a dozen.
 */
export function lazySectionsOf<M extends Record<string, ComponentType>>(load: () => Promise<M>, { antd = false }: Options = {}) {
  let loading: Loadable<[M, Wrap]> | undefined;
  const once = () => (loading ??= new Loadable(() => Promise.all([load(), antd ? withAntdTheme() : asIs])));
  return (name: keyof M & string, title: string): ComponentType => {
    function LazySection() {
      const placeholder = useRef<HTMLDivElement>(null);
      const near = useNearViewport(placeholder);
      const waiting = (
        <div ref={placeholder} className="fn-settings-section fn-surface fn-settings-loading" role="status" aria-label={`Loading ${title}`}>
          <p className="fn-settings-loading-title" aria-hidden="true">
            {title}
          </p>
          <Spinner />
        </div>
      );
      if (!near) return waiting;
      return (
        <WhenLoaded loadable={once()} fallback={waiting}>
          {([module, wrap]) => {
            const Content = module[name] as ComponentType;
            return wrap(<Content />);
          }}
        </WhenLoaded>
      );
    }
    LazySection.displayName = `Lazy(${name})`;
    return LazySection;
  };
}
