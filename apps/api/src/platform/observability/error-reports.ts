/**
 * Unexpected errors (the 500s and unhandled rejections) reported to an error tracker that speaks Sentry's
 * protocol (Sentry, GlitchTip, …), on when `SENTRY_DSN` is set (off, the SDK is not even loaded). A report
 * holds the error, its stack, the request id and the route pattern: never the request's body, query,
 * headers or address, which may hold shoppers' numbers and addresses.
 */
import type * as SentrySdk from '@sentry/node';

let sentry: typeof SentrySdk | undefined;

export async function startErrorReports(dsn: string, environment: string): Promise<void> {
  sentry = await import('@sentry/node');
  sentry.init({
    dsn,
    environment,
    // Only what this module sends: no automatic instrumentation (tracing is OpenTelemetry's, tracing.ts).
    defaultIntegrations: false,
    tracesSampleRate: 0,
    beforeSend(event) {
      delete event.request;
      delete event.user;
      delete event.breadcrumbs;
      return event;
    },
  });
  process.on('unhandledRejection', (reason) => sentry?.captureException(reason));
}

export function reportError(error: unknown, context: { requestId?: string; route?: string }): void {
  sentry?.captureException(error, { tags: { request_id: context.requestId, route: context.route } });
}

/** Sends what is still queued (before the process exits). */
export async function flushErrorReports(timeoutMs = 2_000): Promise<void> {
  await sentry?.flush(timeoutMs);
}
