const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Whether analytics may run on this host: never on localhost, bare IP-address hosts or
 * 192.168.* hosts, so development and local networks send nothing.
 */
export function isAnalyticsHostAllowed(hostname: string): boolean {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (!host) return false;
  if (host === 'localhost' || host.endsWith('.localhost')) return false;
  if (host.startsWith('192.168.')) return false;
  if (IPV4.test(host)) return false;
  // IPv6 literals arrive as `[::1]` from URL.host or `::1` from location.hostname.
  if (host.startsWith('[') || host.includes(':')) return false;
  return true;
}

/** Analytics runs only with a key configured and on an allowed host. */
export function isAnalyticsEnabled(key: string | undefined, hostname: string): boolean {
  return Boolean(key?.trim()) && isAnalyticsHostAllowed(hostname);
}
