import { describe, expect, it } from 'vitest';
import { UNSIGNED_PATHS, isUnsigned } from '@/server/http/unsigned';
import { CAPTCHA_PATH } from '@/server/modules/auth/routes';
import { IMG_PATH } from '@/server/modules/img/routes';
import { EVENTS_PATH } from '@/server/modules/chat/routes';
import { CALLBACK_PATH } from '@/server/modules/contract/routes';
import { UPLOAD_FILE_PATH } from '@/server/modules/upload/service';
import { STRAIGHT_PUT_PATH } from '@/server/modules/upload/straight';

describe('unsigned paths: one list', () => {
  it("holds every module's unsigned path, written out", () => {
    for (const p of [CAPTCHA_PATH, IMG_PATH, EVENTS_PATH, CALLBACK_PATH, UPLOAD_FILE_PATH, STRAIGHT_PUT_PATH]) {
      expect(UNSIGNED_PATHS).toContain(p);
    }
  });
  it('matches a listed path and what is below it, nothing else', () => {
    expect(isUnsigned('/api/pay/notify/sandbox')).toBe(true);
    expect(isUnsigned('/api/img')).toBe(true);
    expect(isUnsigned('/api/pay/v1/pay')).toBe(false);
    expect(isUnsigned('/api/authentication/login')).toBe(false);
    expect(isUnsigned('/api/contract/v1/esign/complete')).toBe(false);
  });
});
