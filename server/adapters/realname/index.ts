import { checkIdCard } from '@/lib/validators/idCard';
import { createTencentRealname, TENCENT_FACEID_ENDPOINT } from './tencent';
import type { RealnameAdapter } from './types';
import { chooseProvider, ProviderConfigError } from '../providers';

export type { RealnameAdapter, RealnameCheck } from './types';

/** What the local stand-in says with every answer it gives. */
export const LOCAL_REALNAME_NOTE = '本地替身：只校验了身份证号码的格式、出生日期与校验位，未向公安数据核对姓名与号码是否属于同一人';

/**
 * The local stand-in: a GB 11643 number (region, birth date, check character) with any name matches. It cannot ask
 * the public-security database, and says so in `reason`; records it verified carry provider `local`.
 */
export function createLocalRealname(clock: () => Date = () => new Date()): RealnameAdapter {
  return {
    provider: 'local',
    standIn: true,
    async verify({ idNo }) {
      const id = checkIdCard(idNo, clock());
      return id.ok ? { match: true, reason: LOCAL_REALNAME_NOTE } : { match: false, reason: id.reason };
    },
  };
}

export const REALNAME_PROVIDERS = ['local', 'tencent'] as const;

/**
 * The provider named by REALNAME_PROVIDER: `local` (default, the stand-in) or `tencent` (FaceID IdCardVerification,
 * which needs TENCENT_SECRET_ID and TENCENT_SECRET_KEY; TENCENT_FACEID_ENDPOINT overrides the vendor's address).
 * A real provider that lacks a variable refuses to start rather than verify nothing.
 */
export function createRealnameAdapter({ env = process.env }: { env?: Record<string, string | undefined> } = {}): RealnameAdapter {
  const name = chooseProvider(env, 'REALNAME_PROVIDER', REALNAME_PROVIDERS, 'local');
  if (name === 'local') return createLocalRealname();
  const need = ['TENCENT_SECRET_ID', 'TENCENT_SECRET_KEY'].filter((k) => !env[k]?.trim());
  if (need.length) throw new ProviderConfigError('REALNAME_PROVIDER', `REALNAME_PROVIDER=tencent needs ${need.join(', ')}`);
  return createTencentRealname({
    secretId: env.TENCENT_SECRET_ID!.trim(),
    secretKey: env.TENCENT_SECRET_KEY!.trim(),
    endpoint: env.TENCENT_FACEID_ENDPOINT?.trim() || TENCENT_FACEID_ENDPOINT,
  });
}
