import './intake.css';

export interface ProgressBarProps {
  id: string;
  label: string;
  /** 0–100; undefined while the amount is not known yet (an indeterminate bar). */
  percent: number | undefined;
  /** What a screen reader hears instead of a bare number, e.g. "4,000 of 10,000 rows, 40%". */
  valueText: string;
}

/**
 * USWDS has no progress component: the native element carries the role, value and
 * label screen readers expect, and the text beside it says the same for sighted users.
 */
export function ProgressBar({ id, label, percent, valueText }: ProgressBarProps) {
  const labelId = `${id}-label`;
  return (
    <div className="dnp-progress margin-y-2">
      <span id={labelId} className="text-bold display-block">
        {label}
      </span>
      <progress
        id={id}
        className="dnp-progress__bar width-full"
        aria-labelledby={labelId}
        aria-valuetext={valueText || undefined}
        max={100}
        value={percent === undefined ? undefined : Math.min(100, Math.max(0, percent))}
      />
      <span className="display-block font-body-2xs">{valueText}</span>
    </div>
  );
}
