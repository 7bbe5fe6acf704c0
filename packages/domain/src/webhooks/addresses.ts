// Where a webhook may be sent: in production only to public internet addresses, so a subscription
// cannot make the server call into its own network (SSRF). The server checks every address a host
// resolves to, at subscription time and again when it connects (a host may resolve differently later).

export type AddressKind =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'sharedCgnat'
  | 'linkLocal'
  | 'uniqueLocal'
  | 'multicast'
  | 'reserved'
  | 'invalid';

type Range = readonly [prefix: number, bits: number, kind: AddressKind];

const v4 = (a: number, b: number, c: number, d: number) => ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;

/** IPv4 ranges that are not the public internet (RFC 6890 and friends). */
const IPV4_RANGES: readonly Range[] = [
  [v4(0, 0, 0, 0), 8, 'unspecified'],
  [v4(10, 0, 0, 0), 8, 'private'],
  [v4(100, 64, 0, 0), 10, 'sharedCgnat'],
  [v4(127, 0, 0, 0), 8, 'loopback'],
  [v4(169, 254, 0, 0), 16, 'linkLocal'],
  [v4(172, 16, 0, 0), 12, 'private'],
  [v4(192, 0, 0, 0), 24, 'reserved'],
  [v4(192, 0, 2, 0), 24, 'reserved'],
  [v4(192, 88, 99, 0), 24, 'reserved'],
  [v4(192, 168, 0, 0), 16, 'private'],
  [v4(198, 18, 0, 0), 15, 'reserved'],
  [v4(198, 51, 100, 0), 24, 'reserved'],
  [v4(203, 0, 113, 0), 24, 'reserved'],
  [v4(224, 0, 0, 0), 4, 'multicast'],
  [v4(240, 0, 0, 0), 4, 'reserved'],
];

function parseIpv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = value * 256 + Number(part);
  }
  return value;
}

function classifyIpv4(value: number): AddressKind {
  for (const [prefix, bits, kind] of IPV4_RANGES) {
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    if ((value & mask) >>> 0 === prefix) return kind;
  }
  return 'public';
}

/** The eight 16-bit groups of an IPv6 address (with a trailing dotted IPv4 allowed), or null. */
function parseIpv6(text: string): number[] | null {
  let rest = text.toLowerCase();
  const zone = rest.indexOf('%');
  if (zone >= 0) rest = rest.slice(0, zone);
  const lastColon = rest.lastIndexOf(':');
  const last = rest.slice(lastColon + 1);
  if (last.includes('.')) {
    // A trailing dotted IPv4 address is the last two groups.
    const embedded = parseIpv4(last);
    if (embedded === null) return null;
    rest = `${rest.slice(0, lastColon + 1)}${(embedded >>> 16).toString(16)}:${(embedded & 0xffff).toString(16)}`;
  }
  const halves = rest.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const head = groups(halves[0]);
  const back = groups(halves[1]);
  if ([...head, ...back].some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  const given = head.length + back.length;
  if (halves.length === 1 ? given !== 8 : given > 7) return null;
  const zeros = Array.from({ length: 8 - given }, () => 0);
  return [
    ...head.map((group) => Number.parseInt(group, 16)),
    ...(halves.length === 2 ? zeros : []),
    ...back.map((group) => Number.parseInt(group, 16)),
  ];
}

function classifyIpv6(groups: number[]): AddressKind {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = groups;
  const embedded = ((g << 16) | h) >>> 0;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0) {
    // ::ffff:a.b.c.d (IPv4-mapped) reaches the IPv4 address; ::a.b.c.d (old IPv4-compatible) too.
    if (f === 0xffff) return classifyIpv4(embedded);
    if (f === 0) {
      if (g === 0 && h === 0) return 'unspecified';
      if (g === 0 && h === 1) return 'loopback';
      return classifyIpv4(embedded);
    }
  }
  // 64:ff9b::/96, NAT64: the IPv4 address it translates to decides.
  if (a === 0x64 && b === 0xff9b && c === 0 && d === 0 && e === 0 && f === 0) return classifyIpv4(embedded);
  // 2002::/16, 6to4: the IPv4 address in its next 32 bits decides.
  if (a === 0x2002) return classifyIpv4(((b << 16) | c) >>> 0);
  if ((a & 0xffc0) === 0xfe80) return 'linkLocal';
  if ((a & 0xffc0) === 0xfec0) return 'uniqueLocal';
  if ((a & 0xfe00) === 0xfc00) return 'uniqueLocal';
  if ((a & 0xff00) === 0xff00) return 'multicast';
  if (a === 0x2001 && b === 0x0db8) return 'reserved';
  if (a === 0x0100 && b === 0 && c === 0 && d === 0) return 'reserved';
  return 'public';
}

/** What kind of address an IP literal is (IPv4 dotted, IPv6 with or without brackets). */
export function classifyAddress(address: string): AddressKind {
  const text = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const ipv4 = parseIpv4(text);
  if (ipv4 !== null) return classifyIpv4(ipv4);
  if (!text.includes(':')) return 'invalid';
  const groups = parseIpv6(text);
  return groups ? classifyIpv6(groups) : 'invalid';
}

export function isPublicAddress(address: string): boolean {
  return classifyAddress(address) === 'public';
}

/** The host of a URL as an IP literal (brackets removed), or null when it is a name to resolve. */
export function literalAddressOf(hostname: string): string | null {
  const text = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return classifyAddress(text) === 'invalid' ? null : text;
}
