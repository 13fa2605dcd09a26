import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client';
import type { ServerConfig } from '../../config';
import { smsOutbox } from './schema';
import { ALIYUN_SMS_ENDPOINT, createAliyunSms } from './aliyun';
import { renderSms, SMS_TEMPLATES, templateCodes, type SmsAdapter } from './templates';
import { chooseProvider, ProviderConfigError } from '../providers';
import { log as logger, maskPhone } from '../../log';

export { renderSms, SMS_TEMPLATES, type SmsAdapter, type SmsMessage, type SmsTemplate, type SmsType } from './templates';

export const OUTBOX_FILE = 'sms-outbox.jsonl';

/**
 * The local stand-in: nothing leaves the machine. Each message is rendered from its template and lands in the
 * sms_outbox table and <DATA_DIR>/sms-outbox.jsonl (fields phone, type, code, at), where a developer and the browser
 * tests read codes. The log says only that a message of that type went to the masked phone: a code or a whole phone
 * number never reaches a log (ADR 0044).
 */
export function createLocalSms({
  db,
  config,
  log = (line: string) => logger.info({ where: 'sms' }, line),
}: {
  db: Db;
  config: ServerConfig;
  /** Where the `[sms]` line goes (tests pass a no-op). */
  log?: (line: string) => void;
}): SmsAdapter {
  const file = path.join(config.dataDir, OUTBOX_FILE);
  let dirReady: Promise<unknown> | undefined;
  return {
    provider: 'local',
    standIn: true,
    async send(msg, at) {
      const type = SMS_TEMPLATES[msg.template].type;
      const code = msg.params.code ?? '';
      const content = renderSms(msg.template, msg.params);
      await db.insert(smsOutbox).values({ phone: msg.phone, type, code, content, createdAt: at });
      log(`local stand-in, not sent: ${type} to ${maskPhone(msg.phone)} (its text is in ${OUTBOX_FILE})`);
      dirReady ??= fs.mkdir(config.dataDir, { recursive: true });
      await dirReady;
      const line = JSON.stringify({ phone: msg.phone, type, code, at: at.toISOString() });
      await fs.appendFile(file, line + '\n', 'utf8');
    },
  };
}

export const SMS_PROVIDERS = ['local', 'aliyun'] as const;

/**
 * The SMS provider named by SMS_PROVIDER: `local` (default, the stand-in above) or `aliyun` (SendSms, which needs
 * ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME and every SMS_TEMPLATE_*;
 * ALIYUN_SMS_ENDPOINT overrides the vendor's address). A real provider that lacks a variable refuses to start
 * rather than send nothing.
 */
export function createSmsAdapter({ db, config, env = process.env }: { db: Db; config: ServerConfig; env?: Record<string, string | undefined> }): SmsAdapter {
  const name = chooseProvider(env, 'SMS_PROVIDER', SMS_PROVIDERS, 'local');
  if (name === 'local') return createLocalSms({ db, config });
  const { codes, missing } = templateCodes(env);
  const need = ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME'].filter((k) => !env[k]?.trim());
  if (need.length || missing.length) throw new ProviderConfigError('SMS_PROVIDER', `SMS_PROVIDER=aliyun needs ${[...need, ...missing].join(', ')}`);
  return createAliyunSms({
    accessKeyId: env.ALIYUN_SMS_ACCESS_KEY_ID!.trim(),
    accessKeySecret: env.ALIYUN_SMS_ACCESS_KEY_SECRET!.trim(),
    signName: env.ALIYUN_SMS_SIGN_NAME!.trim(),
    templateCodes: codes,
    endpoint: env.ALIYUN_SMS_ENDPOINT?.trim() || ALIYUN_SMS_ENDPOINT,
  });
}
