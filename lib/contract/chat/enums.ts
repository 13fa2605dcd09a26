/** Chat (IM) codes shared by the server and the chat pages (spec §3 "Chat session request" / "Template message"). */

/** A conversation folded into the account's own one at login; `data.groupId` is where it went. */
export const CHAT_MERGED = 30101;

/** The system code the template messages carry (sysCode). */
export const IM_SYS_CODE = 'crisps-app' as const;

/** Fixed template ids per message kind. */
export const IM_TEMPLATE = {
  /** Product card with image (productName, productContent, price, unit, imageUrl, forwardAbstract, routerId). */
  PRODUCT_IMG: '5fcef0aec24ddd00065a8c93',
  /** Product card without image (same params, no imageUrl/unit). */
  PRODUCT: '5fcef0aec24ddd00065a8c83',
  /** Plain text template: {content}. */
  TEXT: '6166bc39cbbd9900060d9fd3',
  /** Article card: {title, content, type, class} (+ optional imageUrl, url). */
  ARTICLE: '61a5c0e2cbbd9900060da1b7',
} as const;
export type TemplateId = (typeof IM_TEMPLATE)[keyof typeof IM_TEMPLATE];
export const PRODUCT_TEMPLATES: readonly string[] = [IM_TEMPLATE.PRODUCT_IMG, IM_TEMPLATE.PRODUCT];

/** Where a product card leads in the app. */
export const IM_ROUTER = {
  SERVICE: 'IMRouter_APP_ProductDetail_Service',
  TRADE: 'IMRouter_APP_ProductDetail_Trade',
} as const;

/** Planner-side IM user types accepted as imUserType. */
export const PLANNER_IM_TYPES = ['MERCHANT_P', 'MERCHANT_USER', 'MERCHANT_B', 'MERCHANT_S'] as const;
export type PlannerImType = (typeof PLANNER_IM_TYPES)[number];

/** The two sides of a conversation; messages may also come from the system. */
export const CHAT_ROLE = { CUSTOMER: 'customer', PLANNER: 'planner' } as const;
export type ChatRole = (typeof CHAT_ROLE)[keyof typeof CHAT_ROLE];
export const SYSTEM_SENDER = 'system' as const;

export const MSG_TYPE = { TEXT: 'text', IMAGE: 'image', TEMPLATE: 'im_tmplate', SYSTEM: 'system' } as const;
export type MsgType = (typeof MSG_TYPE)[keyof typeof MSG_TYPE];

/** How a conversation was opened: with a chosen planner (create_session) or with online customer service. */
export const CHAT_SOURCE = { SESSION: 'session', KEFU: 'kefu' } as const;
export type ChatSource = (typeof CHAT_SOURCE)[keyof typeof CHAT_SOURCE];

/** A text message's limit, in characters. */
export const MAX_TEXT = 2000;
/** An image message's limit. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** How a visitor is named in a conversation. */
export const VISITOR_NAME = '访客' as const;
