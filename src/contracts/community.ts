import { z } from 'zod';

/** `GET /api/discord/community` (SPEC §3 Community info). */
export const CommunityInfo = z.object({
  /** Voice sign-up complete: a signed-in user who has used voice at least once. */
  voiceUnlocked: z.boolean(),
  milestoneCount: z.number().int(),
  inviteStatus: z.enum(['none', 'invited', 'joined']),
  /** The invite link, once the user has been invited (and the server has one configured). */
  discordServerUrl: z.string().nullable(),
  canJoinCommunity: z.boolean(),
  /** False when DISCORD_INVITE_URL is not set on this server. */
  configured: z.boolean(),
});
export type CommunityInfo = z.infer<typeof CommunityInfo>;

/** `POST /api/discord/join`: the invite (status becomes invited). */
export const CommunityJoinResult = z.object({
  discordServerUrl: z.string(),
  inviteStatus: z.literal('invited'),
});
/** `POST /api/discord/joined`: the user confirms they joined. */
export const CommunityJoinedResult = z.object({ inviteStatus: z.literal('joined') });
