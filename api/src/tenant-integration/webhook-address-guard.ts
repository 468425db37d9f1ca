/**
 * Keeps webhook deliveries off the platform's own network (SSRF). A tenant names the URL we
 * POST to; without this guard it could aim our server at loopback, the private network or a
 * cloud metadata address and read status codes and timeouts from its delivery log.
 *
 * Only globally routable unicast addresses pass: ipaddr.js classifies the ranges (private,
 * loopback, link-local, unique-local, carrier-grade NAT, multicast, 0.0.0.0/8, reserved,
 * documentation, IPv6 tunnels that embed an IPv4 address...). The check runs twice: on IP
 * literals when the URL is set (a clear 400), and on every resolved address at connect time
 * (a name that resolves, or later rebinds, to an internal address is refused before connecting).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { Agent } from 'undici';
import { undici } from './undici';

/** The error code of a refused address, so the delivery log can say why without saying more. */
export const ADDRESS_REFUSED = 'EWEBHOOKADDRESS';

/** True for an address a webhook may be delivered to: public unicast, IPv4-mapped IPv6 unwrapped. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

/** The host of a URL if it is an IP literal (IPv6 without its brackets), else null. */
export function ipLiteralHost(url: URL): string | null {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) ? host : null;
}

function refused(hostname: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`${hostname} resolves to an address webhooks may not reach`);
  error.code = ADDRESS_REFUSED;
  return error;
}

/** net.connect's lookup: resolve all addresses and refuse the name if any of them is internal. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 4);
    const usable = addresses.length > 0 && addresses.every((entry) => isPublicAddress(entry.address));
    if (!usable) return callback(refused(hostname), '', 4);
    if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses as [LookupAddress];
    return callback(null, first.address, first.family);
  });
};

/**
 * The dispatcher of guarded deliveries. net.connect skips the lookup for IP literals, hence
 * assertDeliverable on the URL before each request as well.
 */
export function createPublicOnlyAgent(): Agent {
  return new (undici().Agent)({ connect: { lookup: publicOnlyLookup } });
}

/** Throws the refused-address error for an IP-literal URL host outside the public unicast ranges. */
export function assertDeliverable(url: URL): void {
  const literal = ipLiteralHost(url);
  if (literal !== null && !isPublicAddress(literal)) throw refused(literal);
}

/** Whether an error (or its cause, as undici's fetch wraps it) is a refused address. */
export function isAddressRefused(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as NodeJS.ErrnoException).code === ADDRESS_REFUSED) return true;
  }
  return false;
}
