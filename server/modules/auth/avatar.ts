import { AVATAR_MIN_CROP_PX, AVATAR_OUTPUT_PX } from '@/lib/contract/auth/enums';
import type { UserProfile } from '@/lib/contract/auth/api';
import { badInput } from '../../http/errors';
import type { Deps } from '../../http/types';
import { BROKEN_IMAGE_MSG, MAX_IMAGE_PIXELS, UPLOAD_FILE_PATH, attachUploads, readUpload, uploadImage } from '../upload/service';
import { saveProfile } from './profile';

/**
 * POST /api/user/v1/update_avatar: the page uploads the picture (server/modules/upload) and says which square of it
 * to keep; the server cuts that square out of the upright picture and makes it a AVATAR_OUTPUT_PX WebP, kept as an
 * upload of the user. Both the picture and the avatar are attached to the account, so neither can be used again.
 */

export type Crop = { x?: number; y?: number; size?: number };

/** The storage key of one of our uploads from the URL the upload call answered. */
function keyOfImage(image: string): string {
  const s = image.trim();
  const key = s.startsWith(UPLOAD_FILE_PATH) ? s.slice(UPLOAD_FILE_PATH.length) : '';
  if (!key) throw badInput('image：图片地址有误，请重新上传');
  return key;
}

/** The square, the picture turned upright first (its EXIF orientation, as the page showed it); no crop: the centre. */
export async function cropSquare(data: Buffer, crop: Crop): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const open = () => sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', animated: false });
  let width = 0;
  let height = 0;
  try {
    const meta = await open().metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    width = (turned ? meta.height : meta.width) ?? 0;
    height = (turned ? meta.width : meta.height) ?? 0;
  } catch {
    throw badInput('image：' + BROKEN_IMAGE_MSG);
  }
  const side = Math.min(width, height);
  const size = crop.size ?? side;
  const left = crop.x ?? Math.floor((width - side) / 2);
  const top = crop.y ?? Math.floor((height - side) / 2);
  if (size < AVATAR_MIN_CROP_PX) throw badInput(`size：头像区域至少需要${AVATAR_MIN_CROP_PX}×${AVATAR_MIN_CROP_PX}像素，请换一张图片`);
  if (left + size > width || top + size > height) throw badInput('size：裁剪区域超出图片范围');
  try {
    return await open()
      .rotate()
      .extract({ left, top, width: size, height: size })
      .resize(AVATAR_OUTPUT_PX, AVATAR_OUTPUT_PX)
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw badInput('image：' + BROKEN_IMAGE_MSG);
  }
}

export async function updateAvatar(deps: Deps, userId: string, input: Crop & { image: string }): Promise<UserProfile> {
  const key = keyOfImage(input.image);
  const found = await readUpload(deps, key);
  if (!found) throw badInput('image：图片不存在，请重新上传');
  // Cut before claiming: a bad square leaves the picture free for another try.
  const square = await cropSquare(found.data, input);
  const target = `avatar:${userId}`;
  await attachUploads(deps.db, userId, [UPLOAD_FILE_PATH + key], target, 1);
  const avatar = await uploadImage(deps, userId, { data: square, name: 'avatar.webp', purpose: 'other' });
  await attachUploads(deps.db, userId, [avatar.id], target, 1);
  return saveProfile(deps.db, userId, { avatar: avatar.url }, deps.now());
}
