// The rules moved to lib/wechat/handoffRules.ts (issue 28); this re-export serves components/coupon until the
// helper-campaign work lands and imports them from there. Import from '@/lib/wechat/handoffRules'.
export * from '@/lib/wechat/handoffRules';
