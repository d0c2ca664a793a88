import { Spinner } from 'shared-contracts/ui';
import { useText } from '../messages';

const css = `.fn-page-spinner { display: flex; align-items: center; justify-content: center; }`;

/**
 * The centred spinner of a page (or the whole screen) that is still loading. It is on every first
 * visit (it shows while the sign-in page loads): the Spinner brings its own rules and no others.
 */
export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  const t = useText();
  return (
    <div className="fn-page-spinner" role="status" aria-label={t('loading')} style={{ minHeight: fullScreen ? '100vh' : '40vh' }}>
      <style>{css}</style>
      <Spinner size="large" />
    </div>
  );
}
