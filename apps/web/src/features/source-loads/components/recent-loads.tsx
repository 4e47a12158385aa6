import { catalogEntry } from '@dnp/contracts';
import { Alert } from '@trussworks/react-uswds';
import { count } from '../../../lib/format/count.js';
import { formatTimestamp } from '../../../lib/format/dates.js';
import { refusalText } from '../../../lib/http/refusal-text.js';
import { phaseText } from '../api/load-phase.js';
import { useRecentLoads, type RecentLoad } from '../api/recent-loads.js';

const figure = (value: number | null) => (value === null ? '—' : count(value));

/** A file loaded outside the portal is recorded by the path it was read from; its name is what tells it apart. */
const baseName = (path: string) => path.split(/[\\/]/).pop() ?? path;

function cameIn(load: RecentLoad): string {
  if (load.through === 'outside') return 'Outside the portal';
  return load.requestedBy ? `Portal, by ${load.requestedBy}` : 'Portal';
}

/** What continuous monitoring found because of the load, in a table cell's few words. */
function conMonCell(conMon: RecentLoad['conMon']): string {
  if (conMon === null) return '—';
  if (conMon.state === 'matching') return 'Matching…';
  if (conMon.state === 'failed') return 'Matching failed';
  // Nothing added or changed to match; a load that removed records may still have withdrawn matches.
  if (conMon.state === 'none' && conMon.withdrawnMatches === 0) return '—';
  return `${count(conMon.newMatches)} new, ${count(conMon.withdrawnMatches)} withdrawn`;
}

/** The newest loads of every source, sent through the portal or loaded outside it. */
export function RecentLoads() {
  const { data: loads, error, isPending } = useRecentLoads();
  return (
    <section aria-labelledby="recent-loads-heading" className="margin-top-5">
      <h2 id="recent-loads-heading">Recent loads</h2>
      {error ? (
        <Alert type="error" headingLevel="h3" heading="The recent loads could not be read">
          {refusalText(error)}
        </Alert>
      ) : null}
      {isPending ? <p>Reading the recent loads…</p> : null}
      {loads?.length === 0 ? <p>No source has been loaded yet, through the portal or outside it.</p> : null}
      {loads && loads.length > 0 ? (
        <table className="usa-table usa-table--striped">
          <caption>
            The {count(loads.length)} newest source loads, through the portal or outside it, newest first
          </caption>
          <thead>
            <tr>
              <th scope="col">Source</th>
              <th scope="col">Files and version</th>
              <th scope="col">Came in</th>
              <th scope="col">Received or committed</th>
              <th scope="col">State</th>
              <th scope="col">Added</th>
              <th scope="col">Changed</th>
              <th scope="col">Removed</th>
              <th scope="col">Continuous monitoring</th>
            </tr>
          </thead>
          <tbody>
            {loads.map((load) => (
              <tr key={load.id}>
                <th scope="row">{catalogEntry(load.apiName).displayName}</th>
                <td>
                  {load.fileNames.length > 0 ? <div>{load.fileNames.map(baseName).join(', ')}</div> : null}
                  <div>{load.sourceVersion}</div>
                </td>
                <td>{cameIn(load)}</td>
                <td>{formatTimestamp(load.receivedAt)}</td>
                <td>{phaseText(load)}</td>
                <td>{figure(load.added)}</td>
                <td>{figure(load.changed)}</td>
                <td>{figure(load.removed)}</td>
                <td>{conMonCell(load.conMon)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
