import { lazyPartsOf } from 'shared-contracts/ui';

/**
 * A lazy part (lazyPartsOf) whose spinner is named in the page's language: the name is fixed
 * when a part is made, so one part is made per name and kept (a language chosen later makes its
 * own; the chunk is still fetched once).
 */
export function lazyPartNamed<M extends object, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  const chunk = lazyPartsOf(load);
  const made = new Map<string, ReturnType<typeof chunk<K>>>();
  return (loading: string): ReturnType<typeof chunk<K>> => {
    let part = made.get(loading);
    if (!part) {
      part = chunk(name, { loading });
      made.set(loading, part);
    }
    return part;
  };
}
