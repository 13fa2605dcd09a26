/**
 * The home of the section a page belongs to, where its back arrow leads when there is no page of ours behind it
 * (a shared link, a new tab): 必懂 pages to /known, 发现 to /found, 我的 and what hangs off it (orders, payment,
 * contracts, demand cards) to /my, 消息 to /msg, the rest to the home page.
 */
const SECTIONS: [RegExp, string][] = [
  [/^\/(known|creatCenter|share)(\/|$)/, '/known'],
  [/^\/found(\/|$)/, '/found'],
  [/^\/(my|order|myDemandCard|contract|signcontract|pay|plannerEvaluate)(\/|$)/i, '/my'],
  [/^\/msg(\/|$)/, '/msg'],
];

export function sectionHome(path: string): string {
  const pathname = path.split(/[?#]/)[0] || '/';
  for (const [re, home] of SECTIONS) if (re.test(pathname)) return home;
  return '/';
}
