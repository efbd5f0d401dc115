import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// A file's first render waits for its modules to be transformed, which on a busy machine (both apps' suites run side
// by side) takes longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });
