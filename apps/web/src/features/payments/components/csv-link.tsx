import { useEffect, useState } from 'react';

/**
 * A download link to what is on screen as CSV, built in the browser. The Blob URL
 * is released when the rows change or the screen goes, so no copy outlives it.
 */
export function CsvLink({ csv, fileName, children }: { csv: string; fileName: string; children: string }) {
  const [href, setHref] = useState<string | undefined>();
  useEffect(() => {
    // The byte-order mark makes spreadsheet programs read the file as UTF-8 (names with accents).
    const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [csv]);
  if (!href) return null;
  return (
    <a href={href} download={fileName} className="usa-button usa-button--outline dnp-no-print">
      {children}
    </a>
  );
}
