import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .refine((value) => value === '' || /^https?:\/\/\S+\.\S+/i.test(value), 'Must be a valid URL');

/**
 * SPEC §3 Lama application (a local form only: nothing is sent). SPEC §5: name, email and
 * message are required; the social link and photo URL are optional.
 */
export const LamaApplication = z.object({
  name: z.string().trim().min(1, 'Your name is required').max(100),
  email: z
    .string()
    .trim()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address'),
  socialLink: optionalUrl,
  imageUrl: optionalUrl,
  message: z.string().trim().min(1, 'A message is required').max(4000),
});
export type LamaApplication = z.infer<typeof LamaApplication>;

export type LamaApplicationFields = Record<keyof LamaApplication, string>;

/** Submit is offered once the three required fields hold something. */
export function canSubmitLamaApplication(values: LamaApplicationFields): boolean {
  return [values.name, values.email, values.message].every((value) => value.trim() !== '');
}
