import { t } from '@lingui/core/macro';

// Product names, the same in every language; the first that matches wins.
const BROWSERS = {
  Edge: /Edg\//,
  Opera: /OPR\//,
  Firefox: /Firefox\//,
  Chrome: /Chrom(e|ium)\//,
  Safari: /Safari\//,
};
const SYSTEMS = {
  iOS: /iPhone|iPad/,
  Android: /Android/,
  Windows: /Windows/,
  macOS: /Mac OS X|Macintosh/,
  Linux: /Linux/,
};

const firstMatch = (names: Record<string, RegExp>, ua: string) =>
  Object.entries(names).find(([, re]) => re.test(ua))?.[0];

/** "Chrome on macOS" from a user agent, good enough to recognise one's own devices. */
export function describeDevice(userAgent: string | null | undefined): {
  label: string;
  mobile: boolean;
} {
  const ua = userAgent ?? '';
  const browser = firstMatch(BROWSERS, ua) ?? t`Unknown browser`;
  const os = firstMatch(SYSTEMS, ua);
  return {
    label: os ? t`${browser} on ${os}` : browser,
    mobile: /Mobile|iPhone|Android/.test(ua),
  };
}
