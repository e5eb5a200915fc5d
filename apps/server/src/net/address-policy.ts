import net from 'node:net';

/**
 * Addresses an outbound fetch must never reach: anything that is not the public internet.
 * Checked on the address the name resolved to (and on literal addresses), so a shop name that
 * resolves to the metadata service or the LAN is refused like the literal would be.
 */
const blockedV4 = new net.BlockList();
// Separate lists: one BlockList checks IPv4 addresses against its IPv6 rules as mapped
// addresses, and the mapped range below would then match every IPv4 address.
const blockedV6 = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network", includes the unspecified 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  blockedV4.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::ffff:0:0', 96], // IPv4-mapped: would smuggle any IPv4 address past the list above
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID...)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 embeds an IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blockedV6.addSubnet(prefix, bits, 'ipv6');
}

/** Whether an IP address (v4 or v6, without brackets) is outside the public internet. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return blockedV4.check(address, 'ipv4');
  if (family === 6) return blockedV6.check(address, 'ipv6');
  // Not an address at all: refuse rather than guess.
  return true;
}

/**
 * FETCH_ALLOW_HOSTS: `host` (any port) or `host:port` entries that skip the private-address
 * guard, for tests and intranet shops. Hosts compare case-insensitively; IPv6 in brackets.
 */
export function parseAllowHosts(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
}

/** Whether a URL's host (and port) is on the allow list. */
export function isAllowedHost(url: URL, allowHosts: readonly string[]): boolean {
  if (allowHosts.length === 0) return false;
  const host = url.hostname.toLowerCase();
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return allowHosts.includes(host) || allowHosts.includes(`${host}:${port}`);
}
