// /im/index: the address the storefront hands off to (CHAT_SITE_URL/index); the same page as /im.
export { default } from '../index';
