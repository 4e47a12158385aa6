import type { Rejection } from '@dnp/ingest';

function describe(rejection: Rejection): string {
  const where = [rejection.file, `line ${rejection.line}`].filter((part) => part !== undefined).join(' ');
  const column = rejection.column === undefined ? '' : ` (${rejection.column})`;
  return `${where}${column}: ${rejection.reason}`;
}

/** A load refused because more lines were rejected than the caller allowed; nothing was written. */
export class LoadRejectedError extends Error {
  constructor(
    readonly apiName: string,
    readonly rejections: readonly Rejection[],
    readonly allowed: number,
  ) {
    super(
      `${apiName}: ${rejections.length} line(s) rejected, ${allowed} allowed; nothing was loaded.\n` +
        rejections.map((rejection) => `  ${describe(rejection)}`).join('\n'),
    );
    this.name = 'LoadRejectedError';
  }
}

export { describe as describeRejection };
