import { useState, type ChangeEvent } from 'react';
import { RightOutline } from 'antd-mobile-icons';
import { UPLOAD_MESSAGES, UPLOAD_MIME_TYPES } from '@/lib/contract/upload/enums';
import { AVATAR_MIN_CROP_PX } from '@/lib/contract/auth/enums';
import { moduleLoader } from '@/lib/moduleLoader';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { updateAvatar, type UserProfile } from '@/services/auth';
import { uploadImage } from '@/services/upload';
import { Avatar } from '@/components/common/Avatar';
import { LoadingOverlay } from '@/components/common/LoadingOverlay';
import { avatarFileError } from './profileRules';
import type { CropRect, Size } from './cropMath';
import styles from './profile.module.css';

type Picked = { file: File; src: string; size: Size };

type CropperModule = typeof import('./AvatarCropper');
/**
 * The cropper (antd-mobile's Slider and its gesture code) loads when a picture is chosen (warmed when the chooser
 * opens), not with the profile page; a load that fails is told like a picture that cannot be read, and tried again.
 */
const cropperModule = moduleLoader(() => import('./AvatarCropper'));

function naturalSize(src: string): Promise<Size> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve({ w: img.naturalWidth, h: img.naturalHeight });
    img.onerror = () => reject(new Error(UPLOAD_MESSAGES.broken));
    img.src = src;
  });
}

/**
 * The 头像 row: choose a picture, keep a square of it in the cropper, then upload it and let the server cut and
 * resize that square (POST /api/user/v1/update_avatar). `onSaved` gets the profile with the new avatar.
 */
export function AvatarEditor({ avatar, onSaved }: { avatar: string; onSaved: (p: UserProfile) => void }) {
  const [picked, setPicked] = useState<Picked | null>(null);
  const [Cropper, setCropper] = useState<CropperModule['AvatarCropper'] | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (picked) URL.revokeObjectURL(picked.src);
    setPicked(null);
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const why = avatarFileError(file);
    if (why) return void toast.warning(why);
    const src = URL.createObjectURL(file);
    try {
      const size = await naturalSize(src);
      if (Math.min(size.w, size.h) < AVATAR_MIN_CROP_PX) throw new Error(`图片太小，请选择至少${AVATAR_MIN_CROP_PX}×${AVATAR_MIN_CROP_PX}像素的图片`);
      const { AvatarCropper } = await cropperModule.load().catch(() => {
        throw new Error('加载失败，请重试');
      });
      setCropper(() => AvatarCropper);
      setPicked({ file, src, size });
    } catch (err) {
      URL.revokeObjectURL(src);
      toast.warning(err instanceof Error ? err.message : UPLOAD_MESSAGES.broken);
    }
  };

  const save = async (rect: CropRect) => {
    if (!picked) return;
    setBusy(true);
    try {
      const uploaded = await uploadImage(picked.file, 'other', 'avatar');
      const profile = await updateAvatar({ image: uploaded.url, x: rect.x, y: rect.y, size: rect.size });
      close();
      onSaved(profile);
      toast.success('头像已更新');
    } catch (err) {
      toast.warning(errorText(err, '头像上传失败，请重试'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <label className={styles.row}>
        <span className={styles.label}>头像</span>
        <span className={styles.value}>
          <Avatar src={avatar} size="0.8rem" />
          <RightOutline aria-hidden />
        </span>
        <input
          className={styles.fileInput}
          type="file"
          accept={UPLOAD_MIME_TYPES.join(',')}
          aria-label="更换头像"
          onClick={cropperModule.warm}
          onChange={(e) => void onFile(e)}
        />
      </label>
      {picked && Cropper ? <Cropper key={picked.src} src={picked.src} size={picked.size} onCancel={close} onConfirm={(r) => void save(r)} /> : null}
      <LoadingOverlay visible={busy} text="上传中" />
    </>
  );
}
