import type { ReactNode } from 'react';

export interface StatusPageProps {
  heading: string;
  children: ReactNode;
  /** Links or buttons that offer a way on. */
  actions?: ReactNode;
}

/** The body of a page that explains a state (error, signed out) in plain words. */
export function StatusPage({ heading, children, actions }: StatusPageProps) {
  return (
    <div className="measure-5">
      <h1>{heading}</h1>
      <div className="usa-prose">{children}</div>
      {actions ? <div className="margin-top-4 display-flex flex-wrap flex-align-center">{actions}</div> : null}
    </div>
  );
}
