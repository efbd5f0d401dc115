import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// The layout, the login page and every screen load on first visit (lazy chunks): a file's first render waits for
// them to be transformed, which on a busy machine takes longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });
