/** WeChat (spec §7 "WeChat": find_url_scheme): our mini-program's pages the web hands over to. Plain constants. */

export const MINI_PROGRAM_NAME = '薯片找人小程序';

/** A page of the mini-program: `pages/…`, no leading slash (WeChat's jump_wxa.path). */
export const MINI_PATH_PATTERN = /^pages\/[A-Za-z0-9_\-/]{1,120}$/;
/** The characters WeChat accepts in jump_wxa.query, at most 512 of them. */
export const MINI_QUERY_PATTERN = /^[A-Za-z0-9!#$&'()*+,/:;=?@\-._~%]{0,512}$/;

/** The mini-program pages the hand-off pages open (/xcxTransferPage/*, /activity/coupontoapp). */
export const MINI_PAGES = {
  HOME: 'pages/index/index',
  COUPON_CENTRE: 'pages/activity/coupon/index',
  HUIJU: 'pages/activity/huiju/index',
  INTERVIEW_CONFIRM: 'pages/my_son/interview/confirm',
  MEMBER_CLUB: 'pages/memberClub/detail',
  MEMBER_CLUB_INDEX: 'pages/memberClub/index',
} as const;

export const ENV_VERSIONS = ['release', 'trial', 'develop'] as const;
export type EnvVersion = (typeof ENV_VERSIONS)[number];

/** Schemes one client IP may ask for per minute (each one is a call to WeChat, which has a daily quota). */
export const SCHEME_PER_MINUTE = 30;

/** JS-SDK signatures one client IP may ask for per minute (find_config). */
export const CONFIG_PER_MINUTE = 60;
/** The open tag a page in WeChat's browser uses to open the mini-program (wx.config openTagList). */
export const OPEN_TAG_WEAPP = 'wx-open-launch-weapp';
