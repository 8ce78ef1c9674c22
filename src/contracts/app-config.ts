import { z } from 'zod';

/** Public, non-secret settings the web app needs at start (`GET /api/app-config`). */
export const AppConfig = z.object({
  appName: z.string(),
  links: z.object({
    moduleResearch: z.string().nullable(),
    dietDetox: z.string().nullable(),
    lab: z.string().nullable(),
    communityChat: z.string().nullable(),
  }),
});
export type AppConfig = z.infer<typeof AppConfig>;
