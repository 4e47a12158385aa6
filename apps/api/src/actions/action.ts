import type { AppDeps } from '../app-deps.js';
import type { RequestContext } from '../domain/request-context.js';

/**
 * What every action receives (STYLE.md habit 2): the app's dependencies, who is
 * asking, and the parsed input. Actions authorize on their first line with
 * `authorize({ deps, ctx }, …)`, so a route that forgets its policy still
 * cannot reach data.
 */
export interface ActionArgs<TInput = undefined> {
  deps: AppDeps;
  ctx: RequestContext;
  input: TInput;
}
