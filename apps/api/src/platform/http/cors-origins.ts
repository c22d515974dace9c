/**
 * Browser origins allowed by CORS_ORIGINS: exact origins (`https://shop.example`), wildcard
 * subdomains (`https://*.haat.example`), any port (`http://localhost:*`), or `*` for any origin.
 */
export function originMatcher(patterns: readonly string[]): (origin: string) => boolean {
  if (patterns.includes('*')) return () => true;
  const regexes = patterns.map(patternToRegex);
  return (origin) => regexes.some((regex) => regex.test(origin.toLowerCase()));
}

function patternToRegex(pattern: string): RegExp {
  const escaped = pattern
    .toLowerCase()
    .replace(/[.+?^${}()|[\]\\]/gu, '\\$&')
    .replace('://*\\.', '://(?:[a-z0-9-]+\\.)+')
    .replace(/:\*$/u, ':\\d{1,5}')
    .replaceAll('*', '\\*');
  return new RegExp(`^${escaped}$`, 'u');
}
