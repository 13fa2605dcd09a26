import { QUALIFICATION_TEXTS } from '@/server/modules/cms/platformAssurances';
import { checkCreditCode } from '@/lib/validators/creditCode';

describe('证照资质中心: the licences shown are believable', () => {
  it('are valid today (长期, or a window that has not ended)', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const q of QUALIFICATION_TEXTS) {
      if (q.validity === '长期') continue;
      const end = /至\s*(\d{4}-\d{2}-\d{2})$/.exec(q.validity)?.[1];
      expect(end, q.title).toBeTruthy();
      expect(end! >= today, `${q.title} ended ${end}`).toBe(true);
    }
  });

  it('give a 统一社会信用代码 that our own forms accept', () => {
    const licence = QUALIFICATION_TEXTS.find((q) => q.title === '营业执照')!;
    const code = /[0-9A-Z]{18}/.exec(licence.number)![0];
    expect(checkCreditCode(code)).toEqual({ ok: true, code });
  });
});
