import { chooseAddress, dropCheckoutDraft, peekCheckoutDraft, stashCheckoutDraft, takeChosenAddress } from '@/components/my/address/addressChoice';

// The address picked on the list page and the checkout's draft travel through the tab's sessionStorage.

beforeEach(() => sessionStorage.clear());

describe('the picked address', () => {
  it('is read once', () => {
    expect(takeChosenAddress()).toBe('');
    chooseAddress('ad_1');
    expect(takeChosenAddress()).toBe('ad_1');
    expect(takeChosenAddress()).toBe('');
  });
});

describe("the checkout's draft", () => {
  const url = '/order/confirmorder?productId=g_0017';

  it('comes back for the same checkout until dropped', () => {
    stashCheckoutDraft(url, { remark: '加急', agreed: true });
    expect(peekCheckoutDraft(url)).toEqual({ remark: '加急', agreed: true });
    expect(peekCheckoutDraft(url)).toEqual({ remark: '加急', agreed: true });
    dropCheckoutDraft();
    expect(peekCheckoutDraft(url)).toBeNull();
  });

  it('is not given to another checkout, and a broken one is ignored', () => {
    stashCheckoutDraft(url, { remark: 'x' });
    expect(peekCheckoutDraft('/order/confirmorder?productId=g_0001')).toBeNull();
    sessionStorage.setItem('crisps:checkout:draft', '{oops');
    expect(peekCheckoutDraft(url)).toBeNull();
  });
});
