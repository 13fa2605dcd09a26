/**
 * First screens of 个人信息 (/my/information, /my/info/*) and account security (/my/settings/phoneVerify, setPassword,
 * setPwd, protocol): the caller's profile, and the document of /my/settings/protocol.
 */
import { errorText, optional, type PageLoadContext } from '@/lib/pageLoader';
import { sanitizeHtml } from '@/lib/sanitize';
import { isSafeRedirect } from '@/lib/validators';
import { findProtocol, userProfile, type UserProfile } from '@/services/auth';

export type ProfileData = { profile: UserProfile | null };

/**
 * The profile, when the request carries a session. Inside the native app the user may only arrive from the bridge
 * after the first frame: the page reads it then (useProfile).
 */
export async function loadProfile({ client, cookies }: PageLoadContext): Promise<ProfileData> {
  if (!cookies.token) return { profile: null };
  return { profile: await optional(userProfile(client)) };
}

export type SettingsProtocolData = {
  categoryCode: string;
  title: string;
  html: string | null;
  error: string | null;
  hideHeader: boolean;
  /** Back goes here (the original's `redirect`), and 同意协议并继续 to `next`; both only paths of this site. */
  redirect: string | null;
  next: string | null;
};

/** PRIVACY_CODE's page title is 隐私政策, every other document's 服务协议 (the original's <title>). */
export const PRIVACY_CODE = 'protocol100121';

/** An agreement from the CMS to consent to before going on (/my/settings/protocol?categoryCode=&redirect=&next=). */
export async function loadSettingsProtocol({ query }: PageLoadContext): Promise<SettingsProtocolData> {
  const safe = (v: string | undefined) => (v && isSafeRedirect(v) ? v : null);
  const base = {
    categoryCode: query.categoryCode ?? '',
    title: '',
    html: null,
    error: null,
    hideHeader: !!query.hideHeader && query.hideHeader !== 'false',
    redirect: safe(query.redirect),
    next: safe(query.next),
  };
  if (!base.categoryCode) return { ...base, error: '请传入需要获取的协议!' };
  try {
    const doc = (await findProtocol(base.categoryCode)).rows[0];
    if (!doc) return { ...base, error: '获取协议失败' };
    return { ...base, title: doc.title ?? '', html: sanitizeHtml(doc.content ?? '') };
  } catch (e) {
    return { ...base, error: errorText(e, '获取协议失败') };
  }
}
