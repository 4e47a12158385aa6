import { catalogEntry, type DatasourceApiName } from '@dnp/contracts';
import { Alert } from '@trussworks/react-uswds';
import { ProgressBar } from '../../../components/agency-file-intake/progress-bar.js';
import { FocusOnMount } from '../../../components/focus-on-mount.js';
import { count } from '../../../lib/format/count.js';
import { refusalText } from '../../../lib/http/refusal-text.js';
import { isFinished, phaseText } from '../api/load-phase.js';
import { useSourceLoad, type SourceLoad } from '../api/source-load.js';
import { LoadResult, RefusedLines } from './load-result.js';

function progressText(load: SourceLoad): string {
  const { rowsDone, rowsTotal, percent, rowsPerSecond } = load.progress;
  const unit = load.phase === 'validating' ? 'lines' : 'records';
  return [
    rowsDone !== undefined && rowsTotal !== undefined ? `${count(rowsDone)} of ${count(rowsTotal)} ${unit}` : '',
    percent !== undefined ? `${percent}%` : '',
    rowsPerSecond ? `${count(rowsPerSecond)} ${unit} a second` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** One load sent from this screen, followed until it ends: its progress, then its result or refusal. */
export function LoadRun({ apiName, sourceLoadId }: { apiName: DatasourceApiName; sourceLoadId: string }) {
  const { data: load, error } = useSourceLoad(apiName, sourceLoadId);
  const source = catalogEntry(apiName).displayName;
  return (
    <section aria-labelledby="load-run-heading" className="margin-top-4">
      <h2 id="load-run-heading">
        Load {sourceLoadId} of {source}
      </h2>
      {error ? (
        <Alert type="error" headingLevel="h3" heading="The load's progress could not be read">
          {refusalText(error)}
        </Alert>
      ) : null}
      {load && !isFinished(load) ? (
        <ProgressBar
          id="source-load-progress"
          label={phaseText(load)}
          percent={load.phase === 'queued' ? undefined : load.progress.percent}
          valueText={progressText(load)}
        />
      ) : null}
      {load?.state === 'done' ? (
        <FocusOnMount>
          <Alert type="success" headingLevel="h3" heading="Loaded">
            {load.fileNames.join(', ')} loaded into {source}.
          </Alert>
          <LoadResult load={load} />
        </FocusOnMount>
      ) : null}
      {load && load.state !== 'done' && isFinished(load) ? (
        <FocusOnMount>
          <Alert
            type="error"
            headingLevel="h3"
            heading={load.phase === 'refused' ? 'The file was refused' : 'The load failed'}
          >
            {load.lastError ?? 'The load did not finish.'}
          </Alert>
          <RefusedLines load={load} />
        </FocusOnMount>
      ) : null}
    </section>
  );
}
