/** Moved to services/loaders/trade.ts; what TradeDetailPage.tsx and TradeInfoPage.tsx still import from here. */
export { tradeCanonicalPath, type TradeDetailProps } from '@/services/loaders/trade';
