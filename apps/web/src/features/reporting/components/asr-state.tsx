import type { AsrSubmitIndicator } from '@dnp/contracts';
import { Link } from 'react-router';

interface AsrStateProps {
  asr: AsrSubmitIndicator;
  mayOpenPayments: boolean;
}

/** The month's adjudication summary report (ASR) state; the level-1 group submits it on the Payments screen. */
export function AsrState({ asr, mayOpenPayments }: AsrStateProps) {
  const submitted = asr.alreadySubmittedForPeriod === 'true';
  const level1 = asr.isLevel1AccessGroup === 'true';
  return (
    <div className="usa-summary-box margin-y-2" role="region" aria-labelledby="asr-state-heading">
      <div className="usa-summary-box__body">
        <h3 className="usa-summary-box__heading" id="asr-state-heading">
          Adjudication summary report (ASR)
        </h3>
        <p className="usa-summary-box__text">{asrText(asr)}</p>
        {level1 && !submitted && mayOpenPayments ? (
          <p className="usa-summary-box__text">
            <Link className="usa-summary-box__link" to="/payments">
              Submit the ASR on the Payments screen
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}

function asrText(asr: AsrSubmitIndicator): string {
  if (asr.alreadySubmittedForPeriod === 'true') return 'This month’s ASR has been submitted.';
  if (asr.isLevel1AccessGroup !== 'true')
    return 'This month’s ASR has not been submitted; your level-1 group submits it.';
  return asr.asrSubmitIndicator === 'true'
    ? 'This month’s ASR has not been submitted; every payment is decided, so your group can submit it now.'
    : 'This month’s ASR has not been submitted; some payments are still to be decided.';
}
