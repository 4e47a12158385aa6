import { catalogEntry } from '@dnp/contracts';
import { Alert } from '@trussworks/react-uswds';
import { count } from '../../../lib/format/count.js';
import { formatTimestamp } from '../../../lib/format/dates.js';
import { refusalText } from '../../../lib/http/refusal-text.js';
import { phaseText } from '../api/load-phase.js';
import { useRecentLoads } from '../api/recent-loads.js';

const figure = (value: number | undefined) => (value === undefined ? '—' : count(value));

/** The newest loads sent through the portal, of every source. */
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
      {loads?.length === 0 ? <p>No source file has been loaded through the portal yet.</p> : null}
      {loads && loads.length > 0 ? (
        <table className="usa-table usa-table--striped">
          <caption>The {count(loads.length)} newest source loads, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Load</th>
              <th scope="col">Source</th>
              <th scope="col">Files</th>
              <th scope="col">Received</th>
              <th scope="col">State</th>
              <th scope="col">Added</th>
              <th scope="col">Changed</th>
              <th scope="col">Removed</th>
            </tr>
          </thead>
          <tbody>
            {loads.map((load) => (
              <tr key={load.id}>
                <th scope="row">{load.sourceLoadId}</th>
                <td>{catalogEntry(load.apiName).displayName}</td>
                <td>{load.fileNames.join(', ')}</td>
                <td>{formatTimestamp(load.receivedAt)}</td>
                <td>{phaseText(load)}</td>
                <td>{figure(load.result?.added)}</td>
                <td>{figure(load.result?.changed)}</td>
                <td>{figure(load.result?.removed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
