/** Service packages (/combo/list, /combo/serviceDetail): several services sold together at a package price. */
import { http, type Http } from '@/lib/http';
import type { ComboDetail, ComboListInput, ComboPage } from '@/lib/contract/combo/api';

export type { ComboCard, ComboDetail, ComboItem } from '@/lib/contract/combo/api';

/** GET /combo/v1/list: packages sold in the caller's city. */
export const getComboList = (input: ComboListInput = {}, client: Http = http) => client.get<ComboPage>('/combo/v1/list', input);

/** GET /combo/v1/detail (404 when unknown). */
export const getComboDetail = (comboId: string, client: Http = http) => client.get<ComboDetail>('/combo/v1/detail', { comboId });
