import { PROFILE_FIELD, type ProfileFieldType } from '@/lib/contract/auth/enums';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { updateUserInfo, type UserProfile } from '@/services/auth';

export { PROFILE_FIELD };

/**
 * Saves one field (POST /api/user/v1/update) and hands the answered profile on; the server's message when refused.
 * Resolves whether it was saved.
 */
export async function saveField(type: ProfileFieldType, value: string, onSaved: (p: UserProfile) => void, done = '设置成功'): Promise<boolean> {
  try {
    onSaved(await updateUserInfo({ type, value }));
    toast.success(done);
    return true;
  } catch (err) {
    toast.warning(errorText(err, '保存失败，请重试'));
    return false;
  }
}
