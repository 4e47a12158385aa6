import { afterAll } from 'vitest';
import { closeSharedBrowser } from './browser.js';

// The test file's browser (support/browser.ts) ends with the file, whether or not it opened one.
afterAll(() => closeSharedBrowser());
