/** Calls of the Haat API for setting up a phase (not for load): the `{ status, message, data }` envelope. */

export class ApiCallError extends Error {
  override name = 'ApiCallError';
}

export async function apiCall<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: {
      accept: 'application/json',
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let body: { message?: string; data?: T; errors?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not JSON: reported below with the status.
  }
  if (!response.ok) {
    const detail = body.errors ? ` ${JSON.stringify(body.errors)}` : '';
    throw new ApiCallError(
      `${init.method ?? 'GET'} ${url} answered ${response.status}: ${body.message ?? text.slice(0, 200)}${detail}`,
    );
  }
  return body.data as T;
}
