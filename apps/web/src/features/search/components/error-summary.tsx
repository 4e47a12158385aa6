import { useEffect, useRef } from 'react';
import type { FieldError } from '../model/validate-search.js';
import { fieldInputIds } from '../model/search-form-values.js';

export interface ErrorSummaryProps {
  errors: readonly FieldError[];
  /** Changes on every refused submit, so focus moves to the summary each time. */
  attempt: number;
}

/** Moves focus to the field, or to the first enabled input of a group (the datasource choice). */
function focusField(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const input = target instanceof HTMLInputElement ? target : target.querySelector<HTMLInputElement>('input:enabled');
  (input ?? target).focus();
}

/**
 * The USWDS error summary: takes focus when a search is refused, so keyboard
 * and screen-reader users learn what to fix; each item links to its field.
 */
export function ErrorSummary({ errors, attempt }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Effects run again when a kept screen is shown again: focus only for a new attempt.
  const focusedAttempt = useRef(0);
  useEffect(() => {
    if (attempt <= focusedAttempt.current) return;
    focusedAttempt.current = attempt;
    ref.current?.focus();
  }, [attempt]);
  if (errors.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} className="margin-bottom-3 dnp-search-error-summary">
      {/* USWDS alert markup by hand: the Alert component wraps its children in a <p>, which cannot hold a list. */}
      <div className="usa-alert usa-alert--error">
        <div className="usa-alert__body">
          <h2 className="usa-alert__heading">Check the search form</h2>
          <ul className="usa-list">
            {errors.map((error) => (
              <li key={error.field}>
                <a
                  href={`#${fieldInputIds[error.field]}`}
                  onClick={(event) => {
                    event.preventDefault();
                    focusField(fieldInputIds[error.field]);
                  }}
                >
                  {error.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
