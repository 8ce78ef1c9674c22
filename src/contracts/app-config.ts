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
  /** The allowances this server is configured with (banner and benefit texts). */
  allowances: z.object({
    anonFreeMessages: z.number().int(),
    freeAccountExchanges: z.number().int(),
    freeVoiceWishes: z.number().int(),
  }),
  /** Sign-in providers configured here, each with the browser navigation that starts it. */
  signInProviders: z.array(z.object({ id: z.string(), label: z.string(), href: z.string() })),
});
export type AppConfig = z.infer<typeof AppConfig>;
