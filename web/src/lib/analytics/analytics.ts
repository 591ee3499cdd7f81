import type { PostHog } from 'posthog-js';
import { appConfig } from 'src/config/app-config';
import { isAnalyticsEnabled } from './is-analytics-host-allowed';

let client: Promise<PostHog | null> | null = null;

/**
 * Loads and starts PostHog once, lazily (its own chunk, after first paint), or resolves to null
 * when analytics is off for this host or no key is configured.
 */
export function loadAnalytics(): Promise<PostHog | null> {
  if (client) return client;
  const { key, host } = appConfig.analytics;
  if (!isAnalyticsEnabled(key, window.location.hostname)) {
    client = Promise.resolve(null);
    return client;
  }
  client = import('posthog-js')
    .then(({ default: posthog }) => {
      posthog.init(key, {
        api_host: host,
        capture_pageview: 'history_change',
        capture_pageleave: true,
        autocapture: true,
        persistence: 'localStorage+cookie',
        // The server's CSP allows scripts from 'self' only: no remote add-ons (recorder, surveys).
        disable_external_dependency_loading: true,
        disable_session_recording: true,
      });
      return posthog;
    })
    .catch((error: unknown) => {
      console.error('Analytics failed to load.', error);
      return null;
    });
  return client;
}

export type AnalyticsUser = { id: string; email?: string | null; name: string; avatar?: string };

export async function identifyUser(user: AnalyticsUser): Promise<void> {
  const posthog = await loadAnalytics();
  posthog?.identify(user.id, { email: user.email, name: user.name, avatar: user.avatar });
}

export async function resetAnalytics(): Promise<void> {
  if (!client) return;
  (await client)?.reset();
}
