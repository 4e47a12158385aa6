import { Alert, Button } from '@trussworks/react-uswds';
import { useState } from 'react';
import { FocusOnMount } from '../../../components/focus-on-mount.js';
import { refusalText } from '../../../lib/http/refusal-text.js';
import { useWithdrawFile } from '../api/withdraw-file.js';

/**
 * Withdraw a file from monitoring, asked twice: it cannot be undone (the group enrolls
 * the file again to monitor it), so the first press only asks, in place, with focus on the question.
 */
export function WithdrawControl({ fileId, fileName }: { fileId: string; fileName: string }) {
  const [asking, setAsking] = useState(false);
  const withdraw = useWithdrawFile(fileId);
  if (withdraw.isSuccess) {
    return (
      <FocusOnMount>
        <Alert type="success" headingLevel="h4" heading={`${fileName} is withdrawn`} slim>
          It is no longer matched against source loads; its matches stay readable.
        </Alert>
      </FocusOnMount>
    );
  }
  if (!asking) {
    return (
      <Button type="button" outline onClick={() => setAsking(true)}>
        Withdraw {fileName}
      </Button>
    );
  }
  return (
    <FocusOnMount className="margin-top-1">
      <p className="text-bold margin-y-1">
        Stop monitoring {fileName}? Its parties will no longer be matched when a source changes.
      </p>
      <Button type="button" secondary disabled={withdraw.isPending} onClick={() => withdraw.mutate()}>
        {withdraw.isPending ? 'Withdrawing…' : 'Yes, withdraw it'}
      </Button>
      <Button type="button" outline onClick={() => setAsking(false)}>
        Keep monitoring
      </Button>
      {withdraw.isError ? (
        <span className="usa-error-message" role="alert">
          The file was not withdrawn: {refusalText(withdraw.error)}
        </span>
      ) : null}
    </FocusOnMount>
  );
}
