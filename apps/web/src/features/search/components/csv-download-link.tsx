import { useEffect, useState } from 'react';
import { csvFileName, resultsCsv, type CsvSection } from '../model/results-csv.js';
import { localToday } from '../model/validate-search.js';

export interface CsvDownloadLinkProps {
  sections: readonly CsvSection[];
  scope: CsvSection['apiName'] | 'all';
  children: string;
}

/**
 * A download link to the results as CSV, built in the browser from what is on
 * screen (masked TINs only). The Blob URL is released when the results change
 * or the page is hidden, so no copy of the data outlives its screen.
 */
export function CsvDownloadLink({ sections, scope, children }: CsvDownloadLinkProps) {
  const [href, setHref] = useState<string | undefined>();
  // Compared by content: a new file only when the results themselves change.
  const csv = resultsCsv(sections);
  useEffect(() => {
    // The byte-order mark makes spreadsheet programs read the file as UTF-8 (names with accents).
    const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [csv]);
  if (!href) return null;
  return (
    <a href={href} download={csvFileName(scope, localToday())} className="usa-button usa-button--outline dnp-no-print">
      {children}
    </a>
  );
}
