import { describeBadInput } from './bad-input-harness.ts';

describeBadInput('account', 'accounts and app settings');
