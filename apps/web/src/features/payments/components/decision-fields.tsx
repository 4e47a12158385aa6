import {
  AdjudicationAttributes,
  matchAdjudicationStatuses,
  type AdjudicationAction,
  type AdjudicationActor,
  type AdjudicationState,
  type AgencyOverrideDesc,
  type SettableMatchAdjudicationStatus,
} from '@dnp/contracts';
import { Button, ErrorMessage, Fieldset, FormGroup, Label, Radio, Select, Textarea } from '@trussworks/react-uswds';
import { useRef, useState, type FormEvent } from 'react';
import { actionWords, allowedActions, closedReason, overridesFor } from '../model/adjudication-choices.js';

export interface Decision {
  matchAdjudicationStatusTypeCode: SettableMatchAdjudicationStatus;
  action: AdjudicationAction;
  matchAdjudicationStatusComment?: string;
  agencyOverrideDesc?: AgencyOverrideDesc;
}

interface DecisionFieldsProps {
  /** A prefix for the fields' ids: one page may hold the single and the bulk form. */
  idPrefix: string;
  /** The current state of each payment decided. */
  currents: readonly AdjudicationState[];
  actor: AdjudicationActor;
  busy: boolean;
  submitLabel: string;
  onDecide: (decision: Decision) => void;
}

const settable = matchAdjudicationStatuses.filter((status): status is SettableMatchAdjudicationStatus => status !== '');

type FieldName = 'status' | 'action' | 'comment' | 'override';

/**
 * The USWDS determination form: status, the actions the user may take, a comment
 * (required for PROPER - OTHER) and an override. Checked with the POST's own schema
 * before it goes, so the user hears the rule in place; the server decides again.
 */
export function DecisionFields({ idPrefix, currents, actor, busy, submitLabel, onDecide }: DecisionFieldsProps) {
  const [status, setStatus] = useState<SettableMatchAdjudicationStatus>('IMPROPER');
  const [action, setAction] = useState<AdjudicationAction | ''>('');
  const [comment, setComment] = useState('');
  const [override, setOverride] = useState<AgencyOverrideDesc | ''>('');
  const [problems, setProblems] = useState<Partial<Record<FieldName, string>>>({});
  const fields = useRef<HTMLFormElement>(null);
  const actions = allowedActions(currents, status, actor);
  const overrides = overridesFor(status);
  const closed = closedReason(currents, actor);
  const id = (name: FieldName) => `${idPrefix}-${name}`;

  if (closed) return <p className="usa-hint">{closed}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<FieldName, string>> = {};
    if (action === '' || !actions.includes(action)) found.action = 'Choose what to do with this determination.';
    const parsed = AdjudicationAttributes.safeParse({
      paymentId: 'form',
      agencyPartyId: 1,
      matchAdjudicationStatusTypeCode: status,
      action: action === '' ? 'save' : action,
      matchAdjudicationStatusComment: comment.trim() === '' ? undefined : comment,
      agencyOverrideDesc: override === '' ? undefined : override,
    });
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'matchAdjudicationStatusComment') found.comment = commentProblem(status);
      else if (field === 'agencyOverrideDesc') found.override = 'This override does not go with this status.';
      else if (field === 'action') found.action ??= 'Research in progress can only be saved as a draft.';
    }
    setProblems(found);
    const first = (['status', 'action', 'comment', 'override'] as const).find((name) => found[name]);
    if (first) {
      fields.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    if (!parsed.success || action === '') return;
    onDecide({
      matchAdjudicationStatusTypeCode: status,
      action,
      ...(parsed.data.matchAdjudicationStatusComment
        ? { matchAdjudicationStatusComment: parsed.data.matchAdjudicationStatusComment }
        : {}),
      ...(parsed.data.agencyOverrideDesc ? { agencyOverrideDesc: parsed.data.agencyOverrideDesc } : {}),
    });
  };

  return (
    <form ref={fields} onSubmit={submit} noValidate>
      <FormGroup>
        <Label htmlFor={id('status')}>Determination</Label>
        <Select
          id={id('status')}
          name="status"
          data-field="status"
          value={status}
          onChange={(event) => {
            const next = event.target.value as SettableMatchAdjudicationStatus;
            setStatus(next);
            if (override !== '' && !overridesFor(next).includes(override)) setOverride('');
          }}
        >
          {settable.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </Select>
      </FormGroup>
      <FormGroup error={Boolean(problems.action)}>
        <Fieldset legend="What to do">
          {problems.action ? <ErrorMessage id={`${id('action')}-error`}>{problems.action}</ErrorMessage> : null}
          {actions.length === 0 ? (
            <p className="usa-hint">{`${status} cannot be recorded on ${currents.length > 1 ? 'these payments' : 'this payment'} now.`}</p>
          ) : null}
          {actions.map((value, index) => (
            <Radio
              key={value}
              id={`${id('action')}-${value}`}
              name={`${idPrefix}-action`}
              label={actionWords[value]}
              value={value}
              checked={action === value}
              onChange={() => setAction(value)}
              {...(index === 0 ? { 'data-field': 'action' } : {})}
              aria-describedby={problems.action ? `${id('action')}-error` : undefined}
            />
          ))}
        </Fieldset>
      </FormGroup>
      <FormGroup error={Boolean(problems.comment)}>
        <Label htmlFor={id('comment')}>
          Comment{status === 'PROPER - OTHER' ? ' (required for PROPER - OTHER)' : ' (optional)'}
        </Label>
        {problems.comment ? <ErrorMessage id={`${id('comment')}-error`}>{problems.comment}</ErrorMessage> : null}
        <Textarea
          id={id('comment')}
          name="comment"
          data-field="comment"
          maxLength={1000}
          value={comment}
          error={Boolean(problems.comment)}
          aria-describedby={problems.comment ? `${id('comment')}-error` : undefined}
          onChange={(event) => setComment(event.target.value)}
        />
      </FormGroup>
      {overrides.length > 0 ? (
        <FormGroup error={Boolean(problems.override)}>
          <Label htmlFor={id('override')}>Agency override (optional)</Label>
          {problems.override ? <ErrorMessage id={`${id('override')}-error`}>{problems.override}</ErrorMessage> : null}
          <Select
            id={id('override')}
            name="override"
            data-field="override"
            value={override}
            onChange={(event) => setOverride(event.target.value as AgencyOverrideDesc | '')}
          >
            <option value="">No override</option>
            {overrides.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </Select>
        </FormGroup>
      ) : null}
      <Button type="submit" className="margin-top-2" disabled={busy || actions.length === 0}>
        {busy ? 'Recording…' : submitLabel}
      </Button>
    </form>
  );
}

function commentProblem(status: SettableMatchAdjudicationStatus): string {
  return status === 'PROPER - OTHER'
    ? 'PROPER - OTHER needs a comment saying why the payment is proper.'
    : 'A comment is at most 1,000 characters.';
}
