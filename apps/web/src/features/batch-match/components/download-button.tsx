import { Button } from '@trussworks/react-uswds';
import { useDownloadExport } from '../api/download-export.js';
import { refusalText } from '../model/refusal-text.js';

export interface DownloadButtonProps {
  path: string;
  fileName: string;
  query?: Record<string, string>;
  children: string;
}

/** Downloads a CSV export; a refusal is said beside the button. */
export function DownloadButton({ path, fileName, query, children }: DownloadButtonProps) {
  const download = useDownloadExport();
  return (
    <span className="dnp-no-print">
      <Button
        type="button"
        outline
        disabled={download.isPending}
        onClick={() => download.mutate({ path, fileName, query })}
      >
        {download.isPending ? 'Preparing the download…' : children}
      </Button>
      {download.isError ? (
        <span className="usa-error-message" role="alert">
          The download failed: {refusalText(download.error)}
        </span>
      ) : null}
    </span>
  );
}
