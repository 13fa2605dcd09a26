/**
 * Card numbers of Chinese banks: the Luhn check digit (ISO/IEC 7812) and the issuer from the BIN (the first six
 * digits, the issuer identification number). A small table of the main banks' debit-card BINs, and a few of their
 * credit-card BINs so that a credit card is told apart and refused. Pure functions (unit-tested).
 */

export type CardKind = '借记卡' | '贷记卡';
export type Issuer = { bankCode: string; bankName: string; cardType: CardKind };

export const BANKS: Record<string, string> = {
  ICBC: '中国工商银行',
  CCB: '中国建设银行',
  ABC: '中国农业银行',
  BOC: '中国银行',
  CMB: '招商银行',
  COMM: '交通银行',
  PSBC: '中国邮政储蓄银行',
  CITIC: '中信银行',
  SPDB: '浦发银行',
  CIB: '兴业银行',
  CMBC: '中国民生银行',
  CEB: '中国光大银行',
  PAB: '平安银行',
};

const DEBIT: Record<string, string[]> = {
  ICBC: ['622202', '622203', '622208', '621226', '621225', '620058', '621281', '621558', '621559', '621722', '621723', '622200'],
  CCB: ['621700', '622700', '436742', '622280', '621284', '621081', '621466', '621467', '621488', '621499', '621598'],
  ABC: ['622848', '622845', '622846', '622841', '622823', '622824', '622825', '622826', '622827', '622828', '621282', '621336', '621619'],
  BOC: ['621661', '621663', '621667', '621668', '621669', '621666', '456351', '601382', '621256', '621212', '621283', '621725', '621756', '621785'],
  CMB: ['621483', '621485', '621486', '621286', '622588', '622609', '690755', '622580', '622598'],
  COMM: ['622260', '622262', '621069', '621436', '621335', '622258', '622259', '622261'],
  PSBC: ['621096', '621098', '622150', '622151', '622181', '622188', '621095', '620062', '621285', '621798', '621799', '621797', '622199'],
  CITIC: ['622690', '622691', '622692', '622696', '622698', '621773', '621771', '621767', '621768'],
  SPDB: ['622516', '622517', '622518', '622521', '622522', '622523', '621351', '621352', '621793'],
  CIB: ['622908', '622909', '438588', '438589'],
  CMBC: ['622615', '622617', '622618', '622622', '621691'],
  CEB: ['622660', '622661', '622662', '622663', '622664', '622665', '620518', '621489', '621492'],
  PAB: ['622155', '622156', '622157', '622986', '622989', '622298', '621626'],
};

const CREDIT: Record<string, string[]> = {
  ICBC: ['625330', '625331', '625965'],
  CCB: ['625362', '625363', '628316'],
  CMB: ['622575', '622576', '622577', '439188'],
  ABC: ['628268', '622836'],
};

/** Every listed BIN → its issuer. */
export const BIN_TABLE: ReadonlyMap<string, Issuer> = (() => {
  const m = new Map<string, Issuer>();
  const add = (table: Record<string, string[]>, cardType: CardKind) => {
    for (const [bankCode, bins] of Object.entries(table))
      for (const bin of bins) {
        if (m.has(bin)) throw new Error(`BIN ${bin} listed twice`);
        m.set(bin, { bankCode, bankName: BANKS[bankCode], cardType });
      }
  };
  add(DEBIT, '借记卡');
  add(CREDIT, '贷记卡');
  return m;
})();

/** Digits only, 12–19 of them (spaces dropped); null otherwise. */
export function normaliseCardNo(input: string): string | null {
  const s = String(input ?? '').replace(/\s+/g, '');
  return /^\d{12,19}$/.test(s) ? s : null;
}

/** The Luhn (mod 10) check of a digit string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The check digit that makes `body` + digit pass Luhn (tests and seeds build card numbers with it). */
export function luhnCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(body + d)) return String(d);
  throw new Error('unreachable');
}

/** The issuer of a card number by its BIN, or null for an unknown one. */
export const issuerOf = (cardNo: string): Issuer | null => BIN_TABLE.get(cardNo.slice(0, 6)) ?? null;

export type CardCheck = { ok: true; cardNo: string; issuer: Issuer } | { ok: false; reason: string };

/** A debit card number we can pay out to: digits, Luhn, a known bank, not a credit card. */
export function checkCardNo(input: string): CardCheck {
  const cardNo = normaliseCardNo(input);
  if (!cardNo || !luhnValid(cardNo)) return { ok: false, reason: '请输入有效的银行卡号' };
  const issuer = issuerOf(cardNo);
  if (!issuer) return { ok: false, reason: '暂不支持该银行的银行卡' };
  if (issuer.cardType !== '借记卡') return { ok: false, reason: '仅支持储蓄卡（借记卡），请更换银行卡' };
  return { ok: true, cardNo, issuer };
}

/** 6222 **** **** 0123: the BIN's first four and the last four digits. */
export const maskCardNo = (cardNo: string) => `${cardNo.slice(0, 4)} **** **** ${cardNo.slice(-4)}`;
