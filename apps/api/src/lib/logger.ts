import type { LogLevel } from '../env.ts';

export type LogFields = Record<string, unknown>;

/** Structured logs: one JSON object per line (time, level, msg, fields). */
export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

type Write = (line: string) => void;
const toStdout: Write = (line) => process.stdout.write(`${line}\n`);

export function createLogger(level: LogLevel, write: Write = toStdout): Logger {
  const log = (lineLevel: Exclude<LogLevel, 'silent'>) => (msg: string, fields?: LogFields) => {
    if (rank[lineLevel] < rank[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lineLevel, msg, ...fields }));
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

/** An error as log fields, with its stack and causes (for the log only, never for a client). */
export function errorFields(error: unknown): LogFields {
  if (!(error instanceof Error)) return { error: String(error) };
  return {
    error: error.message,
    error_name: error.name,
    stack: error.stack,
    ...(error.cause === undefined ? {} : { cause: errorFields(error.cause) }),
  };
}
