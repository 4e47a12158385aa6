import { Alert } from '@trussworks/react-uswds';
import { SeriesChart } from '../../../components/charts/series-chart.js';
import { refusalText } from '../../../lib/http/refusal-text.js';
import { useSeries } from '../api/series.js';
import { matchesOverTime, type LevelKey } from '../model/matches-over-time.js';

const levels: { key: LevelKey; label: string }[] = [
  { key: 'conclusive', label: 'Conclusive' },
  { key: 'probable', label: 'Probable' },
  { key: 'possible', label: 'Possible' },
];

/** The file's matches after each source load, by level: a line chart with its figures as a table. */
export function MatchesChart({ fileId }: { fileId: string }) {
  const series = useSeries(fileId);
  if (series.isPending) return <p>Loading the matches over time…</p>;
  if (series.isError) {
    return (
      <Alert type="warning" headingLevel="h2" heading="The matches over time could not be shown" slim>
        {refusalText(series.error)}
      </Alert>
    );
  }
  const rows = matchesOverTime(series.data);
  if (rows.length === 0) return <p>No source load has reached this file yet.</p>;
  return (
    <section aria-labelledby="over-time-heading">
      <h2 id="over-time-heading">Matches over time</h2>
      <SeriesChart
        title={`Matches of file ${fileId} after each source load, by level`}
        kind="line"
        categoryLabel="Source load"
        valueLabel="Matches"
        series={levels}
        rows={rows}
      />
    </section>
  );
}
