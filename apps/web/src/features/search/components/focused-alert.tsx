import { Alert } from '@trussworks/react-uswds';
import { useEffect, useRef, type ReactNode } from 'react';

export interface FocusedAlertProps {
  heading?: string;
  slim?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * An error alert that takes focus when it appears: used where the user was
 * waiting on the very thing refused (a record being read, a reveal being asked),
 * and the control they used is gone or was disabled while waiting, so focus
 * would otherwise fall to the page behind the dialog and nothing would be heard.
 */
export function FocusedAlert({ heading, slim, className, children }: FocusedAlertProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} className={`dnp-focused-alert ${className ?? ''}`.trim()}>
      <Alert type="error" headingLevel="h4" heading={heading} slim={slim}>
        {children}
      </Alert>
    </div>
  );
}
