import { Alert, Button } from '@trussworks/react-uswds';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { count } from '../../lib/format/count.js';
import { refusalText } from '../../lib/http/refusal-text.js';
import { queryScope, useActingAccessGroup } from '../../lib/session/acting-access-group-context.js';
import { FocusOnMount } from '../focus-on-mount.js';
import { useCancelRun } from './cancel-run.js';
import { FileErrors } from './file-errors.js';
import { useFileStatus, type FileStatus } from './file-status.js';
import type { Intake } from './intake-paths.js';
import { ProgressBar } from './progress-bar.js';
import { isFinished, phaseLabel, progressText } from './run-phase.js';

export interface RunStatusProps {
  intake: Intake;
  initial: FileStatus;
  /** Where the file's matches are read once its run is done. */
  matchesHref: (fileId: string) => string;
  /** The area's query (after the acting-group scope) to read again when the run ends, e.g. its file list. */
  refreshWhenFinished: readonly unknown[];
}

/**
 * One uploaded file followed from intake to matches: polled until it finishes,
 * with the phase, a progress bar and Cancel while it runs, and the outcome (with
 * focus moved to it) once it ends.
 */
export function RunStatus({ intake, initial, matchesHref, refreshWhenFinished }: RunStatusProps) {
  const query = useFileStatus(intake, initial.id, initial);
  const status = query.data ?? initial;
  const cancel = useCancelRun(intake, status.id);
  const finished = isFinished(status);
  useRefreshWhen(finished, refreshWhenFinished);
  const headingId = `run-${status.id}-heading`;

  return (
    <section aria-labelledby={headingId} className="margin-top-4">
      <h2 id={headingId}>File {status.fileName}</h2>
      {/* Phase changes are announced; the percent is not, or a screen reader would talk every second. */}
      <p role="status">{statusLine(status)}</p>
      {!finished ? (
        <>
          <ProgressBar
            id={`run-${status.id}-progress`}
            label={phaseLabel(status.phase)}
            percent={status.progress.percent}
            valueText={progressText(status.progress)}
          />
          <Button type="button" outline disabled={cancel.isPending} onClick={() => cancel.mutate()}>
            {cancel.isPending ? 'Cancelling…' : 'Cancel matching'}
          </Button>
          {cancel.isError ? (
            <span className="usa-error-message" role="alert">
              The run was not cancelled: {refusalText(cancel.error)}
            </span>
          ) : null}
        </>
      ) : (
        <FocusOnMount>
          <Outcome status={status} matchesHref={matchesHref} />
        </FocusOnMount>
      )}
      {query.isError ? (
        <Alert type="warning" headingLevel="h3" heading="The file's progress could not be read" slim>
          {refusalText(query.error)}
        </Alert>
      ) : null}
      {status.errorCount > 0 ? <FileErrors intake={intake} status={status} headingLevel="h3" /> : null}
    </section>
  );
}

function statusLine(status: FileStatus): string {
  return `Received ${count(status.byteCount)} bytes; ${phaseLabel(status.phase).toLowerCase()}.`;
}

function useRefreshWhen(finished: boolean, key: readonly unknown[]) {
  const queryClient = useQueryClient();
  const actingAccessGroup = useActingAccessGroup();
  // The key arrives as a new array on each render; its words are what identify it.
  const keyText = JSON.stringify(key);
  useEffect(() => {
    if (!finished) return;
    const suffix: unknown[] = JSON.parse(keyText) as unknown[];
    void queryClient.invalidateQueries({ queryKey: [...queryScope(actingAccessGroup), ...suffix] });
  }, [finished, queryClient, actingAccessGroup, keyText]);
}

function Outcome({ status, matchesHref }: { status: FileStatus; matchesHref: (fileId: string) => string }) {
  if (status.state === 'done') {
    const skipped =
      status.rejectedCount > 0
        ? ` ${count(status.rejectedCount)} invalid rows were skipped; they are listed below.`
        : '';
    return (
      <Alert
        type="success"
        headingLevel="h3"
        heading="Matching finished"
        cta={
          <Link className="usa-button" to={matchesHref(status.agencyFrbFileId)}>
            View the matches of {status.fileName}
          </Link>
        }
      >
        {count(status.rowCount)} rows were matched.{skipped}
      </Alert>
    );
  }
  if (status.state === 'cancelled') {
    return (
      <Alert type="info" headingLevel="h3" heading="Matching cancelled">
        The run was stopped and no matches of this file are kept. Upload it again to match it.
      </Alert>
    );
  }
  if (status.errorCount > 0 && !status.skipInvalid) {
    return (
      <Alert type="error" headingLevel="h3" heading="The file was refused: it has invalid rows">
        No row of the file was matched. Correct the rows listed below and upload it again, or upload it with “Skip
        invalid rows” to match the valid ones.
      </Alert>
    );
  }
  return (
    <Alert type="error" headingLevel="h3" heading="Matching failed">
      {status.lastError ?? 'The run stopped without saying why.'} No matches of this file are shown.
    </Alert>
  );
}
