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
  /** The paid plan as the subscription page shows it; `billingEnabled` false: checkout answers 503. */
  plan: z.object({
    name: z.string(),
    priceLabel: z.string(),
    trialDays: z.number().int(),
    billingEnabled: z.boolean(),
  }),
  /** The Lineage page's intro video: an embeddable page or a video file, and a poster image. */
  lineage: z.object({ videoUrl: z.string().nullable(), posterUrl: z.string().nullable() }),
  /** Sign-in providers configured here, each with the browser navigation that starts it. */
  signInProviders: z.array(z.object({ id: z.string(), label: z.string(), href: z.string() })),
});
export type AppConfig = z.infer<typeof AppConfig>;
