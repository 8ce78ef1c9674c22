import { z } from 'zod';
import { TRIBE_NAME_MAX_EXCLUSIVE, TRIBE_NAME_MIN } from './constants.ts';

/** SPEC §5: optional, and when given a valid http(s) URL (never javascript: or data:). */
const socialLink = z
  .string()
  .trim()
  .max(500, 'Must be a valid URL')
  .refine(
    (value) => value === '' || /^https?:\/\/[^\s]+\.[^\s]+/i.test(value),
    'Must be a valid URL',
  )
  .refine((value) => {
    if (value === '') return true;
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'Must be a valid URL')
  .default('');

/** `POST /api/tribes` (SPEC §5 tribe name: 3 to 49 characters). Shared with the leadership form. */
export const CreateTribeRequest = z.object({
  name: z
    .string()
    .trim()
    .min(TRIBE_NAME_MIN, `Tribe name must be at least ${TRIBE_NAME_MIN} characters`)
    .max(
      TRIBE_NAME_MAX_EXCLUSIVE - 1,
      `Tribe name must be less than ${TRIBE_NAME_MAX_EXCLUSIVE} characters`,
    ),
  description: z
    .string()
    .trim()
    .max(1000, 'Description must be at most 1000 characters')
    .default(''),
  socialLink,
});
export type CreateTribeRequest = z.input<typeof CreateTribeRequest>;

/** `PATCH /api/tribes/{slug}`: the founder edits the description (and link). */
export const UpdateTribeRequest = z.object({
  description: z.string().trim().max(1000, 'Description must be at most 1000 characters'),
  socialLink: socialLink.optional(),
});

/** A tribe as its members see it in 'Your Tribes'. */
export const Tribe = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  socialLink: z.string(),
  slug: z.string(),
  createdAt: z.string(),
  role: z.enum(['founder', 'member']),
  memberCount: z.number().int(),
});
export type Tribe = z.infer<typeof Tribe>;
export const TribeList = z.array(Tribe);

/** What anyone may read of a tribe (the public page). */
export const PublicTribe = z.object({
  name: z.string(),
  description: z.string(),
  socialLink: z.string(),
  slug: z.string(),
  founderName: z.string(),
  memberCount: z.number().int(),
  createdAt: z.string(),
  /** The caller's relation to the tribe; null when signed out or not a member. */
  viewerRole: z.enum(['founder', 'member']).nullable(),
});
export type PublicTribe = z.infer<typeof PublicTribe>;

export const TribeParams = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,80}$/, 'Unknown tribe'),
});
