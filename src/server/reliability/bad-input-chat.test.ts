import { describeBadInput } from './bad-input-harness.ts';

describeBadInput('chat', 'chat, modules, usage and voice');
