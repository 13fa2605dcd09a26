import { MARKETING_LINKS, floatMode, knownTile, pairs, subsidyImageWidth } from '@/components/home/homeBlocks';
import type { AdItem } from '@/lib/contract/home/api';

const ad = (over: Partial<AdItem> = {}): AdItem => ({
  id: 'ad_1',
  locationCode: 'ad100032',
  materialUrl: '/images/a.svg',
  materialName: '直播课堂',
  materialDescription: '每周三晚八点',
  linkType: 1,
  wapLink: '/known/detail/topic?id=1',
  materialLink: '',
  imgLink: '',
  href: '/known/detail/topic?id=1',
  external: false,
  ...over,
});

describe('home blocks', () => {
  it('puts the seckill ads two to a slide, the last one alone when odd', () => {
    expect(pairs([1, 2, 3, 4])).toEqual([[1, 2], [3, 4]]);
    expect(pairs([1, 2, 3])).toEqual([[1, 2], [3]]);
    expect(pairs([])).toEqual([]);
  });

  it('shows 企服必懂 with its own texts and /known when the slot is empty', () => {
    expect(knownTile([])).toMatchObject({ title: '企服必懂', slogan: '创业路上的知识加油站', href: '/known', external: false });
    expect(knownTile(undefined).href).toBe(MARKETING_LINKS.known);
  });

  it('lets the first ad100032 material override the title, slogan, picture and link', () => {
    const t = knownTile([ad(), ad({ id: 'ad_2', materialName: '第二个' })]);
    expect(t).toEqual({ title: '直播课堂', slogan: '每周三晚八点', image: '/images/a.svg', href: '/known/detail/topic?id=1', external: false });
    // An empty field of the material keeps the tile's own.
    expect(knownTile([ad({ materialName: '', materialDescription: '' })])).toMatchObject({ title: '企服必懂', slogan: '创业路上的知识加油站' });
    expect(knownTile([ad({ href: 'https://example.com/live', external: true })])).toMatchObject({ href: 'https://example.com/live', external: true });
  });

  it('gives two subsidy pictures 48% each and a single one the whole row', () => {
    expect(subsidyImageWidth(1)).toBe('100%');
    expect(subsidyImageWidth(2)).toBe('48%');
    expect(subsidyImageWidth(3)).toBe('48%');
  });

  it('hides the floating button near the top, offers 推荐 between the blocks and 顶部 past the recommend block', () => {
    // Marketing block still below the bar: hidden.
    expect(floatMode(400, 1600, 56)).toBe('hidden');
    // Marketing block scrolled up to the bar, recommend block further down: 推荐.
    expect(floatMode(56, 900, 56)).toBe('recommend');
    expect(floatMode(-300, 200, 56)).toBe('recommend');
    // The recommend block reached the bar (scrollIntoView leaves it at the bar): 顶部.
    expect(floatMode(-900, 53, 56)).toBe('top');
    expect(floatMode(-2000, -800, 56)).toBe('top');
    // A home without recommend tabs: 顶部 once the marketing block is passed.
    expect(floatMode(-10, null, 56)).toBe('top');
    expect(floatMode(null, null, 56)).toBe('hidden');
  });

  it('links the tiles to pages of this site', () => {
    expect(MARKETING_LINKS).toMatchObject({ known: '/known', demand: '/myDemandCard', subsidy: '/activity/subsidy', seckill: '/activity/seckill' });
    expect(MARKETING_LINKS.trade).toMatch(/^\/list\/jyList\?typeCode=/);
  });
});
