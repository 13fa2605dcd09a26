import { z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { requireAccount } from '../auth/session';
import { getQuery, postForm, text } from '../aftersale/http';
import { required } from '../planner/common';
import { authenticate, realnameInfo } from './service';

const TAG = '实名认证';

const AuthBody = z.object({
  name: text('姓名', 40),
  cardNo: required(z.string({ error: '请输入身份证号码' }).trim().min(1, '请输入身份证号码').max(18, '请输入正确的身份证号码')),
  smsCode: required(z.string({ error: '请输入验证码' }).regex(/^\d{6}$/, '验证码有误')),
});

const routes = {
  auth: postForm('/api/contract/v1/authentication', TAG, '实名认证：姓名 + 身份证号（校验位、出生日期）+ 本人手机短信验证码（type=default）', AuthBody),
  info: getQuery('/api/contract/v1/realname_info', TAG, '我的实名状态（姓名、脱敏证件号）', z.object({})),
};

export function realnameRoutes() {
  const r = createRouter();
  r.openapi(routes.auth, async (c) => {
    const user = requireAccount(c);
    return okJson(c, await authenticate(c.get('deps'), user.userId, c.req.valid('form'), { ip: c.get('ip'), userAgent: c.req.header('user-agent') }));
  });
  r.openapi(routes.info, async (c) => okJson(c, await realnameInfo(c.get('deps'), requireAccount(c).userId)));
  return r;
}
