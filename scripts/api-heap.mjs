// The API process's bound on V8's old space, given to every place that starts it (npm start, the
// browser tests' portal, the API process tests, the batch benchmark). V8 lets a heap grow far
// past what it keeps alive when collecting is cheap beside the work: a million-row batch run
// without a bound took the API to 1.8–2.2 GB resident; bounded at 1,536 MiB it peaked under 1 GB
// for about a tenth more time (docs/jobs.md, "The API process's memory"; docs/benchmarks.md).
export const API_OLD_SPACE_MIB = 1536;

/**
 * The environment for an API process: NODE_OPTIONS with the old-space bound added, unless it
 * already names one (an operator's own bound, for a machine with more or less memory, stands).
 */
export function withApiHeap(env) {
  const options = env.NODE_OPTIONS ?? '';
  if (/--max-old-space-size\b/.test(options)) return env;
  return { ...env, NODE_OPTIONS: `${options} --max-old-space-size=${API_OLD_SPACE_MIB}`.trim() };
}
