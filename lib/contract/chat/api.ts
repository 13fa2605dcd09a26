import { z } from 'zod';
import { idString, intIn, jsonField, limitField, optional, pageField, required, shortText } from '../fields';
import { pagedSchema } from '../paging';
import { PlannerCard } from '../planner/api';
import { CHAT_ROLE, CHAT_SOURCE, IM_ROUTER, IM_SYS_CODE, IM_TEMPLATE, MAX_TEXT, MSG_TYPE, PLANNER_IM_TYPES, SYSTEM_SENDER, type ChatRole } from './enums';

/**
 * The chat calls (/api/im/v1/*, spec §7 "Chat (IM)"). Every call carries a session token: the account's, or the
 * VISITOR token of POST /authentication/v1/register_anonymous_id.
 */

// ——— request pieces ———

const ROUTER_IDS = [IM_ROUTER.SERVICE, IM_ROUTER.TRADE] as const;
const groupId = () => required(idString('会话编号', 'g_x1y2z3')).meta({ description: 'create_session 返回的 groupId' });
const clientMsgId = optional(
  z.string().max(64, '客户端消息编号过长').regex(/^[A-Za-z0-9_.:-]+$/, '客户端消息编号有误'),
).meta({ description: '幂等键：同一会话内同一发送方重复提交返回第一次的消息' });
const seqField = (label: string) => intIn(label, 0, 2_000_000_000);
const codeMap = (label: string) =>
  z.record(z.string().max(40, `${label}编码过长`), z.string().max(40, `${label}名称过长`)).refine((m) => Object.keys(m).length <= 10, `${label}过多`);
const nonBlank = (label: string, max: number) =>
  z
    .string({ error: (iss) => (iss.input === undefined ? '不能为空' : `${label}有误`) })
    .max(max, `${label}过长`)
    .refine((v) => v.trim().length > 0, `${label}不能为空`);

/** An image reference: an absolute http(s) URL or a path of this site; nothing else (no javascript:, data:). */
export const safeUrl = (label: string) =>
  z
    .string()
    .max(1024, `${label}过长`)
    .refine((v) => /^https?:\/\/[^\s"'<>]+$/i.test(v) || /^\/(?!\/)[^\s"'<>]*$/.test(v), `${label}须为 http(s) 地址或本站路径`);

// ——— open a conversation ———

export const ChatIntentionExt = z
  .object({
    intentionType: codeMap('意向业务').optional(),
    intentionCity: codeMap('意向城市').optional(),
    recommendId: z.string().max(64, '推荐编号过长').optional(),
    recommendAttrJson: z.record(z.string(), z.unknown()).optional().refine((v) => !v || JSON.stringify(v).length <= 2000, '推荐属性过长'),
    startUserType: z.string().max(32, '发起端类型过长').optional(),
  })
  .strip();
export type ChatIntentionExt = z.infer<typeof ChatIntentionExt>;

export const CreateSessionBody = z
  .object({
    imUserId: required(idString('规划师编号', 'u_demo_planner')),
    imUserType: required(z.enum(PLANNER_IM_TYPES, { error: `须为 ${PLANNER_IM_TYPES.join('、')} 之一` })),
    operUserType: optional(shortText('操作人类型', 32)),
    requireCode: optional(shortText('需求编码', 40)),
    requireName: optional(shortText('需求名称', 40)),
    ext: jsonField(ChatIntentionExt, 'ext').meta({ type: 'string', description: 'JSON：{intentionType, intentionCity, recommendId, recommendAttrJson, startUserType}' }),
  })
  .meta({ id: 'ImCreateSessionBody' });
export type CreateSessionBody = z.infer<typeof CreateSessionBody>;

export const CreateSessionResult = z
  .object({ groupId: z.string(), created: z.boolean().meta({ description: 'false：返回的是同一客户与规划师已有的会话' }) })
  .meta({ id: 'ImCreateSessionResult' });
export type CreateSessionResult = z.infer<typeof CreateSessionResult>;

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
  .meta({ id: 'ImOnlineKefuBody' });
export type OnlineKefuBody = z.infer<typeof OnlineKefuBody>;

export const OnlineKefuResult = z.object({
  groupInfo: CreateSessionResult,
  planner: PlannerCard,
});
export type OnlineKefuResult = z.infer<typeof OnlineKefuResult>;

// ——— template messages ———

export const ProductCardParams = z
  .object({
    productName: nonBlank('商品名称', 100),
    productContent: z.string().max(500, '商品描述过长').optional(),
    price: nonBlank('价格', 40).meta({ description: '如显示："199.00元"、"面议"、"5%服务费"' }),
    unit: z.string().max(20, '单位过长').optional(),
    imageUrl: safeUrl('图片地址').optional(),
    forwardAbstract: z.string().max(40, '摘要过长').default('[商品详情]'),
    routerId: z.enum(ROUTER_IDS, { error: `须为 ${ROUTER_IDS.join('、')} 之一` }),
    productId: z.string().max(64, '商品编号过长').regex(/^[A-Za-z0-9_-]*$/, '商品编号有误').optional(),
  })
  .strip();
/** What a client sends (forwardAbstract may be left to its default). */
export type ProductCardParams = z.input<typeof ProductCardParams>;

export const TextTemplateParams = z.object({ content: nonBlank('内容', MAX_TEXT) }).strip();
export type TextTemplateParams = z.infer<typeof TextTemplateParams>;

export const ArticleCardParams = z
  .object({
    title: nonBlank('标题', 100),
    content: z.string().max(500, '内容过长').optional(),
    type: z.string().max(40, '类型过长').optional(),
    class: z.string().max(40, '分类过长').optional(),
    imageUrl: safeUrl('图片地址').optional(),
    url: z.string().max(512, '链接过长').regex(/^\/(?!\/)[^\s"'<>]*$/, '链接须为本站路径').optional(),
  })
  .strip();
export type ArticleCardParams = z.infer<typeof ArticleCardParams>;

/** The params each template takes (paramJsonStr, JSON text). */
export const TEMPLATE_PARAMS: Record<string, z.ZodType<Record<string, unknown>>> = {
  [IM_TEMPLATE.PRODUCT_IMG]: ProductCardParams,
  [IM_TEMPLATE.PRODUCT]: ProductCardParams.omit({ imageUrl: true }),
  [IM_TEMPLATE.TEXT]: TextTemplateParams,
  [IM_TEMPLATE.ARTICLE]: ArticleCardParams,
};

export const SendTemplateBody = z
  .object({
    templateId: required(z.enum(Object.values(IM_TEMPLATE) as [string, ...string[]], { error: '模板编号有误' })),
    receiver: groupId(),
    senderName: optional(shortText('发送人名称', 40)).meta({ description: '仅供参考：服务端保存发送人的真实昵称，访客为“访客”' }),
    msgType: required(z.enum([MSG_TYPE.TEMPLATE, MSG_TYPE.TEXT], { error: '须为 im_tmplate 或 text' })),
    extContent: optional(shortText('扩展内容', 2000)).meta({ description: '发起页面的路由参数（JSON 文本）' }),
    paramJsonStr: required(z.string().max(6000, '模板参数过长')).meta({ description: '模板参数 JSON 文本' }),
    msgClass: optional(z.enum(['5'], { error: '须为 5' })),
    sender: optional(shortText('发送人', 64)),
    senderType: optional(z.enum(['web', 'app', 'wap'], { error: '须为 web' })),
    sysCode: optional(z.enum([IM_SYS_CODE], { error: `须为 ${IM_SYS_CODE}` })),
    clientMsgId,
  })
  .meta({ id: 'ImSendTemplateBody' });
export type SendTemplateBody = z.infer<typeof SendTemplateBody>;

// ——— messages ———

export const SendMsgBody = z
  .object({
    groupId: groupId(),
    msgType: required(z.enum([MSG_TYPE.TEXT, MSG_TYPE.IMAGE], { error: '须为 text 或 image' })),
    content: z.string().max(MAX_TEXT, `内容不能超过${MAX_TEXT}字`).optional().meta({ description: 'msgType=text 时必填，原样保存' }),
    imageUrl: optional(safeUrl('图片地址')).meta({ description: 'msgType=image：upload_image 返回的地址' }),
    width: optional(intIn('宽度', 1, 20000)),
    height: optional(intIn('高度', 1, 20000)),
    clientMsgId,
  })
  .superRefine((v, ctx) => {
    if (v.msgType === MSG_TYPE.TEXT && !(v.content ?? '').trim()) ctx.addIssue({ code: 'custom', path: ['content'], message: '消息内容不能为空' });
    if (v.msgType === MSG_TYPE.IMAGE && !v.imageUrl) ctx.addIssue({ code: 'custom', path: ['imageUrl'], message: '图片地址不能为空' });
  })
  .meta({ id: 'ImSendMsgBody' });
export type SendMsgBody = z.infer<typeof SendMsgBody>;

export const ChatMessage = z
  .object({
    id: z.string().meta({ description: '全局消息编号（也是 SSE 事件编号）' }),
    groupId: z.string(),
    seq: z.number().int().meta({ description: '会话内序号 1, 2, 3…' }),
    msgType: z.enum([MSG_TYPE.TEXT, MSG_TYPE.IMAGE, MSG_TYPE.TEMPLATE, MSG_TYPE.SYSTEM]),
    content: z.string().meta({ description: '原样文本，按纯文本显示' }),
    templateId: z.string().nullable(),
    payload: z
      .record(z.string(), z.unknown())
      .nullable()
      .meta({ description: '自由结构：模板消息为模板参数；图片为 {url, width?, height?}；其余为 null' }),
    extContent: z.string().nullable(),
    senderId: z.string(),
    senderRole: z.enum([CHAT_ROLE.CUSTOMER, CHAT_ROLE.PLANNER, SYSTEM_SENDER]),
    senderName: z.string(),
    senderAvatar: z.string(),
    clientMsgId: z.string().nullable(),
    createdAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'ImMessage' });
export type ChatMessage = z.infer<typeof ChatMessage>;

export const GroupQuery = z.object({ groupId: groupId() });
export type GroupQuery = z.infer<typeof GroupQuery>;

export const MessagesQuery = z
  .object({
    groupId: groupId(),
    beforeSeq: optional(seqField('beforeSeq')).meta({ type: 'integer', description: '向上翻页：取此序号之前的消息' }),
    afterSeq: optional(seqField('afterSeq')).meta({ type: 'integer', description: '断线补齐：取此序号之后的消息' }),
    limit: optional(intIn('每页条数', 1, 100)).meta({ type: 'integer', description: '默认 20；历史最多 50，补齐最多 100' }),
  })
  .superRefine((v, ctx) => {
    if (v.beforeSeq !== undefined && v.afterSeq !== undefined)
      ctx.addIssue({ code: 'custom', path: ['afterSeq'], message: 'beforeSeq 与 afterSeq 只能传一个' });
    if (v.afterSeq === undefined && (v.limit ?? 0) > 50) ctx.addIssue({ code: 'custom', path: ['limit'], message: '每页条数不能大于50' });
  });
export type MessagesQuery = z.infer<typeof MessagesQuery>;

export const MessagesPage = z
  .object({ records: z.array(ChatMessage), hasMore: z.boolean().meta({ description: '还有更早（beforeSeq）或更新（afterSeq）的消息' }) })
  .meta({ id: 'ImMessagesPage' });
export type MessagesPage = z.infer<typeof MessagesPage>;

export const UploadedImage = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export type UploadedImage = z.infer<typeof UploadedImage>;

// ——— read state ———

export const ReadBody = z.object({ groupId: groupId(), seq: required(seqField('seq')) });
export type ReadBody = z.infer<typeof ReadBody>;

export const ReadResult = z.object({
  groupId: z.string(),
  lastReadSeq: z.number().int(),
  unread: z.number().int(),
  unreadTotal: z.number().int(),
});
export type ReadResult = z.infer<typeof ReadResult>;

export const UnreadTotal = z.object({ total: z.number().int() });
export type UnreadTotal = z.infer<typeof UnreadTotal>;

// ——— conversations ———

export const ListQuery = z.object({
  role: optional(z.enum([CHAT_ROLE.CUSTOMER, CHAT_ROLE.PLANNER, 'all'], { error: '须为 customer、planner 或 all' })),
  start: pageField(),
  limit: limitField(20),
});
export type ListQuery = z.infer<typeof ListQuery>;

/** The other side of a conversation, or any chat user: a planner, a customer or a visitor. */
export const ChatPeer = z
  .object({
    imUserId: z.string(),
    userType: z.string().meta({ description: '规划师为 MERCHANT_USER…；客户为 ORDINARY_USER 或 VISITOR' }),
    name: z.string(),
    avatar: z.string(),
    postName: z.string().meta({ description: '仅规划师' }),
  })
  .meta({ id: 'ImPeer' });
export type ChatPeer = z.infer<typeof ChatPeer>;

/** A product card as its message keeps it (the params of the product templates, as validated when sent). */
export const ProductCard = z.object({
  productName: z.string(),
  productContent: z.string().optional(),
  price: z.string(),
  unit: z.string().optional(),
  imageUrl: z.string().optional(),
  forwardAbstract: z.string().optional(),
  routerId: z.string(),
  productId: z.string().optional(),
});
export type ProductCard = z.infer<typeof ProductCard>;

export const ChatIntention = z.object({
  intentionType: z.record(z.string(), z.string()),
  intentionCity: z.record(z.string(), z.string()),
  recommendId: z.string(),
  recommendAttrJson: z.record(z.string(), z.unknown()).meta({ description: '自由结构：发起端带来的推荐属性' }),
  startUserType: z.string(),
  requireCode: z.string(),
  requireName: z.string(),
});
export type ChatIntention = z.infer<typeof ChatIntention>;

export const ConversationItem = z
  .object({
    groupId: z.string(),
    myRole: z.enum([CHAT_ROLE.CUSTOMER, CHAT_ROLE.PLANNER]),
    peer: ChatPeer,
    source: z.enum([CHAT_SOURCE.SESSION, CHAT_SOURCE.KEFU]),
    intention: ChatIntention,
    firstCard: ProductCard.nullable().meta({ description: '会话的第一张商品卡片（发起会话的商品）' }),
    lastMessage: z
      .object({ seq: z.number().int(), msgType: z.string(), preview: z.string(), createdAt: z.string() })
      .nullable(),
    unread: z.number().int(),
    lastReadSeq: z.number().int(),
    peerReadSeq: z.number().int().meta({ description: '对方读到的序号：不大于它的消息为“已读”' }),
    lastSeq: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ImConversation' });
export type ConversationItem = z.infer<typeof ConversationItem>;

export const ConversationPage = pagedSchema(ConversationItem).meta({ id: 'ImConversationPage' });
export type ConversationPage = z.infer<typeof ConversationPage>;

// ——— people (spec §7) ———

export const UserInfoQuery = z.object({ imUserId: required(idString('用户编号')) });
export type UserInfoQuery = z.infer<typeof UserInfoQuery>;

export const PlannerQuery = z.object({ mchUserId: required(idString('规划师编号', 'u_demo_planner')) });
export type PlannerQuery = z.infer<typeof PlannerQuery>;

/** The planner of a chat header. */
export const ChatPlannerDetail = PlannerCard.extend({
  status: z.number().int().meta({ description: '1 启用 0 禁用 3 离职' }),
  cityCode: z.string(),
  online: z.boolean().meta({ description: '有有效会话（工作台已登录），可即时回复' }),
}).meta({ id: 'ImPlannerDetail' });
export type ChatPlannerDetail = z.infer<typeof ChatPlannerDetail>;

export const BaseUser = z.object({
  imUserId: z.string(),
  userType: z.string(),
  name: z.string(),
  avatar: z.string(),
  unreadTotal: z.number().int(),
});
export type BaseUser = z.infer<typeof BaseUser>;

export const ShareBody = z.object({
  mchUserId: required(idString('规划师编号', 'u_demo_planner')),
  groupId: optional(idString('会话编号')),
  channel: optional(z.enum(['chat', 'link', 'poster', 'wechat'], { error: '须为 chat、link、poster 或 wechat' })).default('chat'),
});
export type ShareBody = z.infer<typeof ShareBody>;

export const ShareRecord = z.object({ id: z.string() });
export type ShareRecord = z.infer<typeof ShareRecord>;

// ——— real time ———

export const EmptyBody = z.object({});

export const Ticket = z.object({
  ticket: z.string(),
  expiresIn: z.number().int().meta({ description: '秒；用于 GET /api/im/v1/events?ticket=' }),
});
export type Ticket = z.infer<typeof Ticket>;

/** SSE events of GET /api/im/v1/events (`event:` name → `data:` JSON). */
export type ChatEvent =
  | { type: 'ready'; data: { imUserId: string; userType: string; unreadTotal: number } }
  | { type: 'message'; data: { groupId: string; message: ChatMessage } }
  | { type: 'read'; data: { groupId: string; role: ChatRole; lastReadSeq: number } }
  | { type: 'conversation'; data: { groupId: string; created: boolean } };
