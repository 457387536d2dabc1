import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Dialog } from "~/components/ui/dialog";
import { PaginationFooter } from "~/components/ui/pagination-footer";
import { SearchBox } from "~/components/ui/search-box";
import { EmptyList, rowHeadClass, Table, tdClass } from "~/components/ui/table";
import { useToast } from "~/components/ui/toast";
import { cn } from "~/lib/cn";
import { formatLongDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { useMediaQuery } from "~/lib/use-media-query";
import { useSearchBox, useUrlState } from "~/lib/use-url-state";
import type { Page } from "~/lib/vocabulary";
import { customerCalls } from "./api";
import type { AdminCustomer } from "./customer";
import { CustomerDetail } from "./customer-detail";
import { CustomerStatusBadge } from "./customer-status-badge";

/** People who booked or signed in: search, a detail panel, delete with everything that is theirs. */
export default function CustomersTab({ page }: { page: Page<AdminCustomer> }) {
  const revalidator = useRevalidator();
  const { toast } = useToast();
  const wide = useMediaQuery("(min-width: 1024px)");
  const { params, set } = useUrlState();
  const [search, setSearch] = useSearchBox(params, set);
  const [selected, setSelected] = useState<AdminCustomer | null>(null);
  const [deleting, setDeleting] = useState<AdminCustomer | null>(null);
  const q = params.get("q")?.trim();

  const remove = useMutation({
    mutationFn: (id: number) => customerCalls.remove({ params: { id } }),
    onSuccess: (_nothing, id) => {
      setDeleting(null);
      if (selected?.id === id) setSelected(null);
      void revalidator.revalidate();
      toast({ title: "Customer Deleted", description: "Customer and all related data has been deleted." });
    },
    onError: () =>
      toast({ title: "Error", description: "Failed to delete customer.", variant: "destructive" }),
  });

  const customers = page.items;
  const detail = selected && <CustomerDetail customer={selected} onDelete={() => setDeleting(selected)} />;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-4">
        <SearchBox
          className="max-w-md"
          label="Search customers"
          placeholder="Name, email or phone"
          value={search}
          onChange={setSearch}
        />
        {customers.length === 0 ? (
          <EmptyList>{q ? "No customers match your search." : "No customers yet."}</EmptyList>
        ) : (
          <Table
            caption="Customers"
            columns={["Customer", "Contact", "Appointments", "Total Spent", "Status", "Actions"]}
          >
            <tbody>
              {customers.map((c) => (
                <tr
                  key={c.id}
                  className={selected?.id === c.id ? "bg-brand-50 dark:bg-slate-800" : undefined}
                >
                  <th scope="row" className={rowHeadClass}>
                    {c.name || "—"}
                  </th>
                  <td className={tdClass}>
                    <div className="break-all">{c.email}</div>
                    {c.phone && <div className="text-slate-600 dark:text-slate-300">{c.phone}</div>}
                  </td>
                  <td className={tdClass}>
                    {c.totalAppointments}
                    {c.lastAppointment && (
                      <div className="text-xs text-slate-600 dark:text-slate-300">
                        Last: {formatLongDate(c.lastAppointment)}
                      </div>
                    )}
                  </td>
                  <td className={cn(tdClass, "whitespace-nowrap")}>{formatMoney(c.totalSpent)}</td>
                  <td className={tdClass}>
                    <CustomerStatusBadge status={c.status} />
                  </td>
                  <td className={cn(tdClass, "whitespace-nowrap")}>
                    <button
                      type="button"
                      className={buttonStyles("ghost", "sm")}
                      onClick={() => setSelected(c)}
                      aria-label={`View ${c.name || c.email}`}
                    >
                      View
                    </button>
                    <button
                      type="button"
                      className={buttonStyles("ghost", "sm")}
                      onClick={() => setDeleting(c)}
                      aria-label={`Delete ${c.name || c.email}`}
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <PaginationFooter label="Customer pages" list={page} />
      </div>
      <aside
        aria-label="Customer details"
        className="hidden rounded-lg border border-slate-200 bg-white p-4 lg:block dark:border-slate-700 dark:bg-slate-900"
      >
        {wide && detail ? (
          detail
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">Select a customer to view details</p>
        )}
      </aside>
      <Dialog open={!wide && selected !== null} onClose={() => setSelected(null)} title="Customer details">
        {!wide && detail}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Customer"
        description={`This action cannot be undone. This will permanently delete ${deleting?.name || deleting?.email || "this customer"} with their account, appointments, quote requests and messages. Payment records are kept for the books.`}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  );
}
