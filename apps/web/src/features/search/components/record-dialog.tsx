import type { DatasourceInfo } from '@dnp/contracts';
import { Button, Modal, ModalFooter, ModalHeading, type ModalRef } from '@trussworks/react-uswds';
import { useEffect, useRef } from 'react';
import { displayNameOf } from '../model/key-fields.js';
import { matchSummary } from '../model/match-summary.js';
import type { SearchHit } from '../model/search-hit.js';
import { MatchExplanation } from '../../../components/match-explanation/match-explanation.js';
import { RecordDetails } from './record-details.js';

/** The record the user opened: its source, the search hit it came from, and that search's transaction id. */
export interface OpenRecord {
  source: DatasourceInfo;
  hit: SearchHit;
  searchTransactionId: string | undefined;
}

const dialogId = 'search-record-dialog';

/**
 * A USWDS modal with why the record matched (from the search answer) and the
 * full record with its sub-lists (read when opened). Focus moves into the
 * dialog and back to the button that opened it when it closes.
 */
export function RecordDialog({ open }: { open: OpenRecord | null }) {
  const modalRef = useRef<ModalRef>(null);
  useEffect(() => {
    const modal = modalRef.current;
    if (open) modal?.toggleModal(undefined, true);
    // When the page is hidden (keep-alive) the dialog must not stay open over another screen.
    return () => void modal?.toggleModal(undefined, false);
  }, [open]);

  const name = open ? (displayNameOf(open.source.apiName, open.hit) ?? `Record ${open.hit.id}`) : '';
  return (
    <Modal
      ref={modalRef}
      id={dialogId}
      isLarge
      aria-labelledby={`${dialogId}-heading`}
      aria-describedby={`${dialogId}-summary`}
    >
      {open ? (
        <>
          <ModalHeading id={`${dialogId}-heading`}>{name}</ModalHeading>
          <p className="margin-top-0 text-base">{open.source.displayName}</p>
          <p id={`${dialogId}-summary`} className="usa-intro font-sans-md">
            {matchSummary(open.hit.match)}
          </p>
          <MatchExplanation match={open.hit.match} headingId={`${dialogId}-why`} />
          <section aria-labelledby={`${dialogId}-record`}>
            <h3 id={`${dialogId}-record`}>Full record</h3>
            <RecordDetails
              key={`${open.source.apiName}-${open.hit.id}`}
              apiName={open.source.apiName}
              recordId={open.hit.id}
              sourceName={open.source.displayName}
              searchTransactionId={open.searchTransactionId}
            />
          </section>
          <ModalFooter>
            <Button type="button" data-close-modal onClick={() => modalRef.current?.toggleModal(undefined, false)}>
              Close
            </Button>
          </ModalFooter>
        </>
      ) : (
        <>
          <ModalHeading id={`${dialogId}-heading`}>Record</ModalHeading>
          <p id={`${dialogId}-summary`}>No record is open.</p>
        </>
      )}
    </Modal>
  );
}
