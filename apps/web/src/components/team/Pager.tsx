/** Previous and next page links with where the view stands; plain links, so paging needs no JavaScript. */
export function Pager({
  page,
  pages,
  total,
  href,
  label,
}: {
  page: number;
  pages: number;
  total: number;
  href: (page: number) => string;
  label: string;
}) {
  return (
    <nav aria-label={`${label} pages`} className="mt-4 flex flex-wrap items-center gap-4 text-sm">
      {page > 1 ? (
        <a href={href(page - 1)} rel="prev" className="font-medium underline">
          Previous page
        </a>
      ) : null}
      <span aria-current="page">
        Page {page} of {pages} ({total} in all)
      </span>
      {page < pages ? (
        <a href={href(page + 1)} rel="next" className="font-medium underline">
          Next page
        </a>
      ) : null}
    </nav>
  );
}
