import { Alert, Button, Label, Table } from '@trussworks/react-uswds';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageNav } from '../../../components/page-nav.js';
import { count } from '../../../lib/format/count.js';
import { formatDate, formatTimestamp } from '../../../lib/format/dates.js';
import { refusalText } from '../../../lib/http/refusal-text.js';
import { DELTAS_PAGE_SIZE, useDeltas, type DeltaRow } from '../api/deltas.js';
import { levelWords } from '../model/monitored-files.js';
import { hrefOf } from '../model/view-location.js';

/** What changed in the group's monitored files since a day, or since the user last looked (CON_MON_DELTAS). */
export function DeltasView({ since }: { since: string | undefined }) {
  const [page, setPage] = useState(1);
  const deltas = useDeltas({ since, page });
  const totalRows = deltas.data?.totalRows ?? 0;
  const pages = Math.max(1, Math.ceil(totalRows / DELTAS_PAGE_SIZE));
  return (
    <>
      <h1>What is new in monitoring</h1>
      <p className="usa-intro">
        Matches the datasource loads found, and matches they withdrew, in every monitored file of your access group.
      </p>
      <SinceForm since={since} />
      {deltas.isPending ? <p>Loading the changes…</p> : null}
      {deltas.isError ? (
        <Alert type="error" headingLevel="h2" heading="The changes could not be shown">
          {refusalText(deltas.error)}
        </Alert>
      ) : null}
      {deltas.isSuccess ? (
        <>
          <h2>{sinceWords(since, deltas.data.since)}</h2>
          {totalRows === 0 ? (
            <p>Nothing has changed in your monitored files since then.</p>
          ) : (
            <DeltasTable
              rows={deltas.data.rows}
              caption={`Changes, page ${page} of ${pages} (${count(totalRows)} in all)`}
            />
          )}
        </>
      ) : null}
      <PageNav label="Pages of changes" page={page} pages={pages} onPage={setPage} />
    </>
  );
}

function sinceWords(asked: string | undefined, counted: string | null): string {
  if (asked) return `Changes since ${formatDate(asked)}`;
  if (counted) return `Changes since your last visit, ${formatTimestamp(counted)}`;
  return 'Every change so far: this is your first visit';
}

function SinceForm({ since }: { since: string | undefined }) {
  const navigate = useNavigate();
  const [day, setDay] = useState(since ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(hrefOf({ kind: 'deltas', since: day || undefined }));
  };
  return (
    <form onSubmit={submit} className="usa-form maxw-none" aria-label="Which changes to show">
      <Label htmlFor="deltas-since">Show changes since (leave empty for since your last visit)</Label>
      {/* The browser's own date field: typed or picked, by keyboard alone, in the user's locale. */}
      <input
        id="deltas-since"
        name="since"
        type="date"
        className="usa-input maxw-card-lg"
        value={day}
        onChange={(event) => setDay(event.target.value)}
      />
      <Button type="submit" className="margin-top-2">
        Show changes
      </Button>
    </form>
  );
}

const changeWords = { new: 'New match', withdrawn: 'Withdrawn' } as const;

function DeltasTable({ rows, caption }: { rows: DeltaRow[]; caption: string }) {
  return (
    <Table bordered fullWidth scrollable caption={caption}>
      <thead>
        <tr>
          <th scope="col">Name as sent</th>
          <th scope="col">Change</th>
          <th scope="col">When</th>
          <th scope="col">File</th>
          <th scope="col">Datasource</th>
          <th scope="col">Level</th>
          <th scope="col">TIN</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              <Link
                className="usa-link"
                to={hrefOf({
                  kind: 'match',
                  target: {
                    fileId: row.agencyFrbFileId,
                    agencyPartyId: String(row.agencyPartyId),
                    source: row.searchSrcSysTypeCd,
                  },
                })}
              >
                {row.agencySourceFullName}
              </Link>
            </th>
            <td>{changeWords[row.change]}</td>
            <td>{formatTimestamp(row.changedAt)}</td>
            <td>{row.fileName}</td>
            <td>{row.datasource}</td>
            <td>{levelWords[row.matchLevelCode]}</td>
            <td className="dnp-tin">{row.agencyTin ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
