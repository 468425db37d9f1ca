/**
 * Renders a screen that lives in a remote. A remote that fails to load (server down, bad
 * deploy) or throws while rendering is contained here: the shell and the other remotes keep
 * working. A release that fails gives way once to the tenant's previous release
 * (remote-fallback.ts); only then does the user get a Retry.
 */
import { Component, lazy, Suspense, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import { Skeleton, Spinner } from '@portal/shared/ui';
import type { ModuleId } from '../boot/deployment';
import { useDeployment } from '../boot/deployment-context';
import { canFallBack, fallBack } from './remote-fallback';
import { forgetModule, loadedRemoteScreen, loadRemoteScreen } from './remote-registry';
import { SectionUnavailable } from './section-unavailable';
import { useServerScreen } from './server-screens';
import { TypedBeforeHydration } from './typed-before-hydration';

interface BoundaryProps {
  onRetry: () => void;
  /** Switches the remote to its fallback release; false when it has none left. */
  onFallBack: (error: Error) => boolean;
  /** Whether a failure would fall back: the boundary then shows Loading, not the unavailable screen. */
  willFallBack: () => boolean;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (this.props.onFallBack(error)) {
      this.props.onRetry();
      return;
    }
    console.error('A portal section failed', error, info.componentStack);
  }

  override render() {
    if (this.state.failed && this.props.willFallBack()) return <Spinner />;
    if (this.state.failed) {
      return (
        <SectionUnavailable
          onRetry={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}

export function RemoteScreen({ module, expose }: { module: ModuleId; expose: string }) {
  const deployment = useDeployment();
  const [attempt, setAttempt] = useState(0);
  // On the server the screen is imported from source (docs/boot.md); in the browser it loads
  // through Module Federation, lazily, inside the same Suspense boundary: while hydrating,
  // React keeps the server's HTML of that boundary until the remote has loaded, then hydrates it.
  const serverScreen = useServerScreen(module, expose);
  // A new lazy component per attempt, so Retry loads again instead of replaying the failure.
  // A screen already loaded (preloaded during the session check, or seen before) renders at
  // once, without a fallback (see loadedRemoteScreen).
  const Screen = useMemo(
    () =>
      serverScreen ??
      (attempt === 0 ? loadedRemoteScreen(module, expose) : undefined) ??
      lazy(() => loadRemoteScreen(deployment, module, expose, { retry: attempt > 0 })),
    [serverScreen, deployment, module, expose, attempt],
  );
  return (
    // Keyed by screen too: moving to another route must not inherit this one's failure.
    <RemoteErrorBoundary
      key={`${module}/${expose}/${attempt}`}
      onRetry={() => setAttempt((n) => n + 1)}
      willFallBack={() => canFallBack(deployment, module)}
      onFallBack={(error) => {
        if (!fallBack(deployment, module, error)) return false;
        forgetModule(module);
        return true;
      }}
    >
      {/* The next screen's shape while its remote loads: a route change never shows a blank page. */}
      <Suspense fallback={<Skeleton />}>
        <Screen />
        <TypedBeforeHydration />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
