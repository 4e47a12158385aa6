import type { AgencyFileStatus } from '@dnp/contracts';
import { useState } from 'react';
import { RunStatus } from '../../../components/agency-file-intake/run-status.js';
import { UploadForm } from '../../../components/agency-file-intake/upload-form.js';
import { paymentsIntake } from '../api/paths.js';
import { hrefOf } from '../model/view-location.js';

type Run = AgencyFileStatus & { id: string };

/** Read again when a run ends: its screened payments join the list. */
const listScope = ['payments'] as const;

/** Sending a payment file through the shared intake, and following its screening in this tab. */
export function PaymentUpload() {
  const [runs, setRuns] = useState<Run[]>([]);
  return (
    <div className="margin-top-4">
      <UploadForm
        intake={paymentsIntake}
        heading="Send a payment file"
        submitLabel="Send and screen"
        onUploaded={(status) => setRuns((earlier) => [status, ...earlier])}
      />
      {runs.map((run) => (
        <RunStatus
          key={run.id}
          intake={paymentsIntake}
          initial={run}
          matchesHref={() => hrefOf({ kind: 'list' })}
          refreshWhenFinished={listScope}
        />
      ))}
    </div>
  );
}
