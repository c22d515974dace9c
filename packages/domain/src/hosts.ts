/**
 * A Host header or typed domain as a bare hostname: trimmed, lowercased, without port or
 * trailing dot. IPv6 literals lose their brackets ("[::1]:5173" -> "::1").
 */
export function normalizeHostname(host: string): string {
  let hostname = host.trim().toLowerCase();
  if (hostname.startsWith('[')) {
    const end = hostname.indexOf(']');
    return end === -1 ? hostname.slice(1) : hostname.slice(1, end);
  }
  // More than one colon without brackets is a bare IPv6 address, which has no port.
  const colons = hostname.split(':').length - 1;
  if (colons === 1) hostname = hostname.slice(0, hostname.indexOf(':'));
  return hostname.replace(/\.+$/u, '');
}
