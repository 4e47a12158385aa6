import { ErrorMessage, FormGroup, Label, TextInput } from '@trussworks/react-uswds';
import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type' | 'value' | 'onChange'>;

export interface TextFieldProps extends InputProps {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  type?: 'text' | 'date';
}

/**
 * A USWDS text field whose hint and error are tied to the input with
 * aria-describedby, so a screen reader reads them with the field.
 */
export function TextField({
  id,
  name,
  label,
  hint,
  value,
  onValueChange,
  error,
  type = 'text',
  ...input
}: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const inputProps = {
    ...input,
    id,
    name,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value),
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
  };
  return (
    <FormGroup error={Boolean(error)}>
      <Label htmlFor={id} error={Boolean(error)}>
        {label}
      </Label>
      {hint ? (
        <div className="usa-hint" id={hintId}>
          {hint}
        </div>
      ) : null}
      {error ? <ErrorMessage id={errorId}>{error}</ErrorMessage> : null}
      {type === 'date' ? (
        // The USWDS TextInput has no date type; the native date field is keyboard-friendly and gives YYYY-MM-DD.
        <input {...inputProps} type="date" className={`usa-input${error ? ' usa-input--error' : ''}`} />
      ) : (
        <TextInput {...inputProps} type="text" validationStatus={error ? 'error' : undefined} />
      )}
    </FormGroup>
  );
}
