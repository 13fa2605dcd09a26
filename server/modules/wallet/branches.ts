import { BANKS } from '../../adapters/bankVerify';

/**
 * The seeded directory of opening branches (开户行): for each bank of the BIN table, its 分行营业部 and a few 支行 in
 * ten large cities. `code` is a 12-digit 联行号 built the usual way: the bank's 3-digit CNAPS code, a 4-digit city
 * code, a 4-digit sequence and a check digit. Deterministic (the same rows every seed).
 */
const BANK_CNAPS: Record<string, string> = {
  ICBC: '102', ABC: '103', BOC: '104', CCB: '105', COMM: '301', CITIC: '302', CEB: '303', CMBC: '305', PAB: '307', CMB: '308', CIB: '309', SPDB: '310', PSBC: '403',
};

const CITIES: { name: string; code: string; districts: string[] }[] = [
  { name: '成都', code: '6510', districts: ['高新', '锦江', '武侯', '青羊', '天府新区'] },
  { name: '北京', code: '1000', districts: ['朝阳', '海淀', '西城', '东城'] },
  { name: '上海', code: '2900', districts: ['浦东', '徐汇', '静安', '黄浦'] },
  { name: '广州', code: '5810', districts: ['天河', '越秀', '海珠'] },
  { name: '深圳', code: '5840', districts: ['福田', '南山', '罗湖'] },
  { name: '重庆', code: '6530', districts: ['渝中', '江北', '渝北'] },
  { name: '杭州', code: '3310', districts: ['西湖', '上城', '滨江'] },
  { name: '南京', code: '3010', districts: ['鼓楼', '玄武', '建邺'] },
  { name: '武汉', code: '5210', districts: ['江汉', '武昌', '洪山'] },
  { name: '西安', code: '7910', districts: ['雁塔', '碑林', '未央'] },
];

const checkDigit = (s: string) => String([...s].reduce((a, c, i) => a + Number(c) * (i % 2 ? 3 : 1), 0) % 10);

export type BranchSeed = { id: string; bankCode: string; name: string; code: string; city: string };

export function branchRows(): BranchSeed[] {
  const rows: BranchSeed[] = [];
  for (const [bankCode, bankName] of Object.entries(BANKS)) {
    const cnaps = BANK_CNAPS[bankCode];
    CITIES.forEach((city, ci) => {
      const names = [`${bankName}${city.name}分行营业部`, ...city.districts.map((d) => `${bankName}${city.name}${d}支行`)];
      names.forEach((name, i) => {
        const body = `${cnaps}${city.code}${String(i + 1).padStart(4, '0')}`;
        rows.push({ id: `bb_${bankCode.toLowerCase()}_${ci}_${i}`, bankCode, name, code: body + checkDigit(body), city: `${city.name}市` });
      });
    });
  }
  return rows;
}
