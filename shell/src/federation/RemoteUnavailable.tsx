import { useSharedText } from 'shared-contracts/runtime';
import { useText } from '../messages';

const css = `
.fn-remote-unavailable { display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 48px 16px; text-align: center; }
.fn-remote-unavailable h2 { margin: 0; font-size: var(--fn-h3-size); color: var(--fn-color-text-primary); }
.fn-remote-unavailable p { margin: 0; color: var(--fn-color-text-secondary); }
.fn-remote-unavailable button { margin-top: 8px; padding: 6px 16px; font: inherit; color: #fff; cursor: pointer;
  background: var(--fn-color-primary); border: 0; border-radius: var(--fn-border-radius); }
.fn-remote-unavailable button:hover { background: var(--fn-color-primary-dark); }
.fn-remote-unavailable button:focus-visible { outline: 2px solid var(--fn-color-primary-dark); outline-offset: 2px; }
`;

interface MissingLibrary {
  library: string;
  needs: string;
  has?: string;
}

/**
 * A remote built for a newer shared library than this site provides: the federation runtime
 * refuses it (strictVersion) with 'Version 19.3.1 from shell of shared singleton module react
 * does not satisfy the requirement of mf_map which needs ^20.0.0'. Anything else: undefined.
 */
export function missingSharedLibrary(error: unknown): MissingLibrary | undefined {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const match = /Version (\S+) from \S+ of shared singleton module (\S+) does not satisfy the requirement of \S+ which needs ([^)\s]+)/.exec(text);
  if (!match) return undefined;
  return { library: match[2], needs: match[3], has: match[1] === 'undefined' ? undefined : match[1] };
}

/**
 * The in-page message of an area whose remote could not be loaded. Plain HTML on purpose:
 * it must show when the network is what failed, so it cannot wait for another download.
 */
export function RemoteUnavailable({ area, onRetry, missingLibrary }: { area: string; onRetry: () => void; missingLibrary?: MissingLibrary }) {
  const t = useText();
  const named = useSharedText()(area);
  return (
    <div className="fn-remote-unavailable" role="alert">
      <style>{css}</style>
      <svg width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" fill="var(--fn-color-warning)">
        <path d="M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z" />
      </svg>
      <h2>{t('unavailable.title', { area: named })}</h2>
      {missingLibrary ? (
        <p>
          {missingLibrary.has
            ? t('unavailable.needsLibraryHas', { area: named, library: missingLibrary.library, needs: missingLibrary.needs, has: missingLibrary.has })
            : t('unavailable.needsLibrary', { area: named, library: missingLibrary.library, needs: missingLibrary.needs })}
        </p>
      ) : (
        <p>{t('unavailable.connection')}</p>
      )}
      <button type="button" onClick={onRetry}>
        {t('unavailable.retry')}
      </button>
    </div>
  );
}
