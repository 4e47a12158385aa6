import { Button } from '@trussworks/react-uswds';
import { refusalText } from '../../lib/http/refusal-text.js';
import { useDownloadExport } from './download-export.js';

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
