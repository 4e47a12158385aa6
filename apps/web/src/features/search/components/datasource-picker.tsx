import type { DatasourceApiName, DatasourceInfo, SearchCriteria } from '@dnp/contracts';
import { Button, Checkbox, ErrorMessage, Fieldset, FormGroup } from '@trussworks/react-uswds';
import { errorIdOf, fieldInputIds } from '../model/search-form-values.js';
import { availabilityFor, groupByCategory } from '../model/source-availability.js';

export interface DatasourcePickerProps {
  /** The sources this user may search (allowedDatasource 'true'). */
  offered: readonly DatasourceInfo[];
  criteria: SearchCriteria;
  selected: readonly DatasourceApiName[];
  onSelectedChange: (selected: DatasourceApiName[]) => void;
  error?: string | undefined;
}

const numberFormat = new Intl.NumberFormat('en-US');

function loadLine(source: DatasourceInfo): string {
  if (source.lastUpdated === null) return 'No records loaded yet.';
  const records = `${numberFormat.format(source.recordCount)} ${source.recordCount === 1 ? 'record' : 'records'}`;
  return `${records}, updated ${source.lastUpdated.slice(0, 10)}.`;
}

function SourceChoice({
  source,
  criteria,
  checked,
  onToggle,
}: {
  source: DatasourceInfo;
  criteria: SearchCriteria;
  checked: boolean;
  onToggle: (checked: boolean) => void;
}) {
  const availability = availabilityFor(source, criteria);
  const id = `search-source-${source.apiName}`;
  return (
    <Checkbox
      id={id}
      name="sources"
      value={source.apiName}
      tile
      label={source.displayName}
      checked={checked && availability.searchable}
      disabled={!availability.searchable}
      onChange={(event) => onToggle(event.target.checked)}
      labelDescription={
        <span>
          {source.shortDescription}. {loadLine(source)}
          {availability.searchable ? (
            source.searchHint ? (
              <span className="display-block margin-top-05">{source.searchHint}</span>
            ) : null
          ) : (
            <span className="display-block margin-top-05 text-bold">
              Not available for this search: {availability.reason}
            </span>
          )}
        </span>
      }
    />
  );
}

/**
 * The datasources to search, grouped by kind (spec section 1). Sources the
 * user may not use are not offered; those the criteria rule out stay visible,
 * disabled, with the reason (the hint rule).
 */
export function DatasourcePicker({ offered, criteria, selected, onSelectedChange, error }: DatasourcePickerProps) {
  const toggle = (apiName: DatasourceApiName, checked: boolean) =>
    onSelectedChange(checked ? [...selected, apiName] : selected.filter((name) => name !== apiName));
  return (
    <FormGroup error={Boolean(error)}>
      <Fieldset
        id={fieldInputIds.sources}
        legend="Datasources to search"
        legendStyle="large"
        aria-describedby={error ? errorIdOf('sources') : undefined}
      >
        {error ? <ErrorMessage id={errorIdOf('sources')}>{error}</ErrorMessage> : null}
        <div className="display-flex flex-wrap flex-align-center dnp-search-picker__tools">
          <Button type="button" unstyled onClick={() => onSelectedChange(offered.map((s) => s.apiName))}>
            Select all
          </Button>
          <Button type="button" unstyled onClick={() => onSelectedChange([])}>
            Select none
          </Button>
        </div>
        {groupByCategory(offered).map((group) => (
          <Fieldset key={group.category} legend={group.label} className="margin-top-2">
            <div className="grid-row grid-gap-sm">
              {group.sources.map((source) => (
                <div key={source.apiName} className="tablet:grid-col-6">
                  <SourceChoice
                    source={source}
                    criteria={criteria}
                    checked={selected.includes(source.apiName)}
                    onToggle={(checked) => toggle(source.apiName, checked)}
                  />
                </div>
              ))}
            </div>
          </Fieldset>
        ))}
      </Fieldset>
    </FormGroup>
  );
}
