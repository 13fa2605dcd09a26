import {
  PROFILE_FIELD,
  birthdayError,
  briefIntroductionError,
  chinaDate,
  emailError,
  latestBirthday,
  nickNameError,
  parseRegion,
  profileValueError,
  sexLabel,
} from '@/lib/contract/auth/enums';
import { avatarFileError, passwordFormError } from '@/components/my/profile/profileRules';

// 个人信息 (inventory my §12): the rules the pages check before sending and the server checks again.

describe('昵称', () => {
  it.each([
    ['', '没有输入昵称呢，请重新输入'],
    ['   ', '没有输入昵称呢，请重新输入'],
    ['王', '昵称字数限制为2-14位'],
    ['一二三四五六七八九十一二三四五', '昵称字数限制为2-14位'],
    ['薯片@小王', '昵称不能输入特殊字符'],
    ['小王（财税）', '昵称不能输入特殊字符'],
    ['薯片 小王', '昵称不能输入特殊字符'],
    ['薯片😀', '昵称不能输入特殊字符'],
  ])('refuses %j: %s', (v, msg) => expect(nickNameError(v)).toBe(msg));

  it.each(['薯片用户8000', '王规划', 'Tom_Lee', 'a-b', '阿依古丽·买买提', '一二三四五六七八九十一二三四'])('accepts %j', (v) =>
    expect(nickNameError(v)).toBeNull(),
  );

  it('counts characters as a person does (an astral character is one)', () => {
    expect(nickNameError('𠀀𠀁')).toBeNull();
  });
});

describe('个人简介, 邮箱, 生日, 性别, 地区', () => {
  it('limits the introduction to 50 characters and allows emptying it', () => {
    expect(briefIntroductionError('')).toBeNull();
    expect(briefIntroductionError('字'.repeat(50))).toBeNull();
    expect(briefIntroductionError('字'.repeat(51))).toBe('个人简介不能超过50个字');
  });

  it('takes any mailbox of a real form, not only a few providers', () => {
    expect(emailError('')).toBe('请输入邮箱地址');
    expect(emailError('me@corp.example.cn')).toBeNull();
    expect(emailError('first.last+tag@qq.com')).toBeNull();
    for (const bad of ['me@', '@qq.com', 'me@qq', 'me qq@qq.com', `${'a'.repeat(60)}@qq.com`]) expect(emailError(bad)).toBe('请输入有效邮箱号码');
  });

  it('takes birthdays from 1900 to 31 December eighteen years back (China date)', () => {
    const today = '2026-11-25';
    expect(latestBirthday(today)).toBe('2008-12-31');
    expect(birthdayError('2008-12-31', today)).toBeNull();
    expect(birthdayError('2009-01-01', today)).toBe('需年满18周岁');
    expect(birthdayError('1900-01-01', today)).toBeNull();
    expect(birthdayError('1899-12-31', today)).toBe('生日有误');
    expect(birthdayError('1990-02-29', today)).toBe('生日有误');
    expect(birthdayError('1992-02-29', today)).toBeNull();
    expect(birthdayError('1990-5-1', today)).toBe('生日有误');
    expect(chinaDate(new Date('2026-11-24T16:30:00Z'))).toBe('2026-11-25');
  });

  it('reads the region as province and city codes; a province without cities ends at the province', () => {
    expect(parseRegion('510000,510100')).toEqual({ provinceCode: '510000', cityCode: '510100' });
    expect(parseRegion('810000,')).toEqual({ provinceCode: '810000', cityCode: '' });
    expect(parseRegion('510000')).toBeNull();
    expect(parseRegion('51,5101')).toBeNull();
  });

  it('checks each field by its type, and names the sexes', () => {
    expect(profileValueError(PROFILE_FIELD.sex, '1', '2026-01-01')).toBeNull();
    expect(profileValueError(PROFILE_FIELD.sex, '3', '2026-01-01')).toBe('性别有误');
    expect(profileValueError(PROFILE_FIELD.region, 'x', '2026-01-01')).toBe('所在地区有误');
    expect([sexLabel(1), sexLabel(0), sexLabel(2), sexLabel(9)]).toEqual(['男', '女', '未知', '未知']);
  });
});

describe('the pages’ own checks', () => {
  it('takes only images up to 5 MB as an avatar', () => {
    expect(avatarFileError({ type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarFileError({ type: 'image/svg+xml', size: 1000 })).toBe('请上传图片文件（JPG/PNG/WEBP/GIF）');
    expect(avatarFileError({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('图片不能超过5M');
  });

  it('checks the password form in order: proof, format, confirmation', () => {
    const ok = { proof: 'old' as const, oldPassword: 'abc12345', code: '', password: 'xyz12345', confirm: 'xyz12345' };
    expect(passwordFormError(ok)).toBeNull();
    expect(passwordFormError({ ...ok, oldPassword: '' })).toBe('请输入原密码');
    expect(passwordFormError({ ...ok, proof: 'code', code: '12' })).toBe('请填写正确的验证码');
    expect(passwordFormError({ ...ok, proof: 'code', code: '123456' })).toBeNull();
    expect(passwordFormError({ ...ok, password: '123', confirm: '123' })).toBe('密码格式有误（6-15位数字/字母/标点符号）');
    expect(passwordFormError({ ...ok, confirm: 'xyz1234' })).toBe('两次输入的密码不一致');
  });
});
