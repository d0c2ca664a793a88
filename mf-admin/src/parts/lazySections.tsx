import { useRef, type ComponentType } from 'react';
import { Spinner, lazyPartsOf } from 'shared-contracts/ui';
import { SettingsSection } from './SettingsSection';
import { useNearViewport } from './useNearViewport';

/**
 * Sections of Settings kept in a chunk of their own (lazyPartsOf), fetched when the first of them
 * comes near the visible part of the page: `lazySectionsOf(() => import('./Chunk'))('Export', 'Title')`.
 * Until then, and while the code comes, a section is its card and title with a spinner; a section
 * whose code could not be fetched is its card saying so, with Try again.
 */
export function lazySectionsOf<M extends object>(load: () => Promise<M>, options: { antd?: boolean } = {}) {
  const part = lazyPartsOf(load, options);
  return (name: keyof M & string, title: string): ComponentType => {
    const Content = part(name, {
      loading: `Loading ${title}`,
      frame: (content, busy) => (
        <SettingsSection title={title} busy={busy}>
          {content}
        </SettingsSection>
      ),
    }) as ComponentType;
    function LazySection() {
      const card = useRef<HTMLElement>(null);
      const near = useNearViewport(card);
      if (near) return <Content />;
      return (
        <SettingsSection title={title} busy ref={card}>
          <Spinner label={`Loading ${title}`} />
        </SettingsSection>
      );
    }
    LazySection.displayName = `Lazy(${name})`;
    return LazySection;
  };
}
