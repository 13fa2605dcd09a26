import type { Rng } from './prng';
import type { Profile } from './goodsTypes';

export const GUARANTEES = ['不成功退款', '资金安全', '进度可查', '专属顾问', '正规发票', '服务可追溯'];

const GUARANTEE_TEXT: Record<string, string> = {
  不成功退款: '因平台或服务方原因未能办理成功的，服务费全额退还',
  资金安全: '服务款项由平台托管，服务完成并确认后再结算给服务方',
  进度可查: '每个办理节点都会同步到订单，随时查看进度',
  专属顾问: '一位规划师全程对接，不用反复说明需求',
  正规发票: '可开具增值税普通发票或专用发票',
  服务可追溯: '服务过程留痕，售后问题可追溯处理',
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The rich description of a service goods: the five sections the detail pages expect (服务内容, 办理流程,
 * 所需材料, 服务保障, 常见问题), built from its category profile and FAQs.
 */
export function goodsHtml(o: { name: string; profile: Profile; guarantees: string[]; faqs: [string, string][]; r: Rng }): string {
  const { profile: p, r } = o;
  const intro = `${esc(o.name)}由平台认证的专业服务团队提供，${esc(r.pick(p.slogans))}。`;
  const items = p.items.map(([n, d]) => `<li><strong>${esc(n)}</strong>：${esc(d)}</li>`).join('');
  const steps = p.steps.map((s) => `<li>${esc(s)}</li>`).join('');
  const materials = p.materials.map((m) => `<li>${esc(m)}</li>`).join('');
  const guarantees = o.guarantees.map((g) => `<li><strong>${esc(g)}</strong>：${esc(GUARANTEE_TEXT[g])}</li>`).join('');
  const faqs = o.faqs.map(([q, a]) => `<p><strong>问：${esc(q)}</strong></p><p>答：${esc(a)}</p>`).join('');
  return [
    `<h3>服务内容</h3><p>${intro}</p><ul>${items}</ul>`,
    `<h3>办理流程</h3><ol>${steps}</ol>`,
    `<h3>所需材料</h3><ul>${materials}</ul><p>具体材料以规划师确认的清单为准。</p>`,
    `<h3>服务保障</h3><ul>${guarantees}</ul>`,
    `<h3>常见问题</h3>${faqs}`,
  ].join('\n');
}

/** Visible characters of an HTML fragment (what a reader sees). */
export const textLength = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&[a-z]+;/g, ' ').replace(/\s+/g, '').length;
