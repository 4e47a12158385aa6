import type { PaymentAvailableReportFilter, PaymentReport } from '@dnp/contracts';
import { Button, Fieldset, Form, Label, Radio, Select } from '@trussworks/react-uswds';
import { useState, type FormEvent } from 'react';
import { reportLabel } from '../model/report-figures.js';
import {
  alcsOf,
  fitChoice,
  isMonthly,
  monthName,
  monthsOf,
  yearsOf,
  type ReportPeriodChoice,
} from '../model/report-periods.js';

export interface ReportChoice extends ReportPeriodChoice {
  report: string;
}

interface ReportChooserProps {
  catalog: readonly PaymentReport[];
  filters: readonly PaymentAvailableReportFilter[];
  value: ReportChoice;
  onRun: (choice: ReportChoice) => void;
}

/** The report and its period; only the years, months and ALCs the filters call returned are offered. */
export function ReportChooser({ catalog, filters, value, onRun }: ReportChooserProps) {
  const [draft, setDraft] = useState(value);
  // A year or month change keeps the rest only where the new period still holds it.
  const set = (next: Partial<ReportChoice>) => {
    const merged = { ...draft, ...next };
    setDraft({ ...merged, ...fitChoice(filters, merged, isMonthly(merged.report)) });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onRun(draft);
  };
  return (
    <Form onSubmit={submit} large className="dnp-no-print">
      <Fieldset legend="Report" legendStyle="large">
        {catalog.map((report) => (
          <Radio
            key={report.reportName}
            id={`report-${report.reportName}`}
            name="report"
            tile
            value={report.reportName}
            label={reportLabel(report.reportName)}
            labelDescription={report.reportDescription}
            checked={draft.report === report.reportName}
            onChange={() => set({ report: report.reportName })}
          />
        ))}
      </Fieldset>
      <Label htmlFor="report-year">Year</Label>
      <Select id="report-year" name="year" value={draft.year} onChange={(event) => set({ year: event.target.value })}>
        {yearsOf(filters).map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </Select>
      <Label htmlFor="report-month">Month</Label>
      <Select
        id="report-month"
        name="month"
        value={draft.month}
        onChange={(event) => set({ month: event.target.value })}
      >
        {isMonthly(draft.report) ? null : <option value="">Every month of {draft.year}</option>}
        {monthsOf(filters, draft.year).map((month) => (
          <option key={month} value={month}>
            {monthName(month)}
          </option>
        ))}
      </Select>
      <Label htmlFor="report-alc">ALC</Label>
      <Select id="report-alc" name="alc" value={draft.alc} onChange={(event) => set({ alc: event.target.value })}>
        <option value="">All ALCs</option>
        {alcsOf(filters, draft.year, draft.month).map((alc) => (
          <option key={alc} value={alc}>
            {alc}
          </option>
        ))}
      </Select>
      <Button type="submit">Run report</Button>
    </Form>
  );
}
