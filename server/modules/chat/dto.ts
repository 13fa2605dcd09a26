import { z } from '@hono/zod-openapi';
import { IM_SYS_CODE } from '@/lib/constants';
import { idString, intIn, jsonField, limitField, optional, pageField, pagedSchema, required, shortText } from '../planner/common';
import { IM_TEMPLATE, MAX_TEXT } from './messages';

const PLANNER_TYPES = ['MERCHANT_P', 'MERCHANT_USER', 'MERCHANT_B', 'MERCHANT_S'] as const;
const ROUTER_IDS = ['IMRouter_APP_ProductDetail_Service', 'IMRouter_APP_ProductDetail_Trade'] as const;

const groupId = () => required(idString('会话编号', 'g_x1y2z3')).openapi({ description: 'create_session 返回的 groupId' });
const clientMsgId = optional(
  z.string().max(64, '客户端消息编号过长').regex(/^[A-Za-z0-9_.:-]+$/, '客户端消息编号有误'),
).openapi({ description: '幂等键：同一会话内同一发送方重复提交返回第一次的消息' });
const seqField = (label: string) => intIn(label, 0, 2_000_000_000);
const codeMap = (label: string) =>
  z.record(z.string().max(40, `${label}编码过长`), z.string().max(40, `${label}名称过长`)).refine((m) => Object.keys(m).length <= 10, `${label}过多`);

/** An image reference: an absolute http(s) URL or a path of this site; nothing else (no javascript:, data:). */
export const safeUrl = (label: string) =>
  z
    .string()
    .max(1024, `${label}过长`)
    .refine((v) => /^https?:\/\/[^\s"'<>]+$/i.test(v) || /^\/(?!\/)[^\s"'<>]*$/.test(v), `${label}须为 http(s) 地址或本站路径`);

export const Ext = z
  .object({
    intentionType: codeMap('意向业务').optional(),
    intentionCity: codeMap('意向城市').optional(),
    recommendId: z.string().max(64, '推荐编号过长').optional(),
    recommendAttrJson: z.record(z.string(), z.unknown()).optional().refine((v) => !v || JSON.stringify(v).length <= 2000, '推荐属性过长'),
    startUserType: z.string().max(32, '发起端类型过长').optional(),
  })
  .strip();

export const CreateSessionBody = z
  .object({
    imUserId: required(idString('规划师编号', 'u_demo_planner')),
    imUserType: required(z.enum(PLANNER_TYPES, { error: `须为 ${PLANNER_TYPES.join('、')} 之一` })),
    operUserType: optional(shortText('操作人类型', 32)),
    requireCode: optional(shortText('需求编码', 40)),
    requireName: optional(shortText('需求名称', 40)),
    ext: jsonField(Ext, 'ext').openapi({ type: 'string', description: 'JSON：{intentionType, intentionCity, recommendId, recommendAttrJson, startUserType}' }),
  })
  .openapi('ImCreateSessionBody');

export const CreateSessionResult = z.object({ groupId: z.string(), created: z.boolean() }).openapi('ImCreateSessionResult');

const nonBlank = (label: string, max: number) =>
  z.string({ error: (iss) => (iss.input === undefined ? '不能为空' : `${label}有误`) })
    .max(max, `${label}过长`)
    .refine((v) => v.trim().length > 0, `${label}不能为空`);

export const ProductParams = z
  .object({
    productName: nonBlank('商品名称', 100),
    productContent: z.string().max(500, '商品描述过长').optional(),
    price: nonBlank('价格', 40),
    unit: z.string().max(20, '单位过长').optional(),
    imageUrl: safeUrl('图片地址').optional(),
    forwardAbstract: z.string().max(40, '摘要过长').default('[商品详情]'),
    routerId: z.enum(ROUTER_IDS, { error: `须为 ${ROUTER_IDS.join('、')} 之一` }),
    productId: z.string().max(64, '商品编号过长').regex(/^[A-Za-z0-9_-]*$/, '商品编号有误').optional(),
  })
  .strip();
export const TextParams = z.object({ content: nonBlank('内容', MAX_TEXT) }).strip();
export const ArticleParams = z
  .object({
    title: nonBlank('标题', 100),
    content: z.string().max(500, '内容过长').optional(),
    type: z.string().max(40, '类型过长').optional(),
    class: z.string().max(40, '分类过长').optional(),
    imageUrl: safeUrl('图片地址').optional(),
    url: z.string().max(512, '链接过长').regex(/^\/(?!\/)[^\s"'<>]*$/, '链接须为本站路径').optional(),
  })
  .strip();

export const TEMPLATE_PARAMS: Record<string, z.ZodType<Record<string, unknown>>> = {
  [IM_TEMPLATE.PRODUCT_IMG]: ProductParams,
  [IM_TEMPLATE.PRODUCT]: ProductParams.omit({ imageUrl: true }),
  [IM_TEMPLATE.TEXT]: TextParams,
  [IM_TEMPLATE.ARTICLE]: ArticleParams,
};

export const SendTemplateBody = z
  .object({
    templateId: required(z.enum(Object.values(IM_TEMPLATE) as [string, ...string[]], { error: '模板编号有误' })),
    receiver: groupId(),
    senderName: optional(shortText('发送人名称', 40)),
    msgType: required(z.enum(['im_tmplate', 'text'], { error: '须为 im_tmplate 或 text' })),
    extContent: optional(shortText('扩展内容', 2000)),
    paramJsonStr: required(z.string().max(6000, '模板参数过长')).openapi({ description: '模板参数 JSON 文本' }),
    msgClass: optional(z.enum(['5'], { error: '须为 5' })),
    sender: optional(shortText('发送人', 64)),
    senderType: optional(z.enum(['web', 'app', 'wap'], { error: '须为 web' })),
    sysCode: optional(z.enum([IM_SYS_CODE], { error: `须为 ${IM_SYS_CODE}` })),
    clientMsgId,
  })
  .openapi('ImSendTemplateBody');

export const SendMsgBody = z
  .object({
    groupId: groupId(),
    msgType: required(z.enum(['text', 'image'], { error: '须为 text 或 image' })),
    content: z.string().max(MAX_TEXT, `内容不能超过${MAX_TEXT}字`).optional().openapi({ description: 'msgType=text 时必填，原样保存' }),
    imageUrl: optional(safeUrl('图片地址')),
    width: optional(intIn('宽度', 1, 20000)),
    height: optional(intIn('高度', 1, 20000)),
    clientMsgId,
  })
  .superRefine((v, ctx) => {
    if (v.msgType === 'text' && !(v.content ?? '').trim()) ctx.addIssue({ code: 'custom', path: ['content'], message: '消息内容不能为空' });
    if (v.msgType === 'image' && !v.imageUrl) ctx.addIssue({ code: 'custom', path: ['imageUrl'], message: '图片地址不能为空' });
  })
  .openapi('ImSendMsgBody');

export const ChatMessage = z
  .object({
    id: z.string(),
    groupId: z.string(),
    seq: z.number(),
    msgType: z.string().openapi({ description: 'text | image | im_tmplate | system' }),
    content: z.string().openapi({ description: '原样文本，按纯文本显示' }),
    templateId: z.string().nullable(),
    payload: z.record(z.string(), z.unknown()).nullable(),
    extContent: z.string().nullable(),
    senderId: z.string(),
    senderRole: z.string().openapi({ description: 'customer | planner | system' }),
    senderName: z.string(),
    senderAvatar: z.string(),
    clientMsgId: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('ImMessage');

export const GroupQuery = z.object({ groupId: groupId() });

export const MessagesQuery = z
  .object({
    groupId: groupId(),
    beforeSeq: optional(seqField('beforeSeq')).openapi({ type: 'integer', description: '向上翻页：取此序号之前的消息' }),
    afterSeq: optional(seqField('afterSeq')).openapi({ type: 'integer', description: '断线补齐：取此序号之后的消息' }),
    limit: optional(intIn('每页条数', 1, 100)).openapi({ type: 'integer', description: '默认 20；历史最多 50，补齐最多 100' }),
  })
  .superRefine((v, ctx) => {
    if (v.beforeSeq !== undefined && v.afterSeq !== undefined)
      ctx.addIssue({ code: 'custom', path: ['afterSeq'], message: 'beforeSeq 与 afterSeq 只能传一个' });
    if (v.afterSeq === undefined && (v.limit ?? 0) > 50) ctx.addIssue({ code: 'custom', path: ['limit'], message: '每页条数不能大于50' });
  });

export const MessagesPage = z.object({ records: z.array(ChatMessage), hasMore: z.boolean() }).openapi('ImMessagesPage');

export const ReadBody = z.object({ groupId: groupId(), seq: required(seqField('seq')) });
export const ReadResult = z.object({ groupId: z.string(), lastReadSeq: z.number(), unread: z.number(), unreadTotal: z.number() });

export const ListQuery = z.object({
  role: optional(z.enum(['customer', 'planner', 'all'], { error: '须为 customer、planner 或 all' })),
  start: pageField(),
  limit: limitField(20),
});

export const Peer = z
  .object({ imUserId: z.string(), userType: z.string(), name: z.string(), avatar: z.string(), postName: z.string() })
  .openapi('ImPeer');

export const Conversation = z
  .object({
    groupId: z.string(),
    myRole: z.enum(['customer', 'planner']),
    peer: Peer,
    source: z.enum(['session', 'kefu']),
    intention: z.object({
      intentionType: z.record(z.string(), z.string()),
      intentionCity: z.record(z.string(), z.string()),
      recommendId: z.string(),
      recommendAttrJson: z.record(z.string(), z.unknown()),
      startUserType: z.string(),
      requireCode: z.string(),
      requireName: z.string(),
    }),
    firstCard: z.record(z.string(), z.unknown()).nullable(),
    lastMessage: z.object({ seq: z.number(), msgType: z.string(), preview: z.string(), createdAt: z.string() }).nullable(),
    unread: z.number(),
    lastReadSeq: z.number(),
    peerReadSeq: z.number(),
    lastSeq: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('ImConversation');
export const ConversationPage = pagedSchema(Conversation).openapi('ImConversationPage');

export const OnlineKefuBody = z
  .object({
    userCenterTag: optional(idString('用户编号')),
    userName: optional(shortText('用户名', 40)),
    userNo: optional(shortText('用户号', 40)),
    platform: optional(shortText('平台', 40)),
    port: optional(shortText('端口', 40)),
    entrance: optional(shortText('入口', 60)),
    province: optional(shortText('省份', 40)),
    city: optional(shortText('城市', 40)),
    equipment: optional(shortText('设备', 100)),
    sourceTerminal: optional(shortText('来源终端', 40)),
    customerType: optional(z.enum(['1'], { error: '须为 1' })),
  })
  .openapi('ImOnlineKefuBody');
export const OnlineKefuResult = z.object({
  groupInfo: z.object({ groupId: z.string(), created: z.boolean() }),
  planner: Peer,
});

export const UserInfoQuery = z.object({ imUserId: required(idString('用户编号')) });
export const PlannerQuery = z.object({ mchUserId: required(idString('规划师编号', 'u_demo_planner')) });
export const PlannerDetail = Peer.extend({
  mchUserId: z.string(),
  tags: z.array(z.string()),
  point: z.number(),
  status: z.number(),
  cityCode: z.string(),
  online: z.boolean(),
}).openapi('ImPlannerDetail');
export const BaseUser = z.object({ imUserId: z.string(), userType: z.string(), name: z.string(), avatar: z.string(), unreadTotal: z.number() });

export const ShareBody = z.object({
  mchUserId: required(idString('规划师编号', 'u_demo_planner')),
  groupId: optional(idString('会话编号')),
  channel: optional(z.enum(['chat', 'link', 'poster', 'wechat'], { error: '须为 chat、link、poster 或 wechat' })).default('chat'),
});
export const Ticket = z.object({ ticket: z.string(), expiresIn: z.number() });
export const Empty = z.object({}).strip();
