import type { ChildProcess } from 'node:child_process';
import type { Agent } from 'node:http';

export const PHONE_UA: string;
export function get(url: string, opts?: { agent?: Agent; headers?: Record<string, string> }): Promise<{ status: number; location?: string; body: string }>;
export function waitUp(base: string): Promise<void>;
export function startServer(opts: { port: number; dataDir: string; env?: Record<string, string>; nodeArgs?: string[]; stdout?: 'ignore' | 'inherit' | number }): ChildProcess;
export function stopServer(server: ChildProcess): Promise<void>;
export const DEMO_CUSTOMER: { phone: string; password: string };
export function customerCookie(base: string, opts?: { phone?: string; password?: string }): Promise<{ cookie: string; userId: string }>;
export function processCpuMs(pid: number | undefined): number | null;
export function median(xs: number[]): number;
