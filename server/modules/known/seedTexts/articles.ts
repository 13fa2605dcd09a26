import { ARTICLES_A } from './articlesA';
import { ARTICLES_B } from './articlesB';

/** A seeded 必懂 article (guide or checklist): topics are level-2 topic ids under one level-1 topic. */
import type { ArticleSeed } from './types';
export type { ArticleSeed };

export const ARTICLES: ArticleSeed[] = [...ARTICLES_A, ...ARTICLES_B];
