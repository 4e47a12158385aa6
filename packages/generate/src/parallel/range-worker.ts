// Worker thread of the parallel generator: formats the ranges it is sent and sends the rows back.
import { parentPort } from 'node:worker_threads';
import { formatRange, type RangeTask } from './format-range.js';

if (parentPort === null) throw new Error('range-worker.ts runs as a worker thread');
const port = parentPort;
port.on('message', (task: RangeTask) => {
  port.postMessage(formatRange(task));
});
