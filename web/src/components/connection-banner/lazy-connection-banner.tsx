import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { getConnectionState, subscribeConnection } from 'src/lib/connection';
import type { ConnectionError } from 'src/lib/connection';
import { loadBootMessages } from 'src/lib/i18n/activate-locale';

// Out of the first load (decision 090); fetched when the browser is idle, so it is at hand by
// the time the server goes away. Each brings a catalog with its words, in case no page has loaded
// one yet (decision 205).
const loadBanner = () =>
  Promise.all([import('./connection-banner'), loadBootMessages()]).then(([m]) => m);
const loadUnreachable = () =>
  Promise.all([import('./session-unreachable'), loadBootMessages()]).then(([m]) => m);
const Banner = lazy(() => loadBanner().then((m) => ({ default: m.ConnectionBanner })));
const Unreachable = lazy(() => loadUnreachable().then((m) => ({ default: m.SessionUnreachable })));

function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = globalThis.setTimeout(run, 2000);
  return () => globalThis.clearTimeout(id);
}

/** The connection banner, mounted the first time the API is down or busy, then kept. */
export function LazyConnectionBanner() {
  const state = useSyncExternalStore(subscribeConnection, getConnectionState, getConnectionState);
  const [wanted, setWanted] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        loadBanner().catch(() => {});
        loadUnreachable().catch(() => {});
      }),
    [],
  );
  useEffect(() => {
    if (state !== 'ok') setWanted(true);
  }, [state]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  );
}

/** See `session-unreachable.tsx`; loaded on demand. */
export function SessionUnreachable(props: { error: ConnectionError; onRetry: () => void }) {
  return (
    <Suspense fallback={null}>
      <Unreachable {...props} />
    </Suspense>
  );
}
