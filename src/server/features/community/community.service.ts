import type { CommunityInfo } from '../../../contracts/community.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { listProgress } from '../progress/progress.service.ts';
import { hasUsedVoice } from '../voice/voice.service.ts';
import { findInviteStatus, markInvited, markJoined } from './community.repository.ts';

/**
 * The community chat invitation (SPEC §4): unlocked once voice sign-up is complete (a signed-in
 * user who has used voice), then invited, then joined after the user confirms.
 */
export async function getCommunityInfo(
  db: Db,
  inviteUrl: string | null,
  userId: string,
): Promise<CommunityInfo> {
  const [voiceUnlocked, milestones, status] = await Promise.all([
    hasUsedVoice(db, userId),
    listProgress(db, userId),
    findInviteStatus(db, userId),
  ]);
  return {
    voiceUnlocked,
    milestoneCount: milestones.length,
    inviteStatus: status ?? 'none',
    discordServerUrl: status && inviteUrl ? inviteUrl : null,
    canJoinCommunity: voiceUnlocked,
    configured: inviteUrl !== null,
  };
}

/** The invite link; refused until voice is unlocked, 503 when no invite is configured. */
export async function requestInvite(
  db: Db,
  inviteUrl: string | null,
  userId: string,
): Promise<{ discordServerUrl: string; inviteStatus: 'invited' }> {
  if (!(await hasUsedVoice(db, userId))) {
    throw new AppError('forbidden', "Use voice on a teacher's reply once to unlock the community.");
  }
  if (!inviteUrl)
    throw new AppError('unavailable', 'The community chat is not configured on this server.');
  await markInvited(db, userId, new Date().toISOString());
  return { discordServerUrl: inviteUrl, inviteStatus: 'invited' };
}

/** The user confirms they joined; they must have been invited first. */
export async function confirmJoined(db: Db, userId: string): Promise<{ inviteStatus: 'joined' }> {
  if (!(await markJoined(db, userId, new Date().toISOString()))) {
    throw new AppError('bad_request', 'Ask for an invitation first.');
  }
  return { inviteStatus: 'joined' };
}
