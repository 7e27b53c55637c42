// The shape of the education tracks written in the repository (issue 23): a track of lessons, each
// lesson a Markdown body, the skills it teaches, a quiz of 3-5 single-choice questions with an
// explanation for every option, and glossary cards that come back in the spaced review. The
// education module publishes each lesson as a version; staff edit and publish later versions.

/** The Markdown the lesson pages render: paragraphs, `##`/`###` headings, `-` and `1.` lists,
 * `**bold**`, `*italic*`, `> ` callouts (one paragraph each) and `[text](/path)` links to our own
 * pages only. No HTML, no images, no tables. */
export type LessonMarkdown = string;

export interface SkillContent {
  /** kebab-case, unique across every track. */
  id: string;
  /** What the person can do once they master it, in Portuguese ("Guardar a frase de recuperação"). */
  name: string;
}

export interface QuizOption {
  /** 'a', 'b', 'c', 'd' in display order. */
  id: string;
  text: string;
  /** Why this option is right, or why it is wrong - shown after the answer. */
  explanation: string;
}

export interface QuizItem {
  /** `<lessonId>-q<n>`, unique across every track. */
  id: string;
  /** One of the lesson's skillIds. */
  skillId: string;
  stem: string;
  /** 3 or 4 options; exactly one is right. */
  options: QuizOption[];
  correctOptionId: string;
}

export interface GlossaryCard {
  /** kebab-case, unique across every track. */
  id: string;
  term: string;
  /** One or two sentences. */
  definition: string;
}

export interface LessonContent {
  /** kebab-case, unique across every track; never renamed (progress points at it). */
  id: string;
  title: string;
  /** One sentence shown in the track's list (and to people without access). */
  summary: string;
  /** Reading time in minutes. */
  minutes: number;
  skillIds: string[];
  body: LessonMarkdown;
  /** 3 to 5 questions. */
  quiz: QuizItem[];
  glossary: GlossaryCard[];
}

export interface TrackContent {
  id: string;
  title: string;
  summary: string;
  /** 'free' for everyone signed in; 'premium': the lessons' titles and summaries are a preview. */
  access: 'free' | 'premium';
  skills: SkillContent[];
  lessons: LessonContent[];
}
