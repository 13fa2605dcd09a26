import { ADDRESS_MSG, addressDraftError, fullAddressOf } from '@/lib/contract/address/enums';
import type { ShippingAddress } from '@/lib/contract/address/api';
import { addressFormHref, addressSelectHref, checkoutAddressOf, formTypeOf, regionText } from '@/lib/address/addressRules';
import { resolveRegion } from '@/server/modules/address/region';

const draft = { contactName: '张三', phone: '13800138000', provinceCode: '510000', address: '天府大道1号', postcode: '' };

describe('the address form, checked in the original order', () => {
  it('accepts a good draft', () => {
    expect(addressDraftError(draft)).toBe('');
    expect(addressDraftError({ ...draft, contactName: 'Tom2', postcode: '610041' })).toBe('');
  });

  it('names the first problem', () => {
    expect(addressDraftError({ ...draft, contactName: ' ' })).toBe(ADDRESS_MSG.nameMissing);
    expect(addressDraftError({ ...draft, contactName: '张' })).toBe(ADDRESS_MSG.nameLength);
    expect(addressDraftError({ ...draft, contactName: '张 三' })).toBe(ADDRESS_MSG.nameChars);
    expect(addressDraftError({ ...draft, contactName: '张三😀' })).toBe(ADDRESS_MSG.nameChars);
    expect(addressDraftError({ ...draft, phone: '' })).toBe(ADDRESS_MSG.phoneMissing);
    expect(addressDraftError({ ...draft, phone: '1380013800a' })).toBe(ADDRESS_MSG.phoneBad);
    expect(addressDraftError({ ...draft, provinceCode: '' })).toBe(ADDRESS_MSG.regionMissing);
    expect(addressDraftError({ ...draft, address: '  ' })).toBe(ADDRESS_MSG.detailMissing);
    expect(addressDraftError({ ...draft, address: '路' })).toBe(ADDRESS_MSG.detailShort);
    expect(addressDraftError({ ...draft, address: '路'.repeat(101) })).toBe(ADDRESS_MSG.detailLong);
    expect(addressDraftError({ ...draft, postcode: '6100' })).toBe(ADDRESS_MSG.postcodeBad);
    // Several problems: the name is said first.
    expect(addressDraftError({ ...draft, contactName: '', phone: 'x' })).toBe(ADDRESS_MSG.nameMissing);
  });
});

describe('how an address reads', () => {
  it('joins the region names and the detail, without saying a municipality twice', () => {
    expect(fullAddressOf({ provinceName: '四川省', cityName: '成都市', areaName: '武侯区', address: '天府大道1号' })).toBe('四川省成都市武侯区天府大道1号');
    expect(fullAddressOf({ provinceName: '北京市', cityName: '北京市', areaName: '朝阳区', address: '建国路88号' })).toBe('北京市朝阳区建国路88号');
    expect(fullAddressOf({ provinceName: '香港特别行政区', cityName: '', areaName: '', address: '皇后大道中1号' })).toBe('香港特别行政区皇后大道中1号');
    expect(regionText({ provinceName: '四川省', cityName: '成都市', areaName: '武侯区' })).toBe('四川省 成都市 武侯区');
    expect(regionText({ provinceName: '北京市', cityName: '北京市', areaName: '朝阳区' })).toBe('北京市 朝阳区');
    expect(regionText({ provinceName: '', cityName: '', areaName: '' })).toBe('');
  });
});

describe('routes', () => {
  it('builds the form and choosing routes', () => {
    expect(addressFormHref('add')).toBe('/my/shippingAddress/add/1');
    expect(addressFormHref('edit', 'ad_a b')).toBe('/my/shippingAddress/edit/ad_a%20b');
    expect(addressSelectHref()).toBe('/my/shippingAddress?select=1');
    expect(addressSelectHref('ad_1')).toBe('/my/shippingAddress?select=1&current=ad_1');
    expect(formTypeOf('add')).toBe('add');
    expect(formTypeOf('edit')).toBe('edit');
    expect(formTypeOf('remove')).toBeNull();
    expect(formTypeOf(undefined)).toBeNull();
  });
});

describe('the checkout address', () => {
  const a = (id: string, isDefault = false) => ({ id, defaultAddress: isDefault ? 1 : 0 }) as ShippingAddress;
  const list = [a('d', true), a('x'), a('y')];

  it('takes the picked one, else the kept one, else the default, else the first, else none', () => {
    expect(checkoutAddressOf(list, 'y', 'x')?.id).toBe('y');
    expect(checkoutAddressOf(list, '', 'x')?.id).toBe('x');
    expect(checkoutAddressOf(list, '', '')?.id).toBe('d');
    expect(checkoutAddressOf([a('x'), a('y')], '', '')?.id).toBe('x');
    expect(checkoutAddressOf([], 'y', 'x')).toBeNull();
  });

  it('passes over an id that is no longer in the list', () => {
    expect(checkoutAddressOf(list, 'gone', 'also-gone')?.id).toBe('d');
  });
});

describe('regions against the offline table', () => {
  it('answers names for codes', () => {
    expect(resolveRegion({ provinceCode: '510000', cityCode: '510100', areaCode: '510107' })).toEqual({
      ok: true,
      region: { provinceCode: '510000', provinceName: '四川省', cityCode: '510100', cityName: '成都市', areaCode: '510107', areaName: '武侯区' },
    });
  });

  it('requires a level only where it exists', () => {
    expect(resolveRegion({ provinceCode: '810000' }).ok).toBe(true);
    expect(resolveRegion({ provinceCode: '440000', cityCode: '441900' }).ok).toBe(true);
    expect(resolveRegion({ provinceCode: '510000' })).toMatchObject({ ok: false, field: 'cityCode' });
    expect(resolveRegion({ provinceCode: '510000', cityCode: '510100' })).toMatchObject({ ok: false, field: 'areaCode', message: '请选择区县' });
  });

  it('refuses codes that do not belong together', () => {
    expect(resolveRegion({ provinceCode: '000000' })).toMatchObject({ ok: false, field: 'provinceCode' });
    expect(resolveRegion({ provinceCode: '510000', cityCode: '110100', areaCode: '110105' })).toMatchObject({ ok: false, field: 'cityCode' });
    expect(resolveRegion({ provinceCode: '510000', cityCode: '510100', areaCode: '110105' })).toMatchObject({ ok: false, field: 'areaCode' });
    expect(resolveRegion({ provinceCode: '810000', cityCode: '510100' })).toMatchObject({ ok: false, field: 'cityCode' });
    expect(resolveRegion({ provinceCode: '440000', cityCode: '441900', areaCode: '441901' })).toMatchObject({ ok: false, field: 'areaCode' });
  });
});
