import type { Migration } from 'kysely';
import { migration001Modules } from './001-modules.ts';
import { migration002Chat } from './002-chat.ts';
import { migration003Accounts } from './003-accounts.ts';
import { migration004Billing } from './004-billing.ts';
import { migration005Journal } from './005-journal.ts';
import { migration006Biofeedback } from './006-biofeedback.ts';
import { migration007Tribes } from './007-tribes.ts';
import { migration008Voice } from './008-voice.ts';
import { migration009Community } from './009-community.ts';
import { migration010EmailChange } from './010-email-change.ts';
import { migration011AbuseLimits } from './011-abuse-limits.ts';
import { migration012ModuleGuide } from './012-module-guide.ts';

/**
 * Every migration, in order. Listed statically (not read from disk) so the compiled server and
 * the tests run exactly the same set. Names sort lexically; never rename one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '001-modules': migration001Modules,
  '002-chat': migration002Chat,
  '003-accounts': migration003Accounts,
  '004-billing': migration004Billing,
  '005-journal': migration005Journal,
  '006-biofeedback': migration006Biofeedback,
  '007-tribes': migration007Tribes,
  '008-voice': migration008Voice,
  '009-community': migration009Community,
  '010-email-change': migration010EmailChange,
  '011-abuse-limits': migration011AbuseLimits,
  '012-module-guide': migration012ModuleGuide,
};
