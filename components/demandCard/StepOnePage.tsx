import Head from 'next/head';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { checkAnswers, initialAnswers, type Answers } from '@/lib/contract/demandCard/answers';
import { demandCardTitle, demandKindBySlug, type DemandCardCode, type DemandCardSlug } from '@/lib/contract/demandCard/enums';
import { QUESTIONS } from '@/lib/contract/demandCard/questions';
import { toast } from '@/lib/toast';
import { HeaderBar } from '@/components/common/HeaderBar';
import { useClientReady } from '@/components/common/useClientReady';
import { CityBanner } from './CityBanner';
import { keepDistricts } from './cardRules';
import { QuestionField } from './QuestionField';
import { draftAnswers, readDraft, saveDraft, sessionDraftStore } from './draft';
import { useCardCity, type CityStart } from './useCardCity';
import styles from './demandCard.module.css';

type FormProps = { code: DemandCardCode; title: string; city: { code: string; name: string }; districts: string[]; fromDraft: boolean };

/** The questions; `fromDraft` (in the browser) starts from the answers kept in this tab's draft. */
function StepOneForm({ code, title, city, districts, fromDraft }: FormProps) {
  const router = useRouter();
  const [answers, setAnswers] = useState<Answers>(() => {
    const fresh = initialAnswers(code);
    return fromDraft ? draftAnswers(readDraft(sessionDraftStore()), code, fresh) : fresh;
  });
  // A district the (new) city does not have reads as 不限 once its districts are known.
  const shown = districts.length ? keepDistricts(code, answers, districts) : answers;

  const next = () => {
    const check = checkAnswers(code, shown, { cityName: city.name, districts });
    if (!check.ok) return void toast.warning(check.message);
    saveDraft(sessionDraftStore(), { code, answers: shown, cityCode: city.code });
    void router.push('/myDemandCard/second');
  };

  return (
    <form
      className={styles.card}
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        next();
      }}
    >
      <div className={styles.cardHead}>
        <h1 className={styles.cardTitle}>{title}</h1>
        <span className={styles.step}>1/2</span>
      </div>
      {QUESTIONS[code].map((q) => (
        <QuestionField key={q.key} q={q} value={shown[q.key] ?? ''} districts={districts} onChange={(v) => setAnswers((a) => ({ ...a, [q.key]: v }))} />
      ))}
      <div className={styles.footer}>
        <button type="submit" className={styles.primary}>
          下一步(1/2)
        </button>
      </div>
    </form>
  );
}

/** Step 1/2 of a questionnaire: the questions of the kind, then 下一步(1/2) to the notes (/myDemandCard/second). */
export function StepOnePage({ slug, start }: { slug: DemandCardSlug; start: CityStart }) {
  const kind = demandKindBySlug(slug)!;
  const { city, districts } = useCardCity(start);
  // The server paints fresh answers; once in the browser the form starts again from the tab's draft.
  const ready = useClientReady();
  const title = demandCardTitle(kind);
  return (
    <div className={styles.page}>
      <Head>
        <title key="title">{title}</title>
      </Head>
      <HeaderBar title="轻松找服务" />
      <CityBanner cityName={city.name} />
      <StepOneForm key={ready ? 'browser' : 'server'} code={kind.code} title={title} city={city} districts={districts} fromDraft={ready} />
    </div>
  );
}
