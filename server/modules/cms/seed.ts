import { sql } from 'drizzle-orm';
import { HELP_LINK_TYPE } from '@/lib/contract/cms/enums';
import type { DbLike } from '../../db/types';
import { ABOUT_DOCS, ABOUT_ENTRIES } from './aboutDocs';
import { PROTOCOL_DOCS } from './documents';
import { MORE_PROTOCOL_DOCS } from './documentsMore';
import { CAMPAIGN_RULE_DOCS } from './campaignRuleDocs';
import { helpPlainText, renderHelpHtml } from './helpText';
import { ACCOUNT_HELP } from './helpTexts/account';
import { AFTERSALE_HELP, INVOICE_HELP } from './helpTexts/afterPurchase';
import { ORDER_HELP, SERVICE_HELP } from './helpTexts/buying';
import { KNOWN_HELP, WALLET_HELP } from './helpTexts/walletCommunity';
import { seedPlatformContent } from './platformSeed';
import { aboutEntries, helpArticles, helpCategories, protocols } from './schema';

type Doc = (typeof PROTOCOL_DOCS)[number];

export function renderDocument(d: Doc): string {
  const body = d.sections
    .map(([h, ps]) => `<h3>${h}</h3>\n${ps.map((p) => `<p>${p}</p>`).join('\n')}`)
    .join('\n');
  return `<p>${d.intro}</p>\n${body}`;
}

export const ALL_PROTOCOL_DOCS = [...PROTOCOL_DOCS, ...MORE_PROTOCOL_DOCS, ...ABOUT_DOCS, ...CAMPAIGN_RULE_DOCS];

/** Upserts the protocol documents, so a re-seed also brings their text up to date. */
export async function seedProtocols(db: DbLike, now: Date) {
  await db
    .insert(protocols)
    .values(ALL_PROTOCOL_DOCS.map((d) => ({ categoryCode: d.categoryCode, title: d.title, content: renderDocument(d), updatedAt: now })))
    .onConflictDoUpdate({
      target: protocols.categoryCode,
      set: { title: sql`excluded.title`, content: sql`excluded.content`, updatedAt: sql`excluded.updated_at` },
    });
}

/** 帮助中心 in tab order. */
export const HELP_CATEGORIES = [ACCOUNT_HELP, ORDER_HELP, SERVICE_HELP, INVOICE_HELP, AFTERSALE_HELP, WALLET_HELP, KNOWN_HELP];

/** The help rows: ids from the category's and the question's place (hq_0203: category 2, question 3). */
export function helpRows(now: Date) {
  const categories = HELP_CATEGORIES.map((c, i) => ({ code: c.code, name: c.name, sort: (i + 1) * 10, updatedAt: now }));
  const articles = HELP_CATEGORIES.flatMap((c, i) =>
    c.questions.map((q, j) => ({
      id: `hq_${String(i + 1).padStart(2, '0')}${String(j + 1).padStart(2, '0')}`,
      categoryCode: c.code,
      title: q.title,
      content: renderHelpHtml(q.blocks),
      contentText: helpPlainText(q.blocks),
      linkType: q.route ? HELP_LINK_TYPE.ROUTE : HELP_LINK_TYPE.ARTICLE,
      wapRoute: q.route ?? '',
      link: '',
      common: !!q.common,
      sort: (j + 1) * 10,
      updatedAt: now,
    })),
  );
  return { categories, articles };
}

const changed = (cols: string[], table: string) => sql.raw(cols.map((c) => `${table}.${c} IS DISTINCT FROM excluded.${c}`).join(' OR '));

/**
 * The CMS content: the documents (protocols and about pages), the help centre and the list of 关于我们. Idempotent:
 * seeded text is brought up to date (a row changes only when its text does), an entry taken offline stays offline.
 */
export async function seedCms(deps: { db: DbLike; now: () => Date }) {
  const { db } = deps;
  const now = deps.now();
  const { categories, articles } = helpRows(now);
  await db.transaction(async (tx) => {
    await seedProtocols(tx, now);
    await tx
      .insert(helpCategories)
      .values(categories)
      .onConflictDoUpdate({
        target: helpCategories.code,
        set: { name: sql`excluded.name`, sort: sql`excluded.sort`, updatedAt: sql`excluded.updated_at` },
        setWhere: changed(['name', 'sort'], 'help_categories'),
      });
    const textCols = ['category_code', 'title', 'content', 'content_text', 'link_type', 'wap_route', 'link', 'common', 'sort'];
    await tx
      .insert(helpArticles)
      .values(articles)
      .onConflictDoUpdate({
        target: helpArticles.id,
        set: {
          categoryCode: sql`excluded.category_code`,
          title: sql`excluded.title`,
          content: sql`excluded.content`,
          contentText: sql`excluded.content_text`,
          linkType: sql`excluded.link_type`,
          wapRoute: sql`excluded.wap_route`,
          link: sql`excluded.link`,
          common: sql`excluded.common`,
          sort: sql`excluded.sort`,
          updatedAt: sql`excluded.updated_at`,
        },
        setWhere: changed(textCols, 'help_articles'),
      });
    await tx
      .insert(aboutEntries)
      .values(ABOUT_ENTRIES.map(([code, groupName], i) => ({ code, groupName, sort: (i + 1) * 10 })))
      .onConflictDoUpdate({ target: aboutEntries.code, set: { groupName: sql`excluded.group_name`, sort: sql`excluded.sort` } });
    await seedPlatformContent(tx, now);
  });
}
