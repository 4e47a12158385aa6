import type { AgencyFileStatus } from '@dnp/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RunStatus } from '../../../components/agency-file-intake/run-status.js';
import { UploadForm } from '../../../components/agency-file-intake/upload-form.js';
import { batchMatchIntake } from '../api/paths.js';
import { FileDetail } from '../components/file-detail.js';
import { FileList } from '../components/file-list.js';
import { MatchDetailView } from '../components/match-detail.js';
import { hrefOf, viewOf, type BatchMatchView } from '../model/view-location.js';
import '../batch-match.css';

type Run = AgencyFileStatus & { id: string };

const summariesScope = ['batchMatch', 'summaries'] as const;

/**
 * Batch Match (spec section 1): upload a file and follow its run, the group's files,
 * a file's matches by source, one party's match. The area is one kept-alive route
 * (docs/web.md), so the screens are query parameters and an upload in progress
 * survives a visit to another area.
 */
export function BatchMatchPage() {
  const [params] = useSearchParams();
  const view = viewOf(params);
  const [runs, setRuns] = useState<Run[]>([]);

  return (
    <>
      {/* Kept mounted under a detail screen, so an upload in progress and its run panel carry on. */}
      <div hidden={view.kind !== 'files'}>
        <h1>Batch Match</h1>
        <p className="usa-intro">
          Upload an agency file to match every party in it against the Do Not Pay datasources, then review the matches
          of each file.
        </p>
        <UploadForm
          intake={batchMatchIntake}
          heading="Upload a file"
          submitLabel="Upload and match"
          onUploaded={(status) => setRuns((earlier) => [status, ...earlier])}
        />
        {runs.map((run) => (
          <RunStatus
            key={run.id}
            intake={batchMatchIntake}
            initial={run}
            matchesHref={(fileId) => hrefOf({ kind: 'file', fileId })}
            refreshWhenFinished={summariesScope}
          />
        ))}
        <FileList />
      </div>
      {view.kind === 'file' ? (
        <>
          <Breadcrumbs view={view} />
          <FileDetail fileId={view.fileId} />
        </>
      ) : null}
      {view.kind === 'match' ? (
        <>
          <Breadcrumbs view={view} />
          <MatchDetailView target={view.target} />
        </>
      ) : null}
    </>
  );
}

function Breadcrumbs({ view }: { view: Exclude<BatchMatchView, { kind: 'files' }> }) {
  const fileId = view.kind === 'file' ? view.fileId : view.target.fileId;
  return (
    <nav className="usa-breadcrumb" aria-label="Breadcrumbs">
      <ol className="usa-breadcrumb__list">
        <li className="usa-breadcrumb__list-item">
          <Link className="usa-breadcrumb__link" to={hrefOf({ kind: 'files' })}>
            <span>Batch Match</span>
          </Link>
        </li>
        {view.kind === 'match' ? (
          <li className="usa-breadcrumb__list-item">
            <Link className="usa-breadcrumb__link" to={hrefOf({ kind: 'file', fileId })}>
              <span>File {fileId}</span>
            </Link>
          </li>
        ) : null}
        <li className="usa-breadcrumb__list-item usa-current" aria-current="page">
          <span>
            {view.kind === 'file' ? `File ${fileId}` : `Party ${view.target.agencyPartyId} in ${view.target.source}`}
          </span>
        </li>
      </ol>
    </nav>
  );
}

/** The route module's component, loaded on first visit (React Router `lazy`). */
export { BatchMatchPage as Component };
