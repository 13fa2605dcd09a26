/** Service packages (/combo/list, /combo/serviceDetail): several services sold together at a package price. */
import { http, type Http } from '@/lib/http';
import type { GoodsCard, Paged } from './goods';

export type ComboCard = {
  id: string;
  comboNo: string;
  name: string;
  slogan: string;
  img: string;
  tags: string[];
  /** Package price, and the sum of the parts it replaces. */
  priceFen: number;
  priceText: string;
  originalPriceFen: number;
  originalPriceText: string;
  /** "立省300元" ('' when nothing is saved). */
  savingText: string;
  itemCount: number;
  salesVolume: number;
  href: string;
};
export type ComboItem = {
  goods: GoodsCard;
  /** The SKU included, when fixed ("规格,地区"). */
  skuId: string | null;
  skuText: string;
  quantity: number;
  /** The part's own price × quantity, fen. */
  itemPriceFen: number;
};
export type ComboDetail = ComboCard & {
  images: string[];
  clientDetail: string;
  items: ComboItem[];
  stock: number;
  onSale: boolean;
  availableInArea: boolean;
  isSave: boolean;
};

/** GET /combo/v1/list: packages sold in the caller's city. */
export const getComboList = (input: { page?: number; limit?: number; classCode?: string } = {}, client: Http = http) =>
  client.get<Paged<ComboCard>>('/combo/v1/list', input);

/** GET /combo/v1/detail (404 when unknown). */
export const getComboDetail = (comboId: string, client: Http = http) => client.get<ComboDetail>('/combo/v1/detail', { comboId });
