import { describeUnstorableText } from './bad-input-harness.ts';

describeUnstorableText();
