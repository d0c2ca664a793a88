import { Suspense, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { REMOTE_AREA_NAMES, type ExposedModules, type ExposedRequest, type RemoteName } from 'shared-contracts/runtime';
import { useRemoteRegistry } from './RemoteRegistryContext';
import { WhenLoaded } from 'shared-contracts/ui';
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

/** Renders a module of a remote, loaded when first needed (or fetched ahead); a failure stays inside this area. */
export function RemoteView<R extends ExposedRequest>({ request, props, renderFailure, fallback }: RemoteViewProps<R>) {
  const registry = useRemoteRegistry();
  const [attempt, setAttempt] = useState(0);
  const module = registry.module(request);
  const area = REMOTE_AREA_NAMES[request.split('/')[0] as RemoteName];
  const spinner = fallback ?? <PageSpinner />;

  const retry = () => {
    registry.module(request, true);
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
      {/* The module's own parts may still suspend; the module itself is waited for without (WhenLoaded). */}
      <Suspense fallback={spinner}>
        <WhenLoaded loadable={module} fallback={spinner}>
          {(loaded) => {
            const Module = loaded.default as ComponentType<any>;
            return <Module {...(props ?? {})} />;
          }}
        </WhenLoaded>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
