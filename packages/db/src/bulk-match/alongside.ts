/**
 * Runs `work` while `pending` settles and answers both. Both settle before the answer, so a
 * failure of either is thrown here (the first's first), never left unhandled.
 */
export async function alongside<A, B>(pending: Promise<A>, work: () => Promise<B>): Promise<[A, B]> {
  const [first, second] = await Promise.allSettled([pending, (async () => work())()]);
  if (first.status === 'rejected') throw first.reason;
  if (second.status === 'rejected') throw second.reason;
  return [first.value, second.value];
}
