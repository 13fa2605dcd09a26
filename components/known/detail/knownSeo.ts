/** JSON-LD of the 必懂 detail pages (schema.org QAPage and Article), as text safe inside a <script> element. */
import { scriptSafeJson } from '@/lib/found/foundSeo';

type Person = { name: string };
type LdAnswer = { text: string; upvoteCount: number; createdAt: string; author: Person; url: string };

export type QaInput = {
  title: string;
  text: string;
  createdAt: string;
  author: Person;
  answerCount: number;
  upvoteCount: number;
  /** Absolute URL of the question page. */
  url: string;
  answers: LdAnswer[];
};

const person = (p: Person) => ({ '@type': 'Person', name: p.name || '薯片用户' });

/** A question with its answers listed on the page (schema.org QAPage; none accepted: the community has no such flag). */
export function qaPageJsonLd(q: QaInput): string {
  return scriptSafeJson({
    '@context': 'https://schema.org',
    '@type': 'QAPage',
    mainEntity: {
      '@type': 'Question',
      name: q.title,
      text: q.text || q.title,
      answerCount: q.answerCount,
      upvoteCount: q.upvoteCount,
      dateCreated: q.createdAt,
      author: person(q.author),
      url: q.url,
      suggestedAnswer: q.answers
        .filter((a) => a.text)
        .map((a) => ({
          '@type': 'Answer',
          text: a.text,
          upvoteCount: a.upvoteCount,
          dateCreated: a.createdAt,
          author: person(a.author),
          url: a.url,
        })),
    },
  });
}

export type ArticleInput = {
  title: string;
  description: string;
  createdAt: string;
  updatedAt: string;
  author: Person;
  url: string;
  images: string[];
  logo: string;
};

export function knownArticleJsonLd(a: ArticleInput): string {
  return scriptSafeJson({
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title.slice(0, 110),
    description: a.description,
    ...(a.images.length ? { image: a.images } : {}),
    datePublished: a.createdAt,
    dateModified: a.updatedAt || a.createdAt,
    mainEntityOfPage: { '@type': 'WebPage', '@id': a.url },
    url: a.url,
    author: person(a.author),
    publisher: { '@type': 'Organization', name: '薯片企服', logo: { '@type': 'ImageObject', url: a.logo } },
  });
}
