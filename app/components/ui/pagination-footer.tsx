import { useUrlState } from "~/lib/use-url-state";
import type { Page } from "~/lib/vocabulary";
import { Pagination } from "./pagination";

/**
 * The foot of a back-office list whose page is kept in the URL (`?page=`): previous / next over the page the
 * loader read, each a new history entry that keeps the list's other parameters (filters, search, sort).
 */
export function PaginationFooter({
  label,
  list,
}: {
  /** What the navigation is called to assistive technology ("Customer pages"). */
  label: string;
  /** The page shown: its number, its size and how many items the whole list has. */
  list: Pick<Page<unknown>, "page" | "pageSize" | "total">;
}) {
  const { set } = useUrlState();
  return (
    <Pagination
      label={label}
      page={list.page}
      pageSize={list.pageSize}
      total={list.total}
      onPage={(next) => set({ page: next })}
    />
  );
}
