/** The user's real-name state as the 我的 page shows it (inventory platform §5.5). */
import { REAL_STATUS } from '@/lib/contract/realname/enums';

export const isVerified = (status: string | null | undefined) => status === REAL_STATUS.SUCCESS;

/** The 我的 tile: its label is the status; it leads to the verification form unless verified or pending. */
export function realNameEntry(status: string | null | undefined): { label: string; href: string } {
  if (status === REAL_STATUS.SUCCESS) return { label: '已实名', href: '/contract/personalInfo' };
  if (status === REAL_STATUS.ING) return { label: '认证中', href: '/contract/personalInfo' };
  return { label: '未实名', href: '/contract/authentication' };
}
