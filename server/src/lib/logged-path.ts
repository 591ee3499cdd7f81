/**
 * The request path as the logs keep it. A calendar subscription token works like a password
 * (decision 171), so a log line never holds it.
 *
 * @example loggedPath('/api/calendar/AbC…xyz.ics') // '/api/calendar/[token].ics'
 */
export function loggedPath(path: string): string {
  return path.replace(/^(\/api\/calendar\/)(?!download\.ics$)[^/]+\.ics$/i, '$1[token].ics');
}
