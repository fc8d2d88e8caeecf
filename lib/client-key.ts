/**
 * The key a client address is counted under by the rate limits and the front's per-client render cap.
 * An IPv6 subscriber is handed a whole /64 (RFC 6177), and picks any of its 2^64 addresses at will:
 * keyed on the full address, one client would get a fresh bucket per request. So an IPv6 address
 * counts as its /64, and an IPv4 address written as IPv6 (`::ffff:a.b.c.d`, as a dual-stack socket
 * reports IPv4 peers) as the IPv4 address itself, so both spellings share one bucket.
 */

/** `a.b.c.d` with each part 0–255, or null. */
function ipv4Parts(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const numbers = parts.map(Number);
  return numbers.every((part) => part <= 255) ? numbers : null;
}

/** The eight 16-bit groups of an IPv6 address (a trailing IPv4 part taken as two), or null. */
function ipv6Groups(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (half: string): number[] | null => {
    if (half === '') return [];
    const groups: number[] = [];
    const pieces = half.split(':');
    for (const [index, piece] of pieces.entries()) {
      const v4 = index === pieces.length - 1 && piece.includes('.') ? ipv4Parts(piece) : null;
      if (v4) groups.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      else if (/^[0-9a-f]{1,4}$/i.test(piece)) groups.push(parseInt(piece, 16));
      else return null;
    }
    return groups;
  };
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...tail] : null;
}

/** The rate-limit key of a client address: IPv6 as its /64, IPv4-mapped IPv6 as IPv4, else as given. */
export function clientKeyOf(address: string): string {
  // A zone (`fe80::1%eth0`) and URL brackets say nothing about who the client is.
  const bare = address
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  if (!bare.includes(':')) return address;
  const groups = ipv6Groups(bare);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
