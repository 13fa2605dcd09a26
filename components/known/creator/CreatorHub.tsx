import Link from 'next/link';
import { RightOutline } from 'antd-mobile-icons';
import { formatCount } from '@/lib/format';
import type { CreatorData } from '@/services/known';
import type { HubDrafts } from '@/services/loaders/knownPublish';
import { answerDraftRows, draftNote } from '@/lib/known/creatorRules';
import styles from './creator.module.css';

const CREATE = [
  { href: '/known/publish/question', name: '提问', note: '说出你的问题' },
  { href: '/known/publish/chooseque', name: '写回答', note: '帮别人解惑' },
  { href: '/known/publish/article', name: '写文章', note: '分享你的经验' },
];

const ENTRIES = [
  { href: '/creatCenter/myContent', name: '我的内容', note: '问题、回答和文章' },
  { href: '/creatCenter/myData', name: '数据', note: '浏览、获赞和粉丝趋势' },
  { href: '/known/createCenter?active=2', name: '审核中', note: '正在审核的内容' },
  { href: '/known/createCenter?active=3', name: '未通过', note: '修改后可重新提交' },
];

const DRAFTS = [
  { key: 'question', href: '/known/publish/question', name: '问题草稿' },
  { key: 'article', href: '/known/publish/article', name: '文章草稿' },
] as const;

/**
 * The creator centre's hub (/creatCenter): the totals, where to create, the creator's pages and the drafts (each row
 * says what its editor holds; the editor offers it back with 继续编辑?): the question's, the article's, and one row
 * per answer draft.
 */
export function CreatorHub({ data, drafts }: { data: CreatorData | null; drafts?: HubDrafts }) {
  const totals = [
    { name: '内容', value: data?.totals.contents },
    { name: '浏览', value: data?.totals.views },
    { name: '获赞', value: data?.totals.likes },
    { name: '粉丝', value: data?.totals.fans },
  ];
  return (
    <div className={styles.hub}>
      <Link href="/creatCenter/myData" className={styles.totals}>
        <span className="visually-hidden">查看数据</span>
        {totals.map((t) => (
          <div key={t.name} className={styles.total}>
            <strong>{t.value === undefined ? '–' : formatCount(t.value)}</strong>
            <span>{t.name}</span>
          </div>
        ))}
      </Link>
      <section className={styles.block} aria-labelledby="hub-create">
        <h2 id="hub-create">去创作</h2>
        <div className={styles.createRow}>
          {CREATE.map((c) => (
            <Link key={c.href} href={c.href} className={styles.createBtn}>
              <strong>{c.name}</strong>
              <span>{c.note}</span>
            </Link>
          ))}
        </div>
      </section>
      <nav className={styles.block} aria-label="创作管理">
        <ul className={styles.entries}>
          {ENTRIES.map((e) => (
            <li key={e.href}>
              <Link href={e.href} className={styles.entry}>
                <span className={styles.entryName}>{e.name}</span>
                <span className={styles.entryNote}>{e.note}</span>
                <RightOutline aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.block} aria-labelledby="hub-drafts">
        <h2 id="hub-drafts">草稿</h2>
        <p className={styles.hubNote}>编辑中的内容会自动保存为草稿，再次打开对应的编辑页即可继续编辑。</p>
        <ul className={styles.entries}>
          {DRAFTS.map((d) => {
            const note = draftNote(drafts?.[d.key]);
            return (
              <li key={d.key}>
                <Link href={d.href} className={styles.entry}>
                  <span className={styles.entryName}>{d.name}</span>
                  <span className={styles.entryNote}>{note.what}</span>
                  {note.at ? <span className={styles.entryTime}>· {note.at}</span> : null}
                  <RightOutline aria-hidden />
                </Link>
              </li>
            );
          })}
          {answerDraftRows(drafts?.answers).map((d) => (
            <li key={d.key}>
              <Link href={d.href} className={styles.entry}>
                <span className={styles.entryName}>回答草稿</span>
                <span className={styles.entryNote}>{d.what}</span>
                {d.at ? <span className={styles.entryTime}>· {d.at}</span> : null}
                <RightOutline aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
