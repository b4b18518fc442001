// Which site serves a request: its host name, or outside production the host a `?site=` cookie
// names. Here in http, where the caller is made (caller.ts); landing reads the host name rule.

/** A host name, with a port or without. */
export const hostName = /^(localhost|([a-z0-9-]+\.)+[a-z0-9-]+)(:\d+)?$/i;

/** The cookie that `?site=` sets in the browser so a branded site can be tried without its
 *  host name; honoured only outside production, where the Host header alone decides. */
export const siteOverrideCookie = 'site';

/** The host whose site serves a request to `hostname`, or to the host a site override cookie names. */
export function siteHostOf(hostname: string, override: string | undefined): string {
  return override && hostName.test(override) ? override.toLowerCase().replace(/:\d+$/, '') : hostname;
}
