// A worker thread starts without the TypeScript loader its parent may run under (tsx, vitest):
// the task module is loaded through tsx's scoped loader, which touches nothing else.
import { tsImport } from 'tsx/esm/api';

const { scoreTask } = await tsImport('./score-task.ts', import.meta.url);

export default scoreTask;
