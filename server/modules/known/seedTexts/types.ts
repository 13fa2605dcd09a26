/** The shapes of the community's seed texts (one file so the text parts do not import their index). */
export type QuestionSeed = { topics: string[]; title: string; body: string; answers: string[] };
export type ArticleSeed = { topics: string[]; title: string; paragraphs: string[] };
