import { randomUUID } from 'node:crypto';
import type { PublicTribe, Tribe } from '../../../contracts/tribes.ts';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../errors.ts';
import { recordPracticeEvent } from '../progress/progress.service.ts';
import {
  addMember,
  deleteTribeRow,
  findTribeBySlug,
  insertTribe,
  isMember,
  listTribesOf,
  memberCount,
  removeMember,
  slugExists,
  updateTribeRow,
  type TribeRow,
} from './tribes.repository.ts';

/** A readable slug from a tribe name: "Morning Sit (Berlin)" → "morning-sit-berlin". */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'tribe';
}

function founderDisplayName(first: string | null, last: string | null): string {
  // First name and an initial: enough to recognise a founder, little to dox them.
  if (!first && !last) return 'A member of the sangha';
  return [first, last ? `${last.charAt(0)}.` : null].filter(Boolean).join(' ');
}

function toTribe(row: TribeRow, role: Tribe['role'], members: number): Tribe {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    socialLink: row.social_link,
    slug: row.slug,
    createdAt: row.created_at,
    role,
    memberCount: members,
  };
}

/** Found a tribe. Its slug is readable and unique (a numeric suffix on collision). */
export async function createTribe(
  db: Db,
  userId: string,
  input: { name: string; description: string; socialLink: string },
): Promise<Tribe> {
  const base = slugify(input.name);
  const now = new Date().toISOString();
  for (let attempt = 1; attempt <= 50; attempt++) {
    const slug = attempt === 1 ? base : `${base}-${attempt}`;
    if (await slugExists(db, slug)) continue;
    const row: TribeRow = {
      id: randomUUID(),
      slug,
      name: input.name,
      description: input.description,
      social_link: input.socialLink,
      founder_id: userId,
      created_at: now,
      updated_at: now,
    };
    try {
      await db.transaction().execute(async (trx) => {
        await insertTribe(trx, row);
        await addMember(trx, row.id, userId, now);
      });
    } catch (error) {
      // Another tribe took this slug between the check and the insert: try the next one.
      if (await slugExists(db, slug)) continue;
      throw error;
    }
    await recordPracticeEvent(db, userId, { kind: 'tribe-founded', tribeName: input.name });
    return toTribe(row, 'founder', 1);
  }
  throw new AppError('conflict', 'Too many tribes share this name. Please choose another.');
}

/** The tribes a user founded or joined, newest first. */
export async function listUserTribes(db: Db, userId: string): Promise<Tribe[]> {
  const rows = await listTribesOf(db, userId);
  return rows.map((row) =>
    toTribe(row, row.founder_id === userId ? 'founder' : 'member', Number(row.member_count ?? 0)),
  );
}

async function requireTribe(db: Db, slug: string) {
  const tribe = await findTribeBySlug(db, slug);
  if (!tribe) throw notFound('Tribe not found');
  return tribe;
}

/** What anyone may read of a tribe; `viewerId` adds the viewer's role. */
export async function getPublicTribe(
  db: Db,
  slug: string,
  viewerId: string | null,
): Promise<PublicTribe> {
  const tribe = await requireTribe(db, slug);
  const viewerRole = !viewerId
    ? null
    : tribe.founder_id === viewerId
      ? 'founder'
      : (await isMember(db, tribe.id, viewerId))
        ? 'member'
        : null;
  return {
    name: tribe.name,
    description: tribe.description,
    socialLink: tribe.social_link,
    slug: tribe.slug,
    founderName: founderDisplayName(tribe.founder_first_name, tribe.founder_last_name),
    memberCount: await memberCount(db, tribe.id),
    createdAt: tribe.created_at,
    viewerRole,
  };
}

export async function joinTribe(db: Db, userId: string, slug: string): Promise<PublicTribe> {
  const tribe = await requireTribe(db, slug);
  if (await addMember(db, tribe.id, userId, new Date().toISOString())) {
    await recordPracticeEvent(db, userId, { kind: 'tribe-joined', tribeName: tribe.name });
  }
  return getPublicTribe(db, slug, userId);
}

export async function leaveTribe(db: Db, userId: string, slug: string): Promise<PublicTribe> {
  const tribe = await requireTribe(db, slug);
  if (tribe.founder_id === userId)
    throw new AppError('bad_request', 'The founder cannot leave their tribe. Delete it instead.');
  await removeMember(db, tribe.id, userId);
  return getPublicTribe(db, slug, userId);
}

async function requireFounder(db: Db, userId: string, slug: string) {
  const tribe = await requireTribe(db, slug);
  if (tribe.founder_id !== userId)
    throw new AppError('forbidden', 'Only the founder can change this tribe');
  return tribe;
}

export async function updateTribe(
  db: Db,
  userId: string,
  slug: string,
  input: { description: string; socialLink?: string | undefined },
): Promise<PublicTribe> {
  const tribe = await requireFounder(db, userId, slug);
  await updateTribeRow(
    db,
    tribe.id,
    {
      description: input.description,
      ...(input.socialLink !== undefined ? { social_link: input.socialLink } : {}),
    },
    new Date().toISOString(),
  );
  return getPublicTribe(db, slug, userId);
}

export async function deleteTribe(db: Db, userId: string, slug: string): Promise<void> {
  const tribe = await requireFounder(db, userId, slug);
  await deleteTribeRow(db, tribe.id);
}
