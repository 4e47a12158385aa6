import { useState } from 'react';
import type { SourceLoad } from '../api/source-load.js';
import { LoadForm } from '../components/load-form.js';
import { LoadRun } from '../components/load-run.js';
import { RecentLoads } from '../components/recent-loads.js';

/** Source Loads (DATASOURCE_LOAD): load a public source file into the running portal (docs/source-loads.md). */
export function Component() {
  const [sent, setSent] = useState<SourceLoad | null>(null);
  return (
    <>
      <h1>Source Loads</h1>
      <p className="usa-intro">
        Load a public source file into Do Not Pay. Every line is checked first; a file with a bad line is refused whole
        and the source keeps its previous load.
      </p>
      <LoadForm onSent={setSent} />
      {sent ? <LoadRun key={sent.sourceLoadId} apiName={sent.apiName} sourceLoadId={sent.sourceLoadId} /> : null}
      <RecentLoads />
    </>
  );
}
