import Link from 'next/link';
import { RightOutline } from 'antd-mobile-icons';
import type { HelpArticleCard } from '@/services/cms';
import { helpEntryHref, highlightSegments } from '@/lib/help/helpLinks';
import styles from './help.module.css';

type Entry = HelpArticleCard & { categoryName?: string; snippet?: string };

/** Text with the search words in <mark>: React text nodes only, never HTML. */
export function Marked({ text, words }: { text: string; words?: readonly string[] }) {
  if (!words?.length) return <>{text}</>;
  return (
    <>
      {highlightSegments(text, words).map((s, i) =>
        s.hit ? (
          <mark key={i} className={styles.mark}>
            {s.text}
          </mark>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </>
  );
}

function EntryBody({ entry, words, rank }: { entry: Entry; words?: readonly string[]; rank?: number }) {
  return (
    <>
      {rank !== undefined ? (
        <span className={styles.rank} aria-hidden>
          {rank}
        </span>
      ) : null}
      <span className={styles.itemText}>
        <Marked text={entry.title} words={words} />
        {entry.categoryName || entry.snippet ? (
          <span className={styles.hitMeta}>
            {entry.categoryName ? <span className={styles.chip}>{entry.categoryName}</span> : null}
            {entry.snippet ? <Marked text={entry.snippet} words={words} /> : null}
          </span>
        ) : null}
      </span>
      <RightOutline aria-hidden className={styles.itemArrow} />
    </>
  );
}

/**
 * Help questions as a list of links (each to its question page, or to the page or site it names). `ranked` numbers
 * them (常见问题); `words` marks the search words in titles and snippets.
 */
export function HelpEntryList({ entries, label, words, ranked }: { entries: readonly Entry[]; label: string; words?: readonly string[]; ranked?: boolean }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {entries.map((e, i) => {
        const { href, external } = helpEntryHref(e);
        const body = <EntryBody entry={e} words={words} rank={ranked ? i + 1 : undefined} />;
        return (
          <li key={e.id}>
            {external ? (
              <a className={styles.item} href={href} rel="noopener noreferrer">
                {body}
              </a>
            ) : (
              <Link className={styles.item} href={href}>
                {body}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
