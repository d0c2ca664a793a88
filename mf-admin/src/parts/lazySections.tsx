import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Button, Loadable, Notice, Spinner, WhenLoaded } from 'shared-contracts/ui';
import { SettingsSection } from './SettingsSection';
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
 * `lazySectionsOf(() => import('./Chunk'))('Export', 'Title')`. Until then a section is its card
 * and title with a spinner; if its code cannot be fetched (the connection dropped), the card says
 * so with Try again, and the rest of the page carries on. Drawn without Suspense: React 19 holds
 * a boundary's content for up to 300 ms after a sibling's fallback came or went, and Settings
 * has a dozen.
 */
export function lazySectionsOf<M extends Record<string, ComponentType>>(load: () => Promise<M>, { antd = false }: Options = {}) {
  let loading: Loadable<[M, Wrap]> | undefined;
  const once = () => (loading ??= new Loadable(() => Promise.all([load(), antd ? withAntdTheme() : asIs])));
  // Try again in one section fetches the chunk again for all of its sections.
  const redraws = new Set<() => void>();
  const tryAgain = () => {
    if (loading?.failed) loading = undefined;
    for (const redraw of redraws) redraw();
  };
  return (name: keyof M & string, title: string): ComponentType => {
    function LazySection() {
      const card = useRef<HTMLElement>(null);
      const near = useNearViewport(card);
      const [, redraw] = useState(0);
      useEffect(() => {
        const again = () => redraw((attempt) => attempt + 1);
        redraws.add(again);
        return () => {
          redraws.delete(again);
        };
      }, []);
      const waiting = (
        <SettingsSection title={title} busy ref={card}>
          <Spinner label={`Loading ${title}`} />
        </SettingsSection>
      );
      if (!near) return waiting;
      const failed = (
        <SettingsSection title={title} busy={false}>
          <Notice
            type="error"
            action={<Button onClick={tryAgain}>Try again</Button>}
          >
            This section could not be loaded. Check your connection and try again.
          </Notice>
        </SettingsSection>
      );
      return (
        <WhenLoaded loadable={once()} fallback={waiting} failure={failed}>
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
