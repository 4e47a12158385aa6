import { Alert, Button } from '@trussworks/react-uswds';
import { Link } from 'react-router';
import { useCancelRun } from '../api/cancel-run.js';
import { useFileStatus, type FileStatus } from '../api/file-status.js';
import { useRefreshSummariesWhen } from '../api/file-summaries.js';
import { count, isFinished, phaseLabel, progressText } from '../model/run-phase.js';
import { refusalText } from '../model/refusal-text.js';
import { hrefOf } from '../model/view-location.js';
import { FileErrors } from './file-errors.js';
import { FocusOnMount } from './focus-on-mount.js';
import { ProgressBar } from './progress-bar.js';

/**
 * One uploaded file followed from intake to matches: polled until it finishes,
 * with the phase, a progress bar and Cancel while it runs, and the outcome (with
 * focus moved to it) once it ends.
 */
export function RunStatus({ initial }: { initial: FileStatus }) {
  const query = useFileStatus(initial.id, initial);
  const status = query.data ?? initial;
  const cancel = useCancelRun(status.id);
  const finished = isFinished(status);
  useRefreshSummariesWhen(finished);
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
          <Outcome status={status} />
        </FocusOnMount>
      )}
      {query.isError ? (
        <Alert type="warning" headingLevel="h3" heading="The file's progress could not be read" slim>
          {refusalText(query.error)}
        </Alert>
      ) : null}
      {status.errorCount > 0 ? <FileErrors status={status} headingLevel="h3" /> : null}
    </section>
  );
}

function statusLine(status: FileStatus): string {
  return `Received ${count(status.byteCount)} bytes; ${phaseLabel(status.phase).toLowerCase()}.`;
}

function Outcome({ status }: { status: FileStatus }) {
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
          <Link className="usa-button" to={hrefOf({ kind: 'file', fileId: status.agencyFrbFileId })}>
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
