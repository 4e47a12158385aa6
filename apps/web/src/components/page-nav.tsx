import { Button } from '@trussworks/react-uswds';

interface PageNavProps {
  /** What is paged, for the navigation's accessible name: "Pages of files". */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous and next page of a server-paged list; nothing when it fits on one page. */
export function PageNav({ label, page, pages, onPage }: PageNavProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="margin-top-2">
      <Button type="button" outline disabled={page === 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <span className="margin-x-2">
        Page {page} of {pages}
      </span>
      <Button type="button" outline disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
