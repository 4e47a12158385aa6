// The API process's bound on V8's old space, given to every place that starts it (npm start, the
// browser tests' portal, the API process tests, the batch benchmark). V8 lets the heap grow to
// about four times what the last full collection kept when collecting is cheap beside the work:
// a million-row batch run kept 260–390 MB and grew the heap to 1.6 GB (API at 1.8–2.2 GB RSS);
// bounded at 1,024 MB it peaked at 0.8 GB, as fast (docs/jobs.md, "The API process's memory").
export const API_OLD_SPACE_MIB = 1024;

/**
 * The environment for an API process: NODE_OPTIONS with the old-space bound added, unless it
 * already names one (an operator's own bound, for a machine with more or less memory, stands).
 */
export function withApiHeap(env) {
  const options = env.NODE_OPTIONS ?? '';
  if (/--max-old-space-size\b/.test(options)) return env;
  return { ...env, NODE_OPTIONS: `${options} --max-old-space-size=${API_OLD_SPACE_MIB}`.trim() };
}
