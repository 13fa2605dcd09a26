import { QUESTIONS_COMPANY } from './questionsCompany';
import { QUESTIONS_FINANCE } from './questionsFinance';
import { QUESTIONS_HR } from './questionsHr';
import { QUESTIONS_INTERNET } from './questionsInternet';
import { QUESTIONS_LAW } from './questionsLaw';
import { QUESTIONS_LICENCE } from './questionsLicence';
import { QUESTIONS_PATENT } from './questionsPatent';
import { QUESTIONS_TAX } from './questionsTax';
import { QUESTIONS_TEMPLATED_A } from './questionsTemplatedA';
import { QUESTIONS_TEMPLATED_B } from './questionsTemplatedB';
import { QUESTIONS_TRADEMARK } from './questionsTrademark';

import type { QuestionSeed } from './types';

/** Seeded 必懂 questions: topics are 1–3 level-2 topic ids under one level-1 topic; answers use \n between paragraphs. */
export type { QuestionSeed };

export const QUESTIONS: QuestionSeed[] = [
  ...QUESTIONS_COMPANY,
  ...QUESTIONS_TAX,
  ...QUESTIONS_TRADEMARK,
  ...QUESTIONS_PATENT,
  ...QUESTIONS_LAW,
  ...QUESTIONS_HR,
  ...QUESTIONS_LICENCE,
  ...QUESTIONS_FINANCE,
  ...QUESTIONS_INTERNET,
  ...QUESTIONS_TEMPLATED_A,
  ...QUESTIONS_TEMPLATED_B,
];

/** How many of QUESTIONS come from templates (kept at no more than a third). */
export const TEMPLATED_QUESTION_COUNT = QUESTIONS_TEMPLATED_A.length + QUESTIONS_TEMPLATED_B.length;
