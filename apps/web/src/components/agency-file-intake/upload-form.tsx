import type { AgencyFileStatus } from '@dnp/contracts';
import { Alert, Button, Checkbox, FileInput, FormGroup, Label, type FileInputRef } from '@trussworks/react-uswds';
import { useId, useRef, useState, type FormEvent } from 'react';
import { count } from '../../lib/format/count.js';
import { isApiRequestError } from '../../lib/http/api-request-error.js';
import { refusalText } from '../../lib/http/refusal-text.js';
import type { UploadProgress } from '../../lib/http/upload-request.js';
import { FocusOnMount } from '../focus-on-mount.js';
import type { Intake } from './intake-paths.js';
import { ProgressBar } from './progress-bar.js';
import { useUploadAgencyFile } from './upload-file.js';

export interface UploadFormProps {
  intake: Intake;
  /** The section's heading, e.g. "Upload a file". */
  heading: string;
  /** The submit button's words, e.g. "Upload and match". */
  submitLabel: string;
  onUploaded: (status: AgencyFileStatus & { id: string }) => void;
}

/**
 * The upload: a USWDS file input (drag and drop or choose), the option to skip
 * invalid rows, and — once the server says this group already sent the same bytes —
 * the option to send it again on purpose. While the bytes go out a bar shows how
 * far, and Cancel aborts the request.
 */
export function UploadForm({ intake, heading, submitLabel, onUploaded }: UploadFormProps) {
  const fileInput = useRef<FileInputRef>(null);
  const [file, setFile] = useState<File | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [allowDuplicate, setAllowDuplicate] = useState(false);
  const [missingFile, setMissingFile] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const upload = useUploadAgencyFile(intake);
  const refusal = upload.error && !isAbort(upload.error) ? upload.error : null;
  const duplicate = refusal !== null && isApiRequestError(refusal) && refusal.status === 409;
  const [cancelled, setCancelled] = useState(false);
  // Ids of this form's own: Batch Match, Payments and Continuous Monitoring each keep one mounted while
  // away (docs/web.md, "Route keep-alive"), and a label or heading must name the one on screen.
  const ids = useIds();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissingFile(true);
      fileInput.current?.input?.focus();
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setCancelled(false);
    setProgress({ loaded: 0, total: file.size });
    upload.mutate(
      { file, skipInvalid, allowDuplicate, signal: abort.signal, onProgress: setProgress },
      {
        onSuccess: (status) => {
          fileInput.current?.clearFiles();
          setFile(null);
          setAllowDuplicate(false);
          onUploaded(status);
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const cancel = () => {
    controller.current?.abort();
    setCancelled(true);
  };

  if (upload.isPending) {
    const percent = progress?.total ? (progress.loaded / progress.total) * 100 : undefined;
    return (
      <section aria-labelledby={ids.heading}>
        <h2 id={ids.heading}>Uploading {file?.name}</h2>
        <ProgressBar
          id={ids.progress}
          label="Upload progress"
          percent={percent}
          valueText={uploadText(progress, percent)}
        />
        <Button type="button" outline onClick={cancel}>
          Cancel upload
        </Button>
      </section>
    );
  }

  return (
    <section aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{heading}</h2>
      {cancelled ? (
        <Alert type="info" headingLevel="h3" heading="Upload cancelled" slim>
          The file was not sent. Choose it again to upload it.
        </Alert>
      ) : null}
      {refusal ? (
        <FocusOnMount>
          <Alert
            type={duplicate ? 'warning' : 'error'}
            headingLevel="h3"
            heading={duplicate ? 'This file was already sent' : 'The file was not accepted'}
          >
            {refusalText(refusal)}
            {duplicate ? ' To match it again anyway, check “Send it again on purpose” and upload.' : null}
          </Alert>
        </FocusOnMount>
      ) : null}
      <form onSubmit={submit} aria-labelledby={ids.heading} noValidate>
        <FormGroup error={missingFile}>
          <Label htmlFor={ids.file}>Agency file (CSV or fixed-width text)</Label>
          <span className="usa-hint" id={ids.hint}>
            One party per row; the first 100 problems show here and the full list downloads as CSV.
          </span>
          {missingFile ? (
            <span className="usa-error-message" id={ids.error} role="alert">
              Choose a file to upload.
            </span>
          ) : null}
          <FileInput
            ref={fileInput}
            id={ids.file}
            name="file"
            accept=".csv,.txt,text/csv,text/plain"
            aria-describedby={missingFile ? `${ids.hint} ${ids.error}` : ids.hint}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setMissingFile(false);
              upload.reset();
            }}
          />
        </FormGroup>
        <fieldset className="usa-fieldset margin-top-3">
          <legend className="usa-legend">Options</legend>
          <Checkbox
            id={ids.skipInvalid}
            name="skipInvalid"
            label="Skip invalid rows"
            labelDescription="Match the valid rows and list the ones left out. Without this, a file with any invalid row is refused whole."
            checked={skipInvalid}
            onChange={(event) => setSkipInvalid(event.target.checked)}
          />
          {duplicate || allowDuplicate ? (
            <Checkbox
              id={ids.allowDuplicate}
              name="allowDuplicate"
              label="Send it again on purpose"
              labelDescription="Your access group already sent a file with the same contents."
              checked={allowDuplicate}
              onChange={(event) => setAllowDuplicate(event.target.checked)}
            />
          ) : null}
        </fieldset>
        <Button type="submit" className="margin-top-3">
          {submitLabel}
        </Button>
      </form>
    </section>
  );
}

function uploadText(progress: UploadProgress | null, percent: number | undefined): string {
  if (!progress) return '';
  const sent = `${count(progress.loaded)} of ${progress.total === undefined ? 'unknown' : count(progress.total)} bytes sent`;
  return percent === undefined ? sent : `${sent}, ${Math.floor(percent)}%`;
}

function useIds() {
  const prefix = useId();
  return {
    heading: `${prefix}-heading`,
    progress: `${prefix}-progress`,
    file: `${prefix}-file`,
    hint: `${prefix}-file-hint`,
    error: `${prefix}-file-error`,
    skipInvalid: `${prefix}-skip-invalid`,
    allowDuplicate: `${prefix}-allow-duplicate`,
  };
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
