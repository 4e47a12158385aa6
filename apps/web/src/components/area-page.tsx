import { SummaryBox, SummaryBoxContent, SummaryBoxHeading } from '@trussworks/react-uswds';
import type { ReactNode } from 'react';

export interface AreaPageProps {
  title: string;
  /** What the area is for, in one or two sentences. */
  purpose: ReactNode;
  emptyHeading: string;
  emptyText: ReactNode;
}

/** An area's heading and its honest empty state, until the area's screens arrive. */
export function AreaPage({ title, purpose, emptyHeading, emptyText }: AreaPageProps) {
  return (
    <>
      <h1>{title}</h1>
      <p className="usa-intro">{purpose}</p>
      <SummaryBox className="margin-top-4">
        <SummaryBoxHeading headingLevel="h2">{emptyHeading}</SummaryBoxHeading>
        <SummaryBoxContent>
          <p>{emptyText}</p>
        </SummaryBoxContent>
      </SummaryBox>
    </>
  );
}
