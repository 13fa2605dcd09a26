import fs from 'node:fs';
import path from 'node:path';
import { ARRIVAL } from '@/lib/contract/wallet/arrival';

/**
 * Issue 28: the promised arrival times say one thing. Every promise of days (or hours) before money arrives, in the
 * pages, components, contract texts and the server's documents and help texts, is one of ARRIVAL's wordings.
 */
const ROOTS = ['components', 'pages', 'lib', 'server/modules/cms', 'server/modules/aftersale', 'server/modules/wallet', 'server/modules/notice'];
const PROMISE = /[^，。；：、（）`'"\s]{0,8}(个工作日|小时)[^，。；（）`'"]{0,6}(到账|打款)/g;

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return /\.(ts|tsx)$/.test(e.name) ? [p] : [];
  });
}

describe('arrival times (lib/contract/wallet/arrival.ts ARRIVAL)', () => {
  it('every promise of when money arrives is worded by ARRIVAL', () => {
    const allowed = [ARRIVAL.withdraw, ARRIVAL.refundOnline];
    const stray: string[] = [];
    for (const file of ROOTS.flatMap((r) => files(r))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(PROMISE)) if (!allowed.some((a) => m[0].includes(a.replace(/^一般/, '')))) stray.push(`${file}: ${m[0]}`);
    }
    expect(stray).toEqual([]);
  });

  it('finds the wordings it is meant to refuse', () => {
    for (const bad of ['提现申请提交后48小时内到账', '一般1～7个工作日到账', '退款将会在5个工作日打款到您的账户', '一般在三至七个工作日内到账']) {
      const hits = [...bad.matchAll(PROMISE)].map((m) => m[0]);
      expect(hits.length, bad).toBeGreaterThan(0);
      expect(hits.some((h) => [ARRIVAL.withdraw, ARRIVAL.refundOnline].some((a) => h.includes(a.replace(/^一般/, ''))))).toBe(false);
    }
  });
});
