import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from './Button.js';
import { Notice } from './Notice.js';
import { Spinner } from './Spinner.js';
import { Loadable, WhenLoaded } from './WhenLoaded.js';
import { UI_WORDS } from 'shared-contracts';
import { useSharedText, withPageMessages } from 'shared-contracts/runtime';

/** What a part whose code could not be fetched says, beside Try again. */
export const LAZY_PART_FAILED = UI_WORDS.partFailed;

interface ChunkOptions {
  /**
   * The parts are drawn with antd's components: antd's theme (its CSS-in-JS engine and
   * ConfigProvider, about 50 KiB as sent) comes with their chunk, not with the page.
   */
  antd?: boolean;
}

interface PartOptions {
  /** The spinner's accessible name while the code comes ('Loading your passkeys'). */
  loading: string;
  /** What the spinner and the failure are drawn in (a section's card, busy while loading); else as they are. */
  frame?: (content: ReactNode, busy: boolean) => ReactNode;
}

type Wrap = (part: ReactNode) => ReactNode;
type PropsOf<C> = C extends ComponentType<infer P> ? P & object : never;
const asIs: Wrap = (part) => part;

async function withAntdTheme(): Promise<Wrap> {
  const { AntdTheme } = await import('shared-contracts/antd-theme');
  return (part) => <AntdTheme>{part}</AntdTheme>;
}

/**
 * Parts of a screen kept in a chunk of their own, fetched when the first of them is drawn (the
 * others wait for the same chunk): `lazyPartsOf(() => import('./Chunk'))('Export', { loading })`
 * is a component that takes the export's props. Until the code is there it is a spinner; if the
 * code cannot be fetched (the connection dropped) it says so with Try again, and the rest of the
 * screen carries on. When it is drawn is its caller's choice: Settings when a section comes near
 * the screen, one's own profile when its member asks. Drawn without Suspense: React 19 holds a
 * boundary's content for up to 300 ms after a sibling's fallback came or went.
 */
export function lazyPartsOf<M extends object>(load: () => Promise<M>, { antd = false }: ChunkOptions = {}) {
  let loading: Loadable<[M, Wrap]> | undefined;
  const once = () => (loading ??= new Loadable(() => Promise.all([withPageMessages(load()), antd ? withAntdTheme() : asIs])));
  // Try again in one part fetches the chunk again for all of its parts.
  const redraws = new Set<() => void>();
  const tryAgain = () => {
    if (loading?.failed) loading = undefined;
    for (const redraw of redraws) redraw();
  };
  return <K extends keyof M & string>(name: K, { loading: label, frame = (content) => content }: PartOptions): ComponentType<PropsOf<M[K]>> => {
    function LazyPart(props: PropsOf<M[K]>) {
      const [, redraw] = useState(0);
      const shared = useSharedText();
      useEffect(() => {
        const again = () => redraw((attempt) => attempt + 1);
        redraws.add(again);
        return () => {
          redraws.delete(again);
        };
      }, []);
      const failed = frame(
        <Notice type="error" action={<Button onClick={tryAgain}>{shared(UI_WORDS.tryAgain)}</Button>}>
          {shared(LAZY_PART_FAILED)}
        </Notice>,
        false,
      );
      return (
        <WhenLoaded loadable={once()} fallback={frame(<Spinner label={label} />, true)} failure={failed}>
          {([module, wrap]) => {
            const Part = module[name] as ComponentType<PropsOf<M[K]>>;
            return wrap(<Part {...props} />);
          }}
        </WhenLoaded>
      );
    }
    LazyPart.displayName = `Lazy(${name})`;
    return LazyPart;
  };
}
