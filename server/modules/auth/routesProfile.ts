import {
  AccountSmsBody,
  AvatarBody,
  BindEmailBody,
  ChangePhoneBody,
  EmailCodeSent,
  NewPhoneSmsBody,
  ProfileUpdateBody,
  RebindTicket,
  SendEmailCodeBody,
  SetPasswordBody,
  SmsSent,
  UserProfile,
  VerifyOldPhoneBody,
} from '@/lib/contract/auth/api';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute, postRoute } from '../../http/route';
import { updateAvatar } from './avatar';
import { bindEmail, sendEmailCode } from './emailCode';
import { rateLimit } from './guard';
import { setPassword } from './loginPassword';
import { updateUserInfo, userProfile } from './profile';
import { changePhone, sendAccountSms, sendNewPhoneSms, verifyOldPhone } from './rebind';
import { requireAccount } from './session';

// 个人信息 and account security (/my/information, /my/info/*, /my/settings/*): the caller's own account only.
const tag = '个人信息';

const routes = {
  userProfile: getRoute({
    path: '/api/user/v1/profile',
    tag,
    summary: '当前账号的个人信息（账号信息 + 头像、昵称、邮箱、简介、生日、性别、地区、是否已设置登录密码）',
    data: UserProfile,
  }),
  updateUserInfo: postRoute({
    path: '/api/user/v1/update',
    tag,
    summary: '修改一项个人资料（type：1 昵称，2 生日，3 性别，5 所在地区，7 个人简介；邮箱须通过验证码绑定）',
    description: '昵称 2-14 位，仅限文字、数字、_、-、·；昵称与简介经敏感词与联系方式过滤。答复修改后的个人资料。',
    form: ProfileUpdateBody,
    data: UserProfile,
  }),
  updateAvatar: postRoute({
    path: '/api/user/v1/update_avatar',
    tag,
    summary: '设置头像：已上传图片的地址 + 保留的正方形区域（x、y、size，原图像素；不传则取中间），服务端裁剪并缩放为 320×320',
    form: AvatarBody,
    data: UserProfile,
  }),
  sendEmailCode: postRoute({
    path: '/api/user/v1/send_email_code',
    tag,
    summary: '发送邮箱验证码（6 位，30 分钟有效；每账号 60 秒一次、每日 10 次，每个邮箱每日 5 次）',
    form: SendEmailCodeBody,
    data: EmailCodeSent,
  }),
  bindEmail: postRoute({
    path: '/api/user/v1/bind_email',
    tag,
    summary: '以邮箱验证码绑定邮箱（仅最新一封验证码有效，错误 5 次作废）',
    form: BindEmailBody,
    data: UserProfile,
  }),
  sendAccountSms: postRoute({
    path: '/api/user/v1/send_account_sms',
    tag,
    summary: '向本账号手机号发送验证码（rebindOld 更换手机号前验证原手机号，password 设置登录密码），限制同 send_sms_code',
    form: AccountSmsBody,
    data: SmsSent,
  }),
  verifyOldPhone: postRoute({
    path: '/api/user/v1/verify_old_phone',
    tag,
    summary: '校验原手机号验证码，答复 10 分钟有效的换绑凭证 ticket',
    form: VerifyOldPhoneBody,
    data: RebindTicket,
  }),
  sendNewPhoneSms: postRoute({
    path: '/api/user/v1/send_new_phone_sms',
    tag,
    summary: '凭换绑凭证向新手机号发送验证码（已注册的手机号收到提示短信而非验证码，答复相同）',
    form: NewPhoneSmsBody,
    data: SmsSent,
  }),
  changePhone: postRoute({
    path: '/api/user/v1/change_phone',
    tag,
    summary: '更换绑定手机号（换绑凭证 + 新手机号验证码）；该账号其他会话全部失效',
    form: ChangePhoneBody,
    data: UserProfile,
  }),
  setPassword: postRoute({
    path: '/api/user/v1/set_password',
    tag,
    summary: '设置或修改登录密码（原密码，或 password 类短信验证码；未设置过密码时只能用验证码）；该账号其他会话全部失效',
    description: '原密码错误计入账号的密码错误次数（与登录共用：1 小时内 10 次后返回 10410）。',
    form: SetPasswordBody,
    data: UserProfile,
  }),
};

export function profileRoutes() {
  const r = createRouter();

  r.openapi(routes.userProfile, async (c) => okJson(c, await userProfile(c.get('deps'), requireAccount(c).userId)));

  r.openapi(routes.updateUserInfo, async (c) => {
    const { type, value } = c.req.valid('form');
    return okJson(c, await updateUserInfo(c.get('deps'), requireAccount(c).userId, type, value));
  });

  r.openapi(routes.updateAvatar, async (c) => {
    const user = requireAccount(c);
    const deps = c.get('deps');
    // Decoding and resizing cost CPU: a person changes an avatar a few times, not dozens a minute.
    await rateLimit(deps.cache, `avatar:${user.userId}`, 10);
    return okJson(c, await updateAvatar(deps, user.userId, c.req.valid('form')));
  });

  r.openapi(routes.sendEmailCode, async (c) => {
    const { email } = c.req.valid('form');
    return okJson(c, await sendEmailCode(c.get('deps'), requireAccount(c).userId, email));
  });

  r.openapi(routes.bindEmail, async (c) => {
    const { email, code } = c.req.valid('form');
    return okJson(c, await bindEmail(c.get('deps'), requireAccount(c).userId, email, code));
  });

  r.openapi(routes.sendAccountSms, async (c) => {
    const { type } = c.req.valid('form');
    return okJson(c, await sendAccountSms(c.get('deps'), requireAccount(c).userId, type, c.get('ip')));
  });

  r.openapi(routes.verifyOldPhone, async (c) => {
    const { smsCode } = c.req.valid('form');
    return okJson(c, await verifyOldPhone(c.get('deps'), requireAccount(c).userId, smsCode));
  });

  r.openapi(routes.sendNewPhoneSms, async (c) => {
    const user = requireAccount(c);
    return okJson(c, await sendNewPhoneSms(c.get('deps'), user.userId, c.req.valid('form'), c.get('ip')));
  });

  r.openapi(routes.changePhone, async (c) => {
    const user = requireAccount(c);
    return okJson(c, await changePhone(c.get('deps'), user, c.req.valid('form')));
  });

  r.openapi(routes.setPassword, async (c) => {
    const user = requireAccount(c);
    return okJson(c, await setPassword(c.get('deps'), user, c.req.valid('form')));
  });

  return r;
}
