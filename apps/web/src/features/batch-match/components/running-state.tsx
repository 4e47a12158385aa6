import { useFileStatus } from '../api/file-status.js';
import { useRefreshSummariesWhen } from '../api/file-summaries.js';
import { isFinished, phaseLabel, progressText } from '../model/run-phase.js';

/** A running file's row in the summaries: its phase and how far it has come, polled while it runs. */
export function RunningState({ fileId }: { fileId: string }) {
  const status = useFileStatus(fileId);
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
