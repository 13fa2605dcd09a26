import { log, setLogCapture } from '@/server/log';

export type LogLine = Record<string, unknown> & { level: string; msg?: string; reqId?: string };

/**
 * Runs `fn` with the logger's lines captured (at `level` and above; the tests' default level is warn) instead of
 * written to stdout; returns them, as text and parsed.
 */
export async function captureLogs(fn: () => Promise<unknown>, level = 'info'): Promise<{ text: string; lines: LogLine[] }> {
  const raw: string[] = [];
  const before = log.level;
  log.level = level;
  const restore = setLogCapture({ write: (line: string) => raw.push(line) });
  try {
    await fn();
  } finally {
    restore();
    log.level = before;
  }
  return { text: raw.join(''), lines: raw.map((l) => JSON.parse(l) as LogLine) };
}
