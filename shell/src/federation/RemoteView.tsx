import { lazy, Suspense, useState, type ComponentProps, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { REMOTE_AREA_NAMES, type ExposedModules, type ExposedRequest, type RemoteName } from 'shared-contracts/remotes';
import { loadExposed } from './remoteRegistry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';
import { PageSpinner } from '../layout/PageSpinner';

type Props<R extends ExposedRequest> = ComponentProps<ExposedModules[R]['default']>;

// One lazy component per exposed module, so moving between routes does not flash a spinner.
const lazyModules = new Map<ExposedRequest, LazyExoticComponent<ComponentType<any>>>();

function lazyModule(request: ExposedRequest, fresh: boolean) {
  let component = lazyModules.get(request);
  if (!component || fresh) {
    component = lazy(() => loadExposed(request, fresh) as Promise<{ default: ComponentType<any> }>);
    lazyModules.set(request, component);
  }
  return component;
}

interface RemoteViewProps<R extends ExposedRequest> {
  request: R;
  props?: Props<R>;
  /** Wraps the failure message (a dialog puts it in a modal). */
  renderFailure?: (message: ReactNode) => ReactNode;
  fallback?: ReactNode;
}

/** Renders a module of a remote, loaded when first needed; a failure stays inside this area. */
export function RemoteView<R extends ExposedRequest>({ request, props, renderFailure, fallback }: RemoteViewProps<R>) {
  const [attempt, setAttempt] = useState(0);
  const Module = lazyModule(request, false);
  const area = REMOTE_AREA_NAMES[request.split('/')[0] as RemoteName];

  const retry = () => {
    lazyModule(request, true);
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteErrorBoundary
      key={attempt}
      onRetry={retry}
      fallback={(onRetry) => {
        const message = <RemoteUnavailable area={area} onRetry={onRetry} />;
        return renderFailure ? renderFailure(message) : message;
      }}
    >
      <Suspense fallback={fallback ?? <PageSpinner />}>
        <Module {...(props ?? {})} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
