import { Link } from 'react-router';
import { hrefOf, type ConMonView } from '../model/view-location.js';

/** The way back from a detail screen: Continuous Monitoring › File › Party. */
export function Breadcrumbs({ view }: { view: Exclude<ConMonView, { kind: 'files' }> }) {
  const trail: { label: string; href?: string }[] = [
    { label: 'Continuous Monitoring', href: hrefOf({ kind: 'files' }) },
  ];
  if (view.kind === 'deltas') trail.push({ label: 'What is new' });
  if (view.kind === 'file') trail.push({ label: `File ${view.fileId}` });
  if (view.kind === 'match') {
    const { fileId, agencyPartyId, source } = view.target;
    trail.push({ label: `File ${fileId}`, href: hrefOf({ kind: 'file', fileId }) });
    trail.push({ label: `Party ${agencyPartyId} in ${source}` });
  }
  return (
    <nav className="usa-breadcrumb" aria-label="Breadcrumbs">
      <ol className="usa-breadcrumb__list">
        {trail.map((step) =>
          step.href ? (
            <li key={step.label} className="usa-breadcrumb__list-item">
              <Link className="usa-breadcrumb__link" to={step.href}>
                <span>{step.label}</span>
              </Link>
            </li>
          ) : (
            <li key={step.label} className="usa-breadcrumb__list-item usa-current" aria-current="page">
              <span>{step.label}</span>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
