import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts between tests by itself only where the runner exposes globals.
afterEach(cleanup);
