import { amountToChinese } from '@/lib/amountCn';
import { fenToYuan } from '@/lib/format';
import type { Pdf } from './pdf';
import { kvRows } from './pdf';

/** The values a template's {{placeholders}} take. Phone numbers arrive masked. */
export type ContractVars = {
  documentNo: string;
  contractName: string;
  partyaName: string;
  partyaContacts: string;
  partyaPhoneMasked: string;
  partyaEmail: string;
  partyaAddr: string;
  partybName: string;
  partybCreditCode: string;
  orderNo: string;
  goodsName: string;
  skuName: string;
  quantity: number;
  moneyFen: number;
  date: string;
};

export function fill(body: string, v: ContractVars): string {
  const map: Record<string, string> = {
    ...Object.fromEntries(Object.entries(v).map(([k, x]) => [k, String(x ?? '')])),
    amount: fenToYuan(v.moneyFen),
    amountCn: amountToChinese(v.moneyFen),
  };
  return body.replace(/\{\{(\w+)\}\}/g, (_, k: string) => (k in map ? map[k] || '—' : `{{${k}}}`));
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Paragraphs separated by blank lines; a paragraph starting with "# " is a heading. */
export function toHtml(filled: string, v: ContractVars): string {
  const blocks = filled.split(/\n{2,}/).map((b) => b.trim()).filter(Boolean);
  const body = blocks.map((b) => (b.startsWith('# ') ? `<h3>${esc(b.slice(2))}</h3>` : `<p>${esc(b).replace(/\n/g, '<br>')}</p>`)).join('\n');
  return `<article class="contract"><h2>${esc(v.contractName)}</h2><p class="no">合同编号：${esc(v.documentNo)}</p>\n${body}</article>`;
}

export function drawContract(doc: Pdf, filled: string, v: ContractVars) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.fillColor('#111111').fontSize(18).text(v.contractName, left, 60, { width, align: 'center' });
  doc.moveDown(0.3).fontSize(9).fillColor('#555555').text(`合同编号：${v.documentNo}`, { width, align: 'right' });
  doc.moveDown(0.8);
  for (const b of filled.split(/\n{2,}/).map((x) => x.trim()).filter(Boolean)) {
    if (b.startsWith('# ')) doc.moveDown(0.3).fontSize(12).fillColor('#111111').text(b.slice(2), { width });
    else doc.fontSize(10.5).fillColor('#222222').text(b, { width, lineGap: 3 });
    doc.moveDown(0.5);
  }
}

export type SignatureBlock = { signerName: string; signerIdMasked: string; signedAt: string; ip: string; userAgent: string; draftSha256: string; taskId: string; provider: string };

/** The signature page appended to the signed copy. */
export function drawSignature(doc: Pdf, s: SignatureBlock, v: ContractVars) {
  doc.addPage();
  doc.fillColor('#111111').fontSize(14).text('电子签署记录', { align: 'center' });
  doc.moveDown(1);
  kvRows(doc, [
    ['合同编号', v.documentNo],
    ['甲方', v.partyaName],
    ['乙方', v.partybName],
    ['签署人', s.signerName],
    ['签署人证件号', s.signerIdMasked],
    ['签署方式', '实名认证 + 短信验证 + 电子签名'],
    ['签署时间', s.signedAt],
    ['签署IP', s.ip],
    ['签署设备', s.userAgent || '-'],
    ['签署服务', s.provider === 'local' ? '薯片企服电子签署' : s.provider],
    ['签署任务', s.taskId],
    ['待签文本SHA-256', s.draftSha256],
  ]);
  doc.moveDown(1.5);
  doc.fontSize(10).fillColor('#8B0000').text(`甲方（签章）：${s.signerName}`, { continued: false });
  doc.moveDown(0.5).text(`乙方（签章）：${v.partybName}`);
  doc.moveDown(1).fontSize(8).fillColor('#777777').text('本页由系统在签署完成时生成。签署后的合同文件以其 SHA-256 摘要存证，任何改动都会导致校验失败。');
}

export const DEFAULT_TEMPLATES = [
  {
    id: 'ct_tpl_service',
    code: 'CONTRACT_SERVICE_V1',
    name: '企业服务委托合同',
    contractTypeName: '服务合同',
    productType: '',
    version: 1,
    body: `甲方（委托方）：{{partyaName}}
联系人：{{partyaContacts}}　联系电话：{{partyaPhoneMasked}}
电子邮箱：{{partyaEmail}}　联系地址：{{partyaAddr}}

乙方（受托方）：{{partybName}}
统一社会信用代码：{{partybCreditCode}}

甲乙双方本着平等自愿、诚实信用的原则，就甲方委托乙方办理企业服务事项，经协商一致，订立本合同。

# 第一条 服务内容
乙方为甲方提供“{{goodsName}}”服务（规格：{{skuName}}，数量：{{quantity}}），对应订单号 {{orderNo}}。具体办理事项以订单及平台页面展示的服务说明为准。

# 第二条 服务费用
本合同服务费用总计人民币 {{amount}} 元（大写：{{amountCn}}），甲方按订单约定的付款方式通过薯片企服平台支付。官费、第三方费用另有约定的从其约定。

# 第三条 双方权利义务
1. 甲方应按乙方要求及时、真实、完整地提供办理所需资料，并对资料的真实性负责。
2. 乙方应按约定及时办理服务事项，并通过平台向甲方反馈办理进度。
3. 乙方对在服务过程中知悉的甲方商业秘密及个人信息负有保密义务。

# 第四条 退款与售后
因乙方原因未能完成服务的，甲方可通过平台申请售后，退款金额以平台核定结果为准，原路退回甲方支付账户。因甲方原因导致服务无法完成的，已发生的费用不予退还。

# 第五条 争议解决
本合同履行中发生的争议，双方应友好协商；协商不成的，任何一方可向乙方所在地有管辖权的人民法院提起诉讼。

# 第六条 其他
本合同以电子形式签署，经甲方完成实名认证并电子签名后生效，与纸质合同具有同等法律效力。签署日期：{{date}}。`,
  },
];
