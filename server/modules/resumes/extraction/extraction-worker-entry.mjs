// The extraction worker's entry, in plain JavaScript: a worker thread starts without the parent's
// TypeScript loader (tsx when serving, Vite's runner under vitest), so it registers tsx itself.
import { register } from 'tsx/esm/api';

register();
await import('./extraction-worker.ts');
