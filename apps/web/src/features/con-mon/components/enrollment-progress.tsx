import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFileStatus } from '../../../components/agency-file-intake/file-status.js';
import { isFinished, phaseLabel, progressText } from '../../../components/agency-file-intake/run-phase.js';
import { queryScope, useActingAccessGroup } from '../../../lib/session/acting-access-group-context.js';
import { conMonIntake } from '../api/paths.js';
import { summariesKey } from '../api/summaries.js';

/** A file still in its first run, in the list: its phase and how far it has come, polled until it ends. */
export function EnrollmentProgress({ fileId }: { fileId: string }) {
  const status = useFileStatus(conMonIntake, fileId);
  const finished = status.data ? isFinished(status.data) : false;
  const queryClient = useQueryClient();
  const actingAccessGroup = useActingAccessGroup();
  useEffect(() => {
    // The list says how the run ended once it has: read it again then.
    if (finished) void queryClient.invalidateQueries({ queryKey: [...queryScope(actingAccessGroup), ...summariesKey] });
  }, [finished, queryClient, actingAccessGroup]);
  if (!status.data) return null;
  const progress = progressText(status.data.progress);
  return (
    <p className="margin-top-0">
      {phaseLabel(status.data.phase)}
      {progress ? `: ${progress}` : ''}
    </p>
  );
}
