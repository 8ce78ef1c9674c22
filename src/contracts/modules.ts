import { z } from 'zod';

/** A teacher module as the API returns it. `avatar` is null when the module has none. */
export const Module = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  avatar: z.string().nullable(),
  carouselId: z.string().nullable(),
  isConnector: z.boolean(),
});
export type Module = z.infer<typeof Module>;

export const ModuleList = z.array(Module);
export type ModuleList = z.infer<typeof ModuleList>;

export const Carousel = z.object({
  id: z.string(),
  name: z.string(),
  modules: z.array(Module),
});
export type Carousel = z.infer<typeof Carousel>;

export const CarouselList = z.object({ carousels: z.array(Carousel) });
export type CarouselList = z.infer<typeof CarouselList>;

/** What `POST /api/sync-modules` reports after re-reading the content folder. */
export const SyncModulesResult = z.object({
  added: z.array(z.string()),
  updated: z.array(z.string()),
  archived: z.array(z.string()),
  unchanged: z.number().int(),
  total: z.number().int(),
  errors: z.array(z.object({ file: z.string(), message: z.string() })),
});
export type SyncModulesResult = z.infer<typeof SyncModulesResult>;

const GuideLine = z.string().trim().min(1).max(400);
const Question = GuideLine.regex(/\?$/, 'must end with a question mark');

/** A practice the offline guide can give, with how long and how often to do it. */
export const GuidePractice = z.object({
  name: z.string().trim().min(1).max(80),
  /** What it helps with, in plain words people use ("cannot sleep, racing thoughts at night"). */
  for: GuideLine,
  /** Three to eight whole sentences, in order, each one step. */
  steps: z.array(GuideLine).min(3).max(8),
  /** One whole sentence that says how long and how often ("Five minutes, once a day, is plenty."). */
  dose: GuideLine,
});
export type GuidePractice = z.infer<typeof GuidePractice>;

/**
 * The offline guide's voice for one teacher (frontmatter `guide:`): its own openings, transitions
 * and closings, its blunt register for 'unhinged' mode, and the practices it teaches.
 * Placeholders: `{topic}` is the question turned into a clause ("how to forgive your sister",
 * "why the mind wanders", "what tonglen is", "how often to practise"); `{feeling}` is what the
 * person said about themselves, turned to "you" ("you feel anxious all the time"); `{need}` is
 * what they asked to be guided through ("a body scan", "sleep").
 */
export const GuideVoice = z.object({
  welcome: GuideLine,
  openings: z.array(GuideLine.regex(/\{topic\}/, 'must contain {topic}')).min(4),
  feelings: z.array(GuideLine.regex(/\{feeling\}/, 'must contain {feeling}')).min(3),
  guided: z.array(GuideLine.regex(/\{need\}/, 'must contain {need}')).min(2),
  transitions: z.array(GuideLine).min(3),
  closings: z.array(Question).min(5),
  unknown: GuideLine,
  blunt: z.object({
    openings: z.array(GuideLine.regex(/\{topic\}/, 'must contain {topic}')).min(4),
    closings: z.array(Question).min(3),
  }),
  practices: z.array(GuidePractice).min(4),
});
export type GuideVoice = z.infer<typeof GuideVoice>;

/**
 * Frontmatter of a `content/modules/*.md` file. The file name (without .md) is the module id.
 */
export const ModuleFrontmatter = z.object({
  name: z.string().min(1),
  description: z.string().min(1),
  avatar: z.string().min(1).optional(),
  carousel: z.string().min(1).optional(),
  order: z.number().int().default(100),
  connector: z.boolean().default(false),
  voice: z.string().min(1).optional(),
  persona: z.string().min(1),
  /** The offline guide's voice; a module without one gets a plain, neutral voice. */
  guide: GuideVoice.optional(),
});
export type ModuleFrontmatter = z.infer<typeof ModuleFrontmatter>;
