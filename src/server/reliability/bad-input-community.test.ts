import { describeBadInput } from './bad-input-harness.ts';

describeBadInput('community', 'tribes, community, billing and avatar');
