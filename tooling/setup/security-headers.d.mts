import type { IncomingMessage } from 'node:http';

export const SECURITY_HEADERS_FILE: string;
export const HSTS: string;
export function adminContentSecurityPolicy(options: { apiUrl: string; imageUrls?: string[] }): string;
export function adminSecurityHeaders(options: { apiUrl: string; imageUrls?: string[] }): Record<string, string>;
export function servedOverTls(request: IncomingMessage): boolean;
