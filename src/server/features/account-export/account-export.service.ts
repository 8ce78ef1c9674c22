import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Db } from '../../db/database.ts';
import { getDevices, getReadingsPage } from '../biofeedback/biofeedback.service.ts';
import { journalAsMarkdown, listJournal } from '../journal/journal.service.ts';
import { listProgress } from '../progress/progress.service.ts';
import { getTransmissionProgress } from '../transmissions/transmissions.service.ts';
import { listUserTribes } from '../tribes/tribes.service.ts';

/** Messages (and readings) read per query: an archive never holds more than this many at once. */
export const MESSAGE_PAGE_SIZE = 500;

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

const README = (appName: string, exportedAt: string) => `${appName}: everything your account holds
Exported at ${exportedAt} (UTC).

profile.json            Your name, email address and when the account was made.
subscription.json       Your subscription status, tier and period end (no payment details).
usage.json              Exchanges used, and voice replies used.
conversations.json      Every conversation, each with all its messages in order.
conversations/*.md      The same conversations, one readable Markdown file each.
journal.json            Your dream journal, each dream with its insights.
journal.md              The same journal as readable Markdown.
timeline.json           Your growth timeline milestones.
biofeedback.json        Your biofeedback devices, and every reading (newest first).
tribes.json             Tribes you founded and tribes you joined.
transmissions.json      Your progress on the Twelve Transmissions (null if never saved).

The JSON files are UTF-8. No passwords, tokens or payment card details are included.
`;

interface SessionRow {
  id: string;
  title: string;
  module_id: string | null;
  created_at: string;
  updated_at: string;
}

/** One conversation's messages, read in pages by their sequence number (keyset pagination). */
async function* messagePages(db: Db, sessionId: string) {
  let after = -1;
  for (;;) {
    const page = await db
      .selectFrom('messages')
      .select(['id', 'role', 'content', 'status', 'provider', 'created_at', 'seq'])
      .where('session_id', '=', sessionId)
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(MESSAGE_PAGE_SIZE)
      .execute();
    if (page.length === 0) return;
    yield page;
    if (page.length < MESSAGE_PAGE_SIZE) return;
    after = Number(page[page.length - 1]?.seq);
  }
}

const sessionJson = (s: SessionRow) => ({
  id: s.id,
  title: s.title,
  moduleId: s.module_id,
  createdAt: s.created_at,
  updatedAt: s.updated_at,
});

async function* conversationsJson(db: Db, sessions: SessionRow[]) {
  yield '[';
  let firstSession = true;
  for (const session of sessions) {
    const head = JSON.stringify(sessionJson(session));
    yield `${firstSession ? '' : ','}\n${head.slice(0, -1)},"messages":[`;
    firstSession = false;
    let firstMessage = true;
    for await (const page of messagePages(db, session.id)) {
      const parts = page.map((m) =>
        JSON.stringify({
          id: m.id,
          role: m.role,
          content: m.content,
          status: m.status,
          provider: m.provider,
          createdAt: m.created_at,
        }),
      );
      yield `${firstMessage ? '\n' : ',\n'}${parts.join(',\n')}`;
      firstMessage = false;
    }
    yield ']}';
  }
  yield '\n]\n';
}

async function* conversationMarkdown(db: Db, session: SessionRow) {
  yield `# ${session.title}\n\nStarted ${session.created_at}\n`;
  for await (const page of messagePages(db, session.id))
    yield page
      .map(
        (m) => `\n## ${m.role === 'user' ? 'You' : 'Teacher'} (${m.created_at})\n\n${m.content}\n`,
      )
      .join('');
}

/** Devices, then every reading newest first, read in pages (a strap stores one every 5 seconds). */
async function* biofeedbackJson(db: Db, userId: string, exportedAt: string) {
  const devices = await getDevices(db, userId);
  yield `{"exportedAt":${JSON.stringify(exportedAt)},"devices":${JSON.stringify(devices)},"readings":[`;
  let before: string | undefined;
  let first = true;
  do {
    const page = await getReadingsPage(db, userId, { limit: MESSAGE_PAGE_SIZE, before });
    if (page.items.length > 0)
      yield `${first ? '\n' : ',\n'}${page.items.map((r) => JSON.stringify(r)).join(',\n')}`;
    first = false;
    before = page.nextCursor ?? undefined;
  } while (before);
  yield '\n]}\n';
}

const stream = (chunks: AsyncIterable<string>) =>
  Readable.from(
    (async function* () {
      for await (const chunk of chunks) yield Buffer.from(chunk, 'utf8');
    })(),
  );

/**
 * The whole account as a zip, streamed: small parts are read up front, conversations' messages are
 * read page by page while the archive is being sent.
 */
export async function accountArchive(
  db: Db,
  userId: string,
  appName: string,
  now = new Date(),
): Promise<Readable> {
  const exportedAt = now.toISOString();
  const user = await db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'email_verified',
      'first_name',
      'last_name',
      'profile_image_url',
      'created_at',
      'subscription_status',
      'subscription_tier',
      'subscription_current_period_end',
      'first_subscribed_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const [journal, timeline, tribes, transmissions, usage, voice, sessions] = await Promise.all([
    listJournal(db, userId),
    listProgress(db, userId),
    listUserTribes(db, userId),
    getTransmissionProgress(db, userId),
    db
      .selectFrom('usage_counters')
      .select(['used', 'updated_at'])
      .where('subject', '=', `user:${userId}`)
      .executeTakeFirst(),
    db
      .selectFrom('voice_usage')
      .select(['used', 'updated_at'])
      .where('user_id', '=', userId)
      .execute(),
    db
      .selectFrom('chat_sessions')
      .select(['id', 'title', 'module_id', 'created_at', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);

  const mtime = now;
  const zip = new ZipFile();
  const output = zip.outputStream as unknown as Readable;
  // A failed read (the database gone mid-download) ends the download with that error; yazl
  // leaves errors of the streams it is given unhandled, which would end the process.
  const fail = (err: Error) => output.destroy(err);
  zip.on('error', fail);
  // The archive starts filling before anyone reads it: an error then must not be an uncaught
  // exception (the reader, attached later, still finds the stream destroyed with it).
  output.on('error', () => {});
  /** A file whose text is read (page by page) only when the archive reaches it. */
  const addLazy = (name: string, chunks: () => AsyncIterable<string>) =>
    zip.addReadStreamLazy(name, { mtime }, (done) => {
      const readable = stream(chunks());
      readable.on('error', fail);
      done(null, readable);
    });
  zip.addBuffer(Buffer.from(README(appName, exportedAt), 'utf8'), 'README.txt', { mtime });
  zip.addBuffer(
    json({
      id: user.id,
      email: user.email,
      emailVerified: Boolean(user.email_verified),
      firstName: user.first_name,
      lastName: user.last_name,
      profileImageUrl: user.profile_image_url,
      createdAt: user.created_at,
    }),
    'profile.json',
    { mtime },
  );
  zip.addBuffer(
    json({
      status: user.subscription_status,
      tier: user.subscription_tier,
      currentPeriodEnd: user.subscription_current_period_end,
      firstSubscribedAt: user.first_subscribed_at,
    }),
    'subscription.json',
    { mtime },
  );
  zip.addBuffer(
    json({
      exchangesUsed: Number(usage?.used ?? 0),
      exchangesUpdatedAt: usage?.updated_at ?? null,
      voiceRepliesUsed: voice.reduce((sum, v) => sum + Number(v.used), 0),
    }),
    'usage.json',
    { mtime },
  );
  addLazy('conversations.json', () => conversationsJson(db, sessions));
  for (const session of sessions)
    addLazy(`conversations/${session.id}.md`, () => conversationMarkdown(db, session));
  zip.addBuffer(json({ exportedAt, entries: journal }), 'journal.json', { mtime });
  zip.addBuffer(Buffer.from(journalAsMarkdown(journal, appName), 'utf8'), 'journal.md', {
    mtime,
  });
  zip.addBuffer(json(timeline), 'timeline.json', { mtime });
  addLazy('biofeedback.json', () => biofeedbackJson(db, userId, exportedAt));
  zip.addBuffer(
    json({
      founded: tribes.filter((t) => t.role === 'founder'),
      joined: tribes.filter((t) => t.role === 'member'),
    }),
    'tribes.json',
    { mtime },
  );
  zip.addBuffer(json(transmissions), 'transmissions.json', { mtime });
  zip.end();
  return output;
}
