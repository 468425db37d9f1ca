import { isIPv4, isIPv6 } from 'node:net';

/**
 * Who a per-requester budget counts: an IPv4 address, or an IPv6 /64. One subscriber gets a
 * whole /64 (often a /56 or /48) and may use any of its 2^64 addresses, so counting single
 * IPv6 addresses would give a stranger an endless supply of fresh budgets.
 */
export function requesterOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip)) return ip;
  const address = ip.replace(/%.*$/, '');
  if (!isIPv6(address)) return ip;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, lower case without leading zeros (an embedded IPv4 tail included). */
function expandIpv6(address: string): string[] {
  let text = address.toLowerCase();
  const v4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4Tail) {
    const [a, b, c, d] = v4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((group) => parseInt(group, 16).toString(16));
}
