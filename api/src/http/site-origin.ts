// The site's own origin for a request: the start of every absolute address the server writes (password-reset links,
// canonical links, Open Graph and JSON-LD, the sitemap, robots.txt). PUBLIC_URL when it is set; otherwise the origin
// the request names, but only when that is one of the site's own, so a forged Host or X-Forwarded-Host never puts
// another site's name into a link, a page head or a cached sitemap.
import { hostname, networkInterfaces } from 'node:os';
import type { Config } from '../lib/config.ts';
import type { AppContext } from './context.ts';

export type SiteSettings = Pick<Config, 'publicUrl' | 'allowedOrigins'>;

/**
 * The origin a request names: its scheme and Host (behind a trusted proxy, X-Forwarded-Proto and X-Forwarded-Host).
 * A browser always names the site it is talking to, but any other client can name any site.
 */
export const addressedOrigin = (ctx: AppContext): string => `${ctx.protocol}://${ctx.host}`;

export function siteOrigin(ctx: AppContext, settings: SiteSettings): string {
  if (settings.publicUrl) return settings.publicUrl;
  const port = ctx.req.socket.localPort ?? 0;
  const named = parseOrigin(addressedOrigin(ctx));
  if (named && (allowedOrigins(settings).has(named.origin) || isThisMachine(ctx, named, port))) return named.origin;
  // Not a name of ours: links that work on this machine, never ones that lead elsewhere.
  return `http://localhost:${port}`;
}

/** The origin of an address as URL spells it (lower case, no default port, IPv6 in brackets), or undefined. */
function parseOrigin(address: string): URL | undefined {
  const url = URL.canParse(address) ? new URL(address) : undefined;
  return url?.protocol === 'http:' || url?.protocol === 'https:' ? url : undefined;
}

function allowedOrigins(settings: SiteSettings): Set<string> {
  return new Set(settings.allowedOrigins.flatMap((origin) => parseOrigin(origin)?.origin ?? []));
}

/** A name of this machine at the port the request arrived on: the address it really came to, loopback, host name. */
function isThisMachine(ctx: AppContext, named: URL, port: number): boolean {
  const namedPort = Number(named.port || (named.protocol === 'https:' ? 443 : 80));
  if (namedPort !== port) return false;
  const arrivedOn = ctx.req.socket.localAddress;
  return machineHostNames().has(named.hostname) || (arrivedOn !== undefined && hostNameOf(arrivedOn) === named.hostname);
}

let machineNames: Set<string> | undefined;

/** Loopback, the machine's host name and its interface addresses, as URL writes host names; read once. */
function machineHostNames(): Set<string> {
  if (!machineNames) {
    const addresses = Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((entry) => entry.address));
    machineNames = new Set(['localhost', '127.0.0.1', '::1', hostname(), ...addresses].map(hostNameOf).filter((name) => name !== ''));
  }
  return machineNames;
}

/** A host name or IP address as it appears in a parsed URL's `hostname` (an IPv4 address mapped into IPv6 as IPv4). */
function hostNameOf(nameOrAddress: string): string {
  const address = nameOrAddress.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return parseOrigin(`http://${address.includes(':') ? `[${address}]` : address}`)?.hostname ?? '';
}
