import { describeBadInput } from './bad-input-harness.ts';

describeBadInput('records', 'journal, progress, transmissions and biofeedback');
