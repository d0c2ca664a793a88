import { Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import { REMOTE_AREA_NAMES, type ExposedModules, type ExposedRequest, type RemoteName } from 'shared-contracts/runtime';
import { useRemoteRegistry } from './RemoteRegistryContext';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable, missingSharedLibrary } from './RemoteUnavailable';
import { PageSpinner } from '../layout/PageSpinner';

type Props<R extends ExposedRequest> = ComponentProps<ExposedModules[R]['default']>;

interface RemoteViewProps<R extends ExposedRequest> {
  request: R;
  props?: Props<R>;
  /** Wraps the failure message (a dialog puts it in a modal). */
  renderFailure?: (message: ReactNode) => ReactNode;
  fallback?: ReactNode;
}

/** Renders a module of a remote, loaded when first needed; a failure stays inside this area. */
export function RemoteView<R extends ExposedRequest>({ request, props, renderFailure, fallback }: RemoteViewProps<R>) {
  const registry = useRemoteRegistry();
  const [attempt, setAttempt] = useState(0);
  const Module = registry.component(request);
  const area = REMOTE_AREA_NAMES[request.split('/')[0] as RemoteName];

  const retry = () => {
    registry.component(request, true);
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteErrorBoundary
      key={`${request}:${attempt}`}
      onRetry={retry}
      fallback={(onRetry, error) => {
        const message = <RemoteUnavailable area={area} onRetry={onRetry} missingLibrary={missingSharedLibrary(error)} />;
        return renderFailure ? renderFailure(message) : message;
      }}
    >
      <Suspense fallback={fallback ?? <PageSpinner />}>
        <Module {...(props ?? {})} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
