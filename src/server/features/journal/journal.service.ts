import { randomUUID } from 'node:crypto';
import { generateText, type LanguageModel } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import { composeDreamText, type DreamFields } from '../../../contracts/dream-text.ts';
import type { JournalEntry, JournalEntryInput } from '../../../contracts/journal.ts';
import { analyseDream, loadDreamReference } from '../../ai/dream-analyser.ts';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Caller } from '../../plugins/caller.ts';
import { recordPracticeEvent } from '../progress/progress.service.ts';
import {
  endModelCall,
  refundExchange,
  reserveExchange,
  startModelCall,
  type Allowances,
  type Reservation,
} from '../usage/usage.service.ts';
import {
  countEntries,
  deleteOwnedEntry,
  findOwnedEntry,
  insertEntry,
  listEntries,
  toEntry,
  updateOwnedEntry,
  type JournalRow,
} from './journal.repository.ts';
import { storableText } from '../../storable-text.ts';

export interface JournalDeps {
  db: Db;
  contentDir: string;
  /** A real model for insights (the configured `free` server), or null to use the built-in analyser. */
  insightsModel: LanguageModel | null;
  /** How long insights from the model may take before the built-in analyser answers instead. */
  insightsTimeoutMs: number;
  /** Insights from the model spend the chat's exchange allowance (SPEC §3). */
  allowances: Allowances;
  /** Model calls one account may have under way at once (with its chat replies). */
  modelCallsPerAccount: number;
  log: FastifyBaseLogger;
}

type ParsedRequest = JournalEntryInput;

function dreamFields(input: ParsedRequest): DreamFields {
  return {
    dreamType: input.dreamType,
    content: input.content,
    emotions: input.emotions,
    symbols: input.symbols,
    intensity: input.intensity,
    earthElement: input.earthElement,
    waterElement: input.waterElement,
    fireElement: input.fireElement,
    windElement: input.windElement,
    spaceElement: input.spaceElement,
  };
}

const INSIGHTS_SYSTEM = `You read dreams for a spiritual journal in the spirit of Tibetan dream yoga and the five elements
(Earth/Spleen, Water/Kidney, Fire/Liver, Wind/Lung, Space/Heart-Mind). In 120-200 words of Markdown:
what the main symbols may point to, how the emotions relate to the elements, one small practice for
today, and one reflective question. Offer meanings as possibilities, never predictions or diagnoses.`;

/**
 * Insights for a dream: the configured model within the time limit, else the built-in analyser.
 * A model call is an exchange like a chat message: it is reserved first and given back when the
 * model produced nothing; with no allowance left, or the caller's model calls all busy, the
 * built-in analyser answers. Never throws: a saved dream always gets insights.
 */
async function produceInsights(
  deps: JournalDeps,
  caller: Caller,
  title: string,
  dream: DreamFields,
): Promise<{ text: string; source: 'model' | 'analyser' }> {
  if (deps.insightsModel) {
    const text = await insightsFromModel(deps, deps.insightsModel, caller, title, dream).catch(
      (error: unknown) => {
        deps.log.warn({ err: error }, 'dream insights could not be metered; using the analyser');
        return null;
      },
    );
    if (text) return { text, source: 'model' };
  }
  return { text: analyseDream(loadDreamReference(deps.contentDir), dream), source: 'analyser' };
}

/** The model's insights, or null when the caller may not spend a call now or the model failed. */
async function insightsFromModel(
  deps: JournalDeps,
  model: LanguageModel,
  caller: Caller,
  title: string,
  dream: DreamFields,
): Promise<string | null> {
  const lease = await startModelCall(deps.db, caller, deps.modelCallsPerAccount);
  if (!lease) return null;
  try {
    let reservation: Reservation;
    try {
      reservation = await deps.db
        .transaction()
        .execute((trx) => reserveExchange(trx, deps.allowances, caller));
    } catch (error) {
      // Allowance used up: the analyser answers, as it does offline.
      if (error instanceof AppError && error.code === 'payment_required') return null;
      throw error;
    }
    try {
      const { text } = await generateText({
        model,
        system: INSIGHTS_SYSTEM,
        prompt: `Title: ${title}\n\n${composeDreamText(dream)}`,
        maxRetries: 0,
        abortSignal: AbortSignal.timeout(deps.insightsTimeoutMs),
      });
      const insights = storableText(text).trim();
      if (insights) return insights;
    } catch (error) {
      deps.log.warn(
        { err: error },
        'dream insights from the model failed; using the built-in analyser',
      );
    }
    await deps.db.transaction().execute((trx) => refundExchange(trx, reservation));
    return null;
  } finally {
    await endModelCall(deps.db, lease);
  }
}

function rowFields(input: ParsedRequest) {
  const dream = dreamFields(input);
  return {
    title: input.title,
    content: composeDreamText(dream),
    dream_type: input.dreamType,
    dream_content: input.content,
    emotions: input.emotions,
    symbols: input.symbols,
    intensity: input.intensity,
    earth_element: input.earthElement,
    water_element: input.waterElement,
    fire_element: input.fireElement,
    wind_element: input.windElement,
    space_element: input.spaceElement,
  };
}

/** Record a dream: saved first, then insights added, then milestones awarded. */
export async function createEntry(
  deps: JournalDeps,
  caller: Caller & { kind: 'user' },
  input: ParsedRequest,
): Promise<JournalEntry> {
  const { userId } = caller;
  const now = new Date().toISOString();
  const row: JournalRow = {
    id: randomUUID(),
    user_id: userId,
    ...rowFields(input),
    ai_insights: null,
    insights_source: null,
    created_at: now,
    updated_at: now,
  };
  await insertEntry(deps.db, row);

  const insights = await produceInsights(deps, caller, input.title, dreamFields(input));
  await updateOwnedEntry(deps.db, userId, row.id, {
    ai_insights: insights.text,
    insights_source: insights.source,
  });
  await recordPracticeEvent(deps.db, userId, {
    kind: 'dream-recorded',
    totalDreams: await countEntries(deps.db, userId),
    dreamType: input.dreamType,
  });
  return toEntry({ ...row, ai_insights: insights.text, insights_source: insights.source });
}

/** Edit a dream; its insights are written again when the dream itself changed. */
export async function updateEntry(
  deps: JournalDeps,
  caller: Caller & { kind: 'user' },
  id: string,
  input: ParsedRequest,
): Promise<JournalEntry> {
  const { userId } = caller;
  const existing = await findOwnedEntry(deps.db, userId, id);
  if (!existing) throw notFound('Journal entry not found');
  const fields = rowFields(input);
  const changed = fields.content !== existing.content || fields.title !== existing.title;
  const insights = changed
    ? await produceInsights(deps, caller, input.title, dreamFields(input))
    : null;
  const update = {
    ...fields,
    ...(insights ? { ai_insights: insights.text, insights_source: insights.source } : {}),
    updated_at: new Date().toISOString(),
  };
  await updateOwnedEntry(deps.db, userId, id, update);
  return toEntry({ ...existing, ...update });
}

export async function deleteEntry(db: Db, userId: string, id: string): Promise<void> {
  if (!(await deleteOwnedEntry(db, userId, id))) throw notFound('Journal entry not found');
}

export async function listJournal(db: Db, userId: string): Promise<JournalEntry[]> {
  return (await listEntries(db, userId)).map(toEntry);
}

/** All of a user's entries as Markdown, for download. */
export function journalAsMarkdown(entries: JournalEntry[], appName: string): string {
  const parts = [
    `# ${appName} dream journal`,
    '',
    `Exported ${new Date().toISOString().slice(0, 10)} · ${entries.length} entries`,
  ];
  for (const e of entries) {
    parts.push('', '---', '', `## ${e.title}`, '', `*${e.createdAt.slice(0, 10)}*`, '', e.content);
    if (e.aiInsights) parts.push('', '### Insights', '', e.aiInsights);
  }
  return parts.join('\n') + '\n';
}
