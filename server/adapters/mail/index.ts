import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client';
import type { ServerConfig } from '../../config';
import { mailOutbox, type MailAttachment } from './schema';
import { chooseProvider, type Env, type ProviderInfo } from '../providers';

export type { MailAttachment };
export type MailMessage = { to: string; subject: string; text: string; attachments?: MailAttachment[]; ref?: string };

/** Sends one e-mail. A real provider (SMTP, a mail API) implements the same interface and reads attachments from storage. */
export interface MailAdapter extends ProviderInfo {
  send(msg: MailMessage, at: Date): Promise<{ id: number }>;
}

export const MAIL_OUTBOX_FILE = 'mail-outbox.jsonl';

/**
 * The local provider: nothing leaves the machine. Mails land in the mail_outbox table and in
 * <DATA_DIR>/mail-outbox.jsonl (one JSON object per line; attachments by storage key and SHA-256).
 */
export function createLocalMail({ db, config }: { db: Db; config: Pick<ServerConfig, 'dataDir'> }): MailAdapter {
  const file = path.join(config.dataDir, MAIL_OUTBOX_FILE);
  return {
    provider: 'local',
    standIn: true,
    async send(msg, at) {
      const attachments = msg.attachments ?? [];
      const [row] = await db
        .insert(mailOutbox)
        .values({ toAddress: msg.to, subject: msg.subject, body: msg.text, attachments, ref: msg.ref ?? null, createdAt: at })
        .returning({ id: mailOutbox.id });
      await fs.mkdir(config.dataDir, { recursive: true });
      const line = { id: row.id, to: msg.to, subject: msg.subject, text: msg.text, attachments, ref: msg.ref ?? null, at: at.toISOString() };
      await fs.appendFile(file, JSON.stringify(line) + '\n', 'utf8');
      return { id: row.id };
    },
  };
}

/** MAIL_PROVIDER: `local` (default, the only provider of this build; a stand-in: mails land in the outbox, none is sent). */
export function createMail({ db, config, env = process.env }: { db: Db; config: Pick<ServerConfig, 'dataDir'>; env?: Env }): MailAdapter {
  chooseProvider(env, 'MAIL_PROVIDER', ['local'], 'local');
  return createLocalMail({ db, config });
}
