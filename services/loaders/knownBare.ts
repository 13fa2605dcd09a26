/**
 * A 必懂 page opened without the id that names its content (a truncated shared link, a bookmark of the bare path):
 * instead of a 404 it answers 200 with what happened, a way on and today's hot questions. An id that is named but
 * unknown still answers 404.
 */
import type { Landing } from '@/lib/pageLoader';
import { knownHot, type KnownCard } from '@/services/known';
import { lacksQuery } from './bareLanding';

/** What was missing: a question, answer, article, video, topic, the question to invite to, a shared item, or a valid link. */
export type KnownBareKind = 'question' | 'answer' | 'article' | 'video' | 'topic' | 'invitation' | 'share' | 'link';

export type KnownBareData = { kind: KnownBareKind; path: string; hot: KnownCard[] };
export type KnownBareProps = { bare: KnownBareData };

export const KNOWN_BARE_HOT = 8;

export const isKnownBare = (props: object): props is KnownBareProps => 'bare' in props && !!(props as KnownBareProps).bare;

/** pageLoader's `bare` option of a 必懂 page: the landing of `kind` when none of `params` is in the query. */
export const knownBare = (kind: KnownBareKind, params: readonly string[]): Landing<KnownBareData> => ({
  when: (query) => lacksQuery(query, params),
  load: async ({ client, resolvedUrl }) => ({
    kind,
    path: (resolvedUrl || '/').split('?')[0] || '/',
    // A failing hot list leaves the section out; the notice still answers.
    hot: await knownHot(KNOWN_BARE_HOT, client).catch(() => []),
  }),
});
