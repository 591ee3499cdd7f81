/** "Chrome on macOS" from a user agent, good enough to recognise one's own devices. */
export function describeDevice(userAgent: string | null | undefined): {
  label: string;
  mobile: boolean;
} {
  const ua = userAgent ?? '';
  const browser =
    [
      ['Edge', /Edg\//],
      ['Opera', /OPR\//],
      ['Firefox', /Firefox\//],
      ['Chrome', /Chrom(e|ium)\//],
      ['Safari', /Safari\//],
    ].find(([, re]) => (re as RegExp).test(ua))?.[0] ?? 'Unknown browser';
  const os =
    [
      ['iOS', /iPhone|iPad/],
      ['Android', /Android/],
      ['Windows', /Windows/],
      ['macOS', /Mac OS X|Macintosh/],
      ['Linux', /Linux/],
    ].find(([, re]) => (re as RegExp).test(ua))?.[0] ?? null;
  return {
    label: os ? `${String(browser)} on ${String(os)}` : String(browser),
    mobile: /Mobile|iPhone|Android/.test(ua),
  };
}
