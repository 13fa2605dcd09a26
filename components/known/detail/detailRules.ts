// The rules moved to lib/known/detailRules.ts (issue 28); this re-export serves components/known/video until the
// helper-video work lands and imports them from there. Import from '@/lib/known/detailRules'.
export * from '@/lib/known/detailRules';
