import { catalogEntry, type DatasourceApiName, type SourceFileFormat } from '@dnp/contracts';
import { Alert, Button, FileInput, FormGroup, Label, Select, type FileInputRef } from '@trussworks/react-uswds';
import { useRef, useState, type FormEvent } from 'react';
import { FocusOnMount } from '../../../components/focus-on-mount.js';
import { ProgressBar } from '../../../components/agency-file-intake/progress-bar.js';
import { count } from '../../../lib/format/count.js';
import { refusalText } from '../../../lib/http/refusal-text.js';
import type { UploadProgress } from '../../../lib/http/upload-request.js';
import type { SourceLoad } from '../api/source-load.js';
import { useUploadSourceFile } from '../api/upload-source-file.js';
import { FileFormatChoice } from './file-format-choice.js';
import { sourcesOf } from './sources-of-format.js';

/** OFAC's published list comes as four files joined by entry number (docs/data-formats.md). */
const FOLDER_SOURCES: ReadonlySet<DatasourceApiName> = new Set(['ofac']);

/**
 * Pick the file's format and its source, choose the file (OFAC's published list: its four files), send it. While the bytes go
 * out a bar shows how far, and Cancel aborts the request.
 */
export function LoadForm({ onSent }: { onSent: (load: SourceLoad) => void }) {
  const fileInput = useRef<FileInputRef>(null);
  const [format, setFormat] = useState<SourceFileFormat>('published');
  const [apiName, setApiName] = useState<DatasourceApiName>('pub78');
  const [files, setFiles] = useState<File[]>([]);
  const [missingFile, setMissingFile] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const upload = useUploadSourceFile();
  const refusal = upload.error && !isAbort(upload.error) ? upload.error : null;
  const several = format === 'published' && FOLDER_SOURCES.has(apiName);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (files.length === 0) {
      setMissingFile(true);
      fileInput.current?.input?.focus();
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ loaded: 0, total: files.reduce((sum, file) => sum + file.size, 0) });
    upload.mutate(
      { apiName, format, files, signal: abort.signal, onProgress: setProgress },
      {
        onSuccess: (load) => {
          fileInput.current?.clearFiles();
          setFiles([]);
          onSent(load);
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  if (upload.isPending) {
    const percent = progress?.total ? (progress.loaded / progress.total) * 100 : undefined;
    const sent = progress ? `${count(progress.loaded)} of ${count(progress.total ?? 0)} bytes sent` : '';
    return (
      <section aria-labelledby="load-form-heading">
        <h2 id="load-form-heading">Uploading {files.map((file) => file.name).join(', ')}</h2>
        <ProgressBar
          id="source-upload-progress"
          label="Upload progress"
          percent={percent}
          valueText={percent === undefined ? sent : `${sent}, ${Math.floor(percent)}%`}
        />
        <Button type="button" outline onClick={() => controller.current?.abort()}>
          Cancel upload
        </Button>
      </section>
    );
  }

  return (
    <section aria-labelledby="load-form-heading">
      <h2 id="load-form-heading">Load a source file</h2>
      {refusal ? (
        <FocusOnMount>
          <Alert type="error" headingLevel="h3" heading="The file was not accepted">
            {refusalText(refusal)}
          </Alert>
        </FocusOnMount>
      ) : null}
      <form onSubmit={submit} aria-labelledby="load-form-heading" noValidate>
        <FileFormatChoice
          value={format}
          onChange={(next) => {
            setFormat(next);
            // A source without a published file is not offered for one: fall back to the first that has.
            if (!sourcesOf(next).includes(apiName)) setApiName(sourcesOf(next)[0] ?? 'pub78');
            upload.reset();
          }}
        />
        <Label htmlFor="source-load-source">Source</Label>
        <Select
          id="source-load-source"
          name="apiName"
          value={apiName}
          onChange={(event) => {
            setApiName(event.target.value as DatasourceApiName);
            upload.reset();
          }}
        >
          {sourcesOf(format).map((name) => (
            <option key={name} value={name}>
              {catalogEntry(name).displayName}
            </option>
          ))}
        </Select>
        <FormGroup error={missingFile}>
          <Label htmlFor="source-load-file">{several ? 'Files' : 'File'}</Label>
          <span className="usa-hint" id="source-load-file-hint">
            {several
              ? 'The four files of the OFAC list: sdn.csv, alt.csv, add.csv and sdn_comments.csv.'
              : `${format === 'records' ? 'A records file (UTF-8, one JSON object a line).' : 'The file as the publisher issues it.'} A file with any bad line is refused whole; the source keeps its previous load.`}
          </span>
          {missingFile ? (
            <span className="usa-error-message" id="source-load-file-error" role="alert">
              Choose a file to load.
            </span>
          ) : null}
          <FileInput
            ref={fileInput}
            id="source-load-file"
            name="file"
            multiple={several}
            aria-describedby={missingFile ? 'source-load-file-hint source-load-file-error' : 'source-load-file-hint'}
            onChange={(event) => {
              setFiles([...(event.target.files ?? [])]);
              setMissingFile(false);
              upload.reset();
            }}
          />
        </FormGroup>
        <Button type="submit" className="margin-top-3">
          Upload and load
        </Button>
      </form>
    </section>
  );
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
