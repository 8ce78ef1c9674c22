import { configure } from '@testing-library/react';

// Our machines are shared and often loaded: a first render that loads lazy routes can take more
// than Testing Library's default second. findBy/waitFor still return as soon as the condition
// holds, so a longer ceiling costs passing tests nothing.
configure({ asyncUtilTimeout: 5_000 });
