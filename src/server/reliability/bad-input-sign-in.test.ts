import { describeBadInput } from './bad-input-harness.ts';

describeBadInput('sign-in', 'sign-in navigations');
