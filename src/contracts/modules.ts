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
});
export type ModuleFrontmatter = z.infer<typeof ModuleFrontmatter>;
