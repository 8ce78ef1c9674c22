import type { Kysely, Migration } from 'kysely';

/**
 * The offline guide's voice for each module (frontmatter `guide:`), stored as JSON beside the
 * teachings so a chat reads it with the module (docs/decisions/023-offline-guide-composer.md).
 * Null for a module file without one. Content hashes change with the file, so the next sync
 * fills it for every shipped module.
 */
export const migration012ModuleGuide: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('modules').addColumn('guide', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('modules').dropColumn('guide').execute();
  },
};
