import { useRef, type ComponentType, type ReactNode, type Ref } from 'react';
import { Spinner, lazyPartsOf } from 'shared-contracts/ui';
import { englishText, useText, type Text } from '../messages';
import { SettingsSection } from './SettingsSection';
import { useNearViewport } from './useNearViewport';

/** A section's title: from the messages (`(t) => t('users.title')`), or a text as it is. */
type SectionTitle = string | ((t: Text) => string);

const titleIn = (title: SectionTitle, t: Text) => (typeof title === 'string' ? title : title(t));

/** A section's card while its content is not drawn: its title, and a spinner that says what loads (or the failure). */
function StandIn({ title, busy, children, ref }: { title: SectionTitle; busy: boolean; children?: ReactNode; ref?: Ref<HTMLElement> }) {
  const t = useText();
  const said = titleIn(title, t);
  return (
    <SettingsSection title={said} busy={busy} ref={ref}>
      {busy ? <Spinner label={t('section.loading', { title: said })} /> : children}
    </SettingsSection>
  );
}

/**
 * Sections of Settings kept in a chunk of their own (lazyPartsOf), fetched when the first of them
 * comes near the visible part of the page: `lazySectionsOf(() => import('./Chunk'))('Export', (t) => t('export.title'))`.
 * Until then, and while the code comes, a section is its card and title with a spinner; a section
 * whose code could not be fetched is its card saying so, with Try again.
 */
export function lazySectionsOf<M extends object>(load: () => Promise<M>, options: { antd?: boolean } = {}) {
  const part = lazyPartsOf(load, options);
  return (name: keyof M & string, title: SectionTitle): ComponentType => {
    const Content = part(name, {
      // lazyPartsOf names its spinner once, in English; the card draws its own in the page's language.
      loading: englishText('section.loading', { title: titleIn(title, englishText) }),
      frame: (content, busy) => (
        <StandIn title={title} busy={busy}>
          {content}
        </StandIn>
      ),
    }) as ComponentType;
    function LazySection() {
      const card = useRef<HTMLElement>(null);
      const near = useNearViewport(card);
      if (near) return <Content />;
      return <StandIn title={title} busy ref={card} />;
    }
    LazySection.displayName = `Lazy(${name})`;
    return LazySection;
  };
}
