/**
 * The checks the application forms run before sending (the server checks the same and names the field): pure
 * functions over the form's values, answering the first problem in plain Chinese, or '' when the form may be sent.
 */
import { APPLY_LIMITS as L, type MerchantSubject } from '@/lib/contract/apply/enums';
import { MOBILE_RE } from '@/lib/contract/mobile';

const isPhone = (v: string) => MOBILE_RE.test(v);
const isCode = (v: string) => /^\d{6}$/.test(v);

/** The contact phone, and its code when it is not the account's own phone. */
export function phoneProblem(phone: string, code: string, accountPhone: string): string {
  if (!isPhone(phone)) return '请输入正确的手机号';
  if (phone !== accountPhone && !isCode(code)) return '请输入6位短信验证码';
  return '';
}

export type MerchantForm = {
  subjectType: MerchantSubject;
  name: string;
  contactName: string;
  contactPhone: string;
  smsCode: string;
  cityCode: string;
  categoryCodes: string[];
  licenceImage: string;
  intro: string;
};

/** What the name is called for each kind of applicant. */
export const subjectNameLabel = (s: MerchantSubject) => (s === 'COMPANY' ? '公司名称' : '真实姓名');
export const licenceLabel = (s: MerchantSubject) => (s === 'COMPANY' ? '营业执照' : '资质证明');

export function merchantProblem(f: MerchantForm, accountPhone: string): string {
  if (!f.name.trim()) return `请填写${subjectNameLabel(f.subjectType)}`;
  if (!f.contactName.trim()) return '请填写联系人';
  const phone = phoneProblem(f.contactPhone, f.smsCode, accountPhone);
  if (phone) return phone;
  if (!f.cityCode) return '请选择所在城市';
  if (!f.categoryCodes.length) return '请选择经营类目';
  if (f.categoryCodes.length > L.CATEGORIES_MAX) return `最多选择${L.CATEGORIES_MAX}个经营类目`;
  if (!f.licenceImage) return `请上传${licenceLabel(f.subjectType)}`;
  return '';
}

/** Tapping a category chip: on, off, or refused past the maximum (answers the new list, or null). */
export function toggleCategory(codes: string[], code: string): string[] | null {
  if (codes.includes(code)) return codes.filter((c) => c !== code);
  if (codes.length >= L.CATEGORIES_MAX) return null;
  return [...codes, code];
}

export type JobForm = { name: string; phone: string; smsCode: string; note: string };

export function jobProblem(f: JobForm, accountPhone: string): string {
  if (!f.name.trim()) return '请填写姓名';
  const phone = phoneProblem(f.phone, f.smsCode, accountPhone);
  if (phone) return phone;
  if (f.note.trim().length < 10) return '请用至少10个字介绍您的工作经历';
  return '';
}

export type CooperationForm = { company: string; contactName: string; phone: string; smsCode: string; kind: string; description: string };

export function cooperationProblem(f: CooperationForm, accountPhone: string): string {
  if (!f.contactName.trim()) return '请输入您的姓名';
  if (!f.company.trim()) return '请输入公司名称';
  if (!f.kind) return '请选择合作类型';
  const phone = phoneProblem(f.phone, f.smsCode, accountPhone);
  if (phone) return phone;
  if (f.description.trim().length < 10) return '请用至少10个字描述合作内容';
  return '';
}
