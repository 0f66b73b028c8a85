import { hostname } from 'node:os';
import { currentRequest } from './observability/requestContext.js';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

// pino's numeric levels, so the platform's and the gateway's lines filter and sort alike.
const LEVELS = { info: 30, warn: 40, error: 50 } as const;
const base = { service: 'gateway', pid: process.pid, hostname: hostname() };

/** One JSON line per event on stdout (errors on stderr), with the request's id when inside one. */
function line(level: keyof typeof LEVELS, msg: string): string {
  const reqId = currentRequest()?.requestId;
  return `${JSON.stringify({ level: LEVELS[level], time: Date.now(), ...base, ...(reqId ? { reqId } : {}), msg })}\n`;
}

export const consoleLogger: Logger = {
  info: (message) => void process.stdout.write(line('info', message)),
  warn: (message) => void process.stdout.write(line('warn', message)),
  error: (message) => void process.stderr.write(line('error', message)),
};
