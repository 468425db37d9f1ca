export interface PaginationProps {
  /** Where the control sits: both copies need their own accessible name. */
  place: 'top' | 'bottom';
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous / Page n of m / Next, shown above and below the list (requirements §2). */
export function Pagination({ place, page, pageCount, onPage }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="mf-messages__pagination" aria-label={`Pages (${place})`}>
      <button type="button" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span aria-current="page">
        Page {page + 1} of {pageCount}
      </span>
      <button type="button" disabled={page + 1 >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
