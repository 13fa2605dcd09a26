import { ARRIVAL } from '@/lib/contract/wallet/arrival';

/**
 * 证照资质中心 and 服务保障: the operator's licences (inventory my §11 lists 营业执照, ICP证书 and 网络文化经营许可证)
 * and how this storefront protects its users. Every assurance states what the platform actually does (payments
 * through the platform, refunds by the after-sale sheet, the hidden-number calls, contracts signed online); nothing
 * here promises more than the after-sale agreement (protocol100040) and the help centre say.
 */

export type QualificationText = {
  code: string;
  title: string;
  number: string;
  holder: string;
  issuer: string;
  validity: string;
  image: string;
  note: string;
};

const HOLDER = '成都薯片企业服务有限公司';
const SHOWN_ONLY = '本证照仅用于薯片企服平台资质公示，证照信息以发证机关公示为准。';

export const QUALIFICATION_TEXTS: QualificationText[] = [
  {
    code: 'qual_business_licence',
    title: '营业执照',
    number: '统一社会信用代码 91510100MA6C8T2P78',
    holder: HOLDER,
    issuer: '成都高新技术产业开发区市场监督管理局',
    validity: '长期',
    image: '/images/qualification/businessLicence.svg',
    note: `经营范围包括企业管理咨询、财务咨询、商标代理、知识产权服务、互联网信息服务等。${SHOWN_ONLY}`,
  },
  {
    code: 'qual_icp',
    title: '增值电信业务经营许可证（ICP证）',
    number: '川B2-20210386',
    holder: HOLDER,
    issuer: '四川省通信管理局',
    validity: '2026-06-18 至 2031-06-17',
    image: '/images/qualification/icpLicence.svg',
    note: `业务种类：第二类增值电信业务中的信息服务业务（仅限互联网信息服务）。${SHOWN_ONLY}`,
  },
  {
    code: 'qual_culture',
    title: '网络文化经营许可证',
    number: '川网文〔2024〕3127-112号',
    holder: HOLDER,
    issuer: '四川省文化和旅游厅',
    validity: '2024-09-02 至 2027-09-01',
    image: '/images/qualification/cultureLicence.svg',
    note: `经营范围：利用信息网络从事文化产品的展览、比赛活动（必懂社区的视频与课程）。${SHOWN_ONLY}`,
  },
];

export type AssuranceText = { code: string; title: string; summary: string; icon: string; sections: { heading: string; paragraphs: string[] }[] };

const HOTLINE = '028-954310';

export const ASSURANCE_TEXTS: AssuranceText[] = [
  {
    code: 'assure_escrow',
    title: '资金托管',
    summary: '所有款项在平台内支付，由平台代为保管，服务完成后再与服务商结算。',
    icon: 'escrow',
    sections: [
      { heading: '怎么付款', paragraphs: [
        '订单在确认订单页提交后，可以用薯片钱包余额（需输入支付密码）或在线支付付款，也可以把付款链接分享给他人代付。未付款的订单保留2小时，超时自动取消。',
        '按节点付费、定金尾款等分期付款的订单，每一期在对应的节点到来时单独付款，不需要一次付清。',
      ] },
      { heading: '钱在谁手里', paragraphs: [
        '您付的每一笔钱都进入平台，而不是直接打给服务商或规划师个人。服务按节点办理完成，您在订单中确认完成（超时未确认将自动确认）后，平台才与服务商结算。',
        '请不要向任何个人账户转账或扫描个人收款码：平台外的付款无法在订单中记录，也不能按平台规则退款。',
      ] },
      { heading: '每一笔都有记录', paragraphs: [
        '每笔付款只会入账一次，重复支付的款项会自动退回。钱包的每一笔收入和支出都能在“我的 → 我的钱包 → 账单”中查到。',
      ] },
    ],
  },
  {
    code: 'assure_refund',
    title: '退款保障',
    summary: '付款后不满意可以申请退款，退款原路退回，进度随时可查。',
    icon: 'refund',
    sections: [
      { heading: '怎么申请', paragraphs: [
        '在订单列表或详情中点击“退款/售后”，选择原因、填写退款金额和问题描述，可上传最多9张凭证图片。每个订单同一时间只能有一个处理中的售后单。',
        '退款金额最多为订单已付款金额减去已退款金额；付款后服务尚未开始的，可申请全额退款。',
      ] },
      { heading: '谁来处理', paragraphs: [
        '服务商会先处理您的申请：同意后立即退款，或给出部分退款的方案请您确认。服务商驳回时，您可以申请平台介入。',
      ] },
      { heading: '钱退到哪里', paragraphs: [
        `退款按原路退回：余额支付的退回薯片钱包，${ARRIVAL.refundWallet}；在线支付的退回原付款账户，${ARRIVAL.refundOnline}。分多次付款的订单按付款记录分别退回。`,
        '每笔退款的进度都能在“我的 → 退款/售后”的退款记录中查看。',
      ] },
    ],
  },
  {
    code: 'assure_compensate',
    title: '先行赔付',
    summary: '服务商不处理或拒不退款时，由平台介入核实并直接作出退款决定。',
    icon: 'compensate',
    sections: [
      { heading: '什么时候可以申请', paragraphs: [
        '售后单被服务商驳回（待处理），或您不认可服务商给出的方案（待确认）时，可以在售后详情中点击“平台介入”。每个售后单最多可申请2次平台介入。',
      ] },
      { heading: '平台怎么做', paragraphs: [
        '平台客服会在24小时内与您联系，核实订单的办理记录和您提交的凭证。确属服务商责任的，平台直接作出退款决定，不需要等待服务商同意，款项从该订单的付款中原路退回给您。',
        '核实后不属于退款范围的，平台会在售后单中写明原因。',
      ] },
      { heading: '联系我们', paragraphs: [`客服电话：${HOTLINE}。您也可以在“我的 → 我要吐槽”中反映问题，处理结果会回复给您。`] },
    ],
  },
  {
    code: 'assure_privacy_number',
    title: '隐私号保护',
    summary: '与规划师通话使用平台分配的隐私号，双方的真实号码都不会被展示。',
    icon: 'phone',
    sections: [
      { heading: '怎么打电话', paragraphs: [
        '在商品、规划师或订单页点击“电话联系”，平台会为这次通话分配一个隐私号码，拨打该号码即可接通规划师。隐私号10分钟内有效，过期自动解绑；再次点击会重新分配。',
      ] },
      { heading: '保护了什么', paragraphs: [
        '规划师的真实手机号只保存在平台服务器上，不会出现在页面或接口中。您在需求卡中可以选择是否允许电话联系，选择“否”时规划师只能看到打码后的号码，只能通过在线咨询与您沟通。',
        '如果规划师已离职或被停用，电话联系会直接提示，不会再分配号码。',
      ] },
    ],
  },
  {
    code: 'assure_contract',
    title: '合同保障',
    summary: '需要签约的服务在线签署电子合同，双方权责白纸黑字。',
    icon: 'contract',
    sections: [
      { heading: '在线签约', paragraphs: [
        '需要签约的服务，请先在“我的”中完成实名认证，再在订单中在线签署服务合同。合同签署后可随时在“我的 → 合同”中查看和下载。',
      ] },
      { heading: '按合同办理', paragraphs: [
        '服务内容、办理节点、付款方式和退款条件都写在合同和商品详情中。服务商未按约定办理的，您可以依据合同和《售后服务协议》申请退款或平台介入。',
      ] },
    ],
  },
];
