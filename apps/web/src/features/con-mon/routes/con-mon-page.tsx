import type { AgencyFileStatus } from '@dnp/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RunStatus } from '../../../components/agency-file-intake/run-status.js';
import { UploadForm } from '../../../components/agency-file-intake/upload-form.js';
import { conMonIntake } from '../api/paths.js';
import { summariesKey } from '../api/summaries.js';
import { Breadcrumbs } from '../components/breadcrumbs.js';
import { DeltasView } from '../components/deltas-view.js';
import { FileDetail } from '../components/file-detail.js';
import { MatchDetailView } from '../components/match-detail.js';
import { MonitoredFiles } from '../components/monitored-files.js';
import { useMayReadDeltas } from '../model/may-read-deltas.js';
import { hrefOf, viewOf } from '../model/view-location.js';
import '../con-mon.css';

type Run = AgencyFileStatus & { id: string };

/**
 * Continuous Monitoring (spec sections 1 and 3): enroll a file, follow its first run, the
 * group's monitored files with their matches by source and level, a file's matches over
 * time and in full, one party's match, and (CON_MON_DELTAS) what is new. One kept-alive
 * route (docs/web.md), so the screens are query parameters and an enrollment in progress
 * survives a visit to a detail screen or another area.
 */
export function ConMonPage() {
  const [params] = useSearchParams();
  const view = viewOf(params);
  const [runs, setRuns] = useState<Run[]>([]);
  const mayReadDeltas = useMayReadDeltas();

  return (
    <>
      {/* Kept mounted under a detail screen, so an upload in progress and its run panel carry on. */}
      <div hidden={view.kind !== 'files'}>
        <h1>Continuous Monitoring</h1>
        <p className="usa-intro">
          Enroll a file of payees or vendors once: its parties are matched now, and again whenever a datasource changes,
          until your group withdraws it. Sending a file of the same name again replaces its parties.
        </p>
        {mayReadDeltas ? (
          <p>
            <Link className="usa-link" to={hrefOf({ kind: 'deltas', since: undefined })}>
              What is new since your last visit
            </Link>
          </p>
        ) : null}
        <UploadForm
          intake={conMonIntake}
          heading="Enroll a file"
          submitLabel="Enroll and match"
          onUploaded={(status) => setRuns((earlier) => [status, ...earlier])}
        />
        {runs.map((run) => (
          <RunStatus
            key={run.id}
            intake={conMonIntake}
            initial={run}
            matchesHref={(fileId) => hrefOf({ kind: 'file', fileId })}
            refreshWhenFinished={summariesKey}
          />
        ))}
        <MonitoredFiles />
      </div>
      {view.kind === 'files' ? null : <Breadcrumbs view={view} />}
      {view.kind === 'file' ? <FileDetail fileId={view.fileId} /> : null}
      {view.kind === 'match' ? <MatchDetailView target={view.target} /> : null}
      {view.kind === 'deltas' ? <DeltasView key={view.since ?? 'lastVisit'} since={view.since} /> : null}
    </>
  );
}

/** The route module's component, loaded on first visit (React Router `lazy`). */
export { ConMonPage as Component };
