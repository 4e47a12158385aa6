import { useFileStatus } from '../../../components/agency-file-intake/file-status.js';
import { useRefreshSummariesWhen } from '../api/file-summaries.js';
import { batchMatchIntake } from '../api/paths.js';
import { isFinished, phaseLabel, progressText } from '../../../components/agency-file-intake/run-phase.js';

/** A running file's row in the summaries: its phase and how far it has come, polled while it runs. */
export function RunningState({ fileId }: { fileId: string }) {
  const status = useFileStatus(batchMatchIntake, fileId);
  useRefreshSummariesWhen(status.data ? isFinished(status.data) : false);
  if (!status.data) return <>Matching</>;
  const progress = progressText(status.data.progress);
  return (
    <>
      {phaseLabel(status.data.phase)}
      {progress ? <span className="display-block font-body-3xs">{progress}</span> : null}
    </>
  );
}
