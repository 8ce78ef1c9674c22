// How many statements one chat sends to the database (decision 021), counted on the real
// databases through a real HTTP server. Not a timing: a count, which only grows when a change
// adds a round trip to every chat.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { postStream } from '../../testing/sse-client.ts';
import { createTestApp, signUpTestUser, type TestApp } from '../../testing/test-app.ts';
import { testDialects } from '../../testing/test-databases.ts';

/**
 * Statements per chat after decision 021, BEGIN and COMMIT included (before it: 19 and 20; 10, 12
 * and 13 before its third revision read the conversation once per chat). On PostgreSQL the
 * person's message rides in the slot-and-count statement since its tenth revision (3, 5 and 6
 * before).
 */
const NEW_CONVERSATION_MAX = { sqlite: 9, postgres: 2 };
const FOLLOW_UP_MAX = { sqlite: 11, postgres: 4 };
const SIGNED_IN_NEW_CONVERSATION_MAX = { sqlite: 12, postgres: 5 };

describe.each(testDialects)('%s: statements per chat', (dialect) => {
  let t: TestApp;
  let base: string;
  const statements: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, {}, { onStatement: (sql) => statements.push(sql) });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  /** The statements one chat sends, from its request to the last write after `done`. */
  async function countChat(
    body: Record<string, unknown>,
    headers: Record<string, string>,
  ): Promise<{ sql: string[]; sessionId: string }> {
    statements.length = 0;
    const result = await postStream(
      `${base}/api/chat`,
      { moduleId: 'inner-fire', isUnhingedMode: false, aiProvider: 'free', ...body },
      { headers },
    );
    expect(result.events.at(-1)?.type).toBe('done');
    // The model-call slot is freed just after `done` is sent: wait until nothing more arrives.
    for (let seen = -1; seen !== statements.length;) {
      seen = statements.length;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    // The module's row is kept in memory for MODULE_LISTS_CACHE_MS: read at most once a second per
    // server, not once per chat, so a slow machine that takes longer between two chats does not
    // count it against the chat.
    const moduleReads = statements.filter((s) => s.includes('from "modules"'));
    expect(moduleReads.length).toBeLessThanOrEqual(1);
    const sql = statements.filter((s) => !moduleReads.includes(s));
    // However few statements it took, the reply's model-call slot is free again.
    const slots = await t.database.db
      .selectFrom('model_call_slots')
      .select((eb) => eb.fn.countAll<number>().as('held'))
      .executeTakeFirstOrThrow();
    expect(Number(slots.held)).toBe(0);
    const first = result.events[0];
    return { sql, sessionId: first?.type === 'session' ? first.sessionId : '' };
  }

  test('a signed-out first message and a follow-up stay within their statement counts', async () => {
    const clientId = randomUUID();
    const headers = { 'x-client-id': clientId };
    // A first chat warms what a server keeps in memory (the module), as any running server has.
    await countChat({ message: 'Hello, where do I begin?' }, { 'x-client-id': randomUUID() });

    const opening = await countChat({ message: 'How do I practise the vase breath?' }, headers);
    const followUp = await countChat(
      { message: 'And how long should I hold it?', sessionId: opening.sessionId },
      headers,
    );
    console.info(
      `${dialect}: new conversation ${opening.sql.length} statements, follow-up ${followUp.sql.length}\n` +
        [...opening.sql, '--', ...followUp.sql].map((s) => `  ${s.slice(0, 110)}`).join('\n'),
    );
    expect(opening.sql.length).toBeLessThanOrEqual(NEW_CONVERSATION_MAX[dialect]);
    expect(followUp.sql.length).toBeLessThanOrEqual(FOLLOW_UP_MAX[dialect]);
    // The person's message and the reply are both stored, in order.
    const res = await fetch(`${base}/api/sessions/${opening.sessionId}/messages`, { headers });
    const messages = (await res.json()) as { role: string }[];
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
  });

  test('a signed-in first message stays within its statement count', async () => {
    const { cookie } = await signUpTestUser(t.app);
    const chat = await countChat(
      { message: 'What is the inner fire?' },
      { cookie, 'x-client-id': randomUUID() },
    );
    console.info(`${dialect}: signed in, new conversation ${chat.sql.length} statements`);
    expect(chat.sql.length).toBeLessThanOrEqual(SIGNED_IN_NEW_CONVERSATION_MAX[dialect]);
  });

  test('a read that is the same for everyone never looks up the session; an account read does', async () => {
    const { cookie } = await signUpTestUser(t.app);
    const paths = ['/api/modules', '/api/carousels', '/api/app-config'];
    for (const path of paths) await fetch(`${base}${path}`); // loads what the server keeps in memory
    statements.length = 0;
    for (const path of paths) {
      const res = await fetch(`${base}${path}`, { headers: { cookie } });
      expect(res.status, path).toBe(200);
    }
    expect(statements).toEqual([]);

    const user = await fetch(`${base}/api/auth/user`, { headers: { cookie } });
    expect(user.status).toBe(200);
    expect(statements.length).toBeGreaterThan(0);
  });
});
