import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client';
import type { ServerConfig } from '../../config';
import { smsOutbox } from './schema';

export type SmsType = 'login' | 'register' | 'reset' | 'default';
export type SmsMessage = { phone: string; type: SmsType; code: string; text: string };

/** Sends one verification SMS. A real provider implements the same interface. */
export interface SmsAdapter {
  send(msg: SmsMessage, at: Date): Promise<void>;
}

export const OUTBOX_FILE = 'sms-outbox.jsonl';

/**
 * The local provider: nothing leaves the machine. Messages land in the sms_outbox table, the log, and
 * <DATA_DIR>/sms-outbox.jsonl, which the browser tests read codes from.
 */
export function createLocalSms({
  db,
  config,
  log = console.log,
}: {
  db: Db;
  config: ServerConfig;
  /** Where the `[sms]` line goes (tests pass a no-op). */
  log?: (line: string) => void;
}): SmsAdapter {
  const file = path.join(config.dataDir, OUTBOX_FILE);
  let dirReady: Promise<unknown> | undefined;
  return {
    async send(msg, at) {
      await db.insert(smsOutbox).values({ phone: msg.phone, type: msg.type, code: msg.code, content: msg.text, createdAt: at });
      log(`[sms] ${msg.phone} ${msg.type} code=${msg.code}`);
      dirReady ??= fs.mkdir(config.dataDir, { recursive: true });
      await dirReady;
      const line = JSON.stringify({ phone: msg.phone, type: msg.type, code: msg.code, at: at.toISOString() });
      await fs.appendFile(file, line + '\n', 'utf8');
    },
  };
}
