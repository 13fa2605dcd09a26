import { describe, expect, it } from 'vitest';
import { cooperationProblem, jobProblem, merchantProblem, phoneProblem, toggleCategory, type MerchantForm } from '@/components/my/join/joinRules';

// The checks the application forms run before sending (the server answers the same, naming the field).

const ME = '13800138000';
const form: MerchantForm = {
  subjectType: 'COMPANY',
  name: '成都明远财税咨询有限公司',
  contactName: '李明',
  contactPhone: ME,
  smsCode: '',
  cityCode: '510100',
  categoryCodes: ['FL1'],
  licenceImage: '/api/upload/v1/file/u/2024/01/up_x.png',
  intro: '',
};

describe('the contact phone', () => {
  it('needs no code for the account’s own phone, and six digits for another', () => {
    expect(phoneProblem(ME, '', ME)).toBe('');
    expect(phoneProblem('1380013', '', ME)).toBe('请输入正确的手机号');
    expect(phoneProblem('13900139000', '', ME)).toBe('请输入6位短信验证码');
    expect(phoneProblem('13900139000', '123456', ME)).toBe('');
  });
});

describe('商户入驻', () => {
  it('names the first thing missing, calling the name by the kind of applicant', () => {
    expect(merchantProblem(form, ME)).toBe('');
    expect(merchantProblem({ ...form, name: ' ' }, ME)).toBe('请填写公司名称');
    expect(merchantProblem({ ...form, subjectType: 'PERSONAL', name: '' }, ME)).toBe('请填写真实姓名');
    expect(merchantProblem({ ...form, contactName: '' }, ME)).toBe('请填写联系人');
    expect(merchantProblem({ ...form, cityCode: '' }, ME)).toBe('请选择所在城市');
    expect(merchantProblem({ ...form, categoryCodes: [] }, ME)).toBe('请选择经营类目');
    expect(merchantProblem({ ...form, licenceImage: '' }, ME)).toBe('请上传营业执照');
    expect(merchantProblem({ ...form, subjectType: 'PERSONAL', licenceImage: '' }, ME)).toBe('请上传资质证明');
  });

  it('takes at most five categories', () => {
    let codes: string[] = [];
    for (const c of ['a', 'b', 'c', 'd', 'e']) codes = toggleCategory(codes, c)!;
    expect(codes).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(toggleCategory(codes, 'f')).toBeNull();
    expect(toggleCategory(codes, 'c')).toEqual(['a', 'b', 'd', 'e']);
  });
});

describe('投递简历 and 我要合作', () => {
  it('asks for ten characters about the experience or the proposal', () => {
    expect(jobProblem({ name: '王小川', phone: ME, smsCode: '', note: '五年前端开发经验，熟悉 React。' }, ME)).toBe('');
    expect(jobProblem({ name: '', phone: ME, smsCode: '', note: '' }, ME)).toBe('请填写姓名');
    expect(jobProblem({ name: '王小川', phone: ME, smsCode: '', note: '很短' }, ME)).toBe('请用至少10个字介绍您的工作经历');
    const co = { contactName: '赵老师', company: '蓉城会计学院', phone: ME, smsCode: '', kind: 'CHANNEL', description: '希望把学员的注册需求介绍到平台。' };
    expect(cooperationProblem(co, ME)).toBe('');
    expect(cooperationProblem({ ...co, contactName: '' }, ME)).toBe('请输入您的姓名');
    expect(cooperationProblem({ ...co, kind: '' }, ME)).toBe('请选择合作类型');
    expect(cooperationProblem({ ...co, phone: '139' }, ME)).toBe('请输入正确的手机号');
    expect(cooperationProblem({ ...co, description: '合作' }, ME)).toBe('请用至少10个字描述合作内容');
  });
});
