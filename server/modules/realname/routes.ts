import { createRouter } from '../../http/router';
import { getRoute, postRoute } from '../../http/route';
import { okJson } from '../../http/openapi';
import { requireAccount } from '../auth/session';
import * as api from '@/lib/contract/realname/api';
import { authentication, realnameInfo } from './service';

const TAG = '实名认证';

const routes = {
  authentication: postRoute({
    path: '/api/contract/v1/authentication',
    tag: TAG,
    summary: '实名认证：姓名 + 身份证号（校验位、出生日期）+ 本人手机短信验证码（type=default）',
    form: api.AuthenticationBody,
    data: api.RealnameInfo,
  }),
  realnameInfo: getRoute({ path: '/api/contract/v1/realname_info', tag: TAG, summary: '我的实名状态（姓名、脱敏证件号）', query: api.RealnameInfoQuery, data: api.RealnameInfo }),
};

export function realnameRoutes() {
  const r = createRouter();
  r.openapi(routes.authentication, async (c) => {
    const user = requireAccount(c);
    return okJson(c, await authentication(c.get('deps'), user.userId, c.req.valid('form'), { ip: c.get('ip'), userAgent: c.req.header('user-agent') }));
  });
  r.openapi(routes.realnameInfo, async (c) => okJson(c, await realnameInfo(c.get('deps'), requireAccount(c).userId)));
  return r;
}
