import { useQuery } from "@tanstack/react-query";
import { Badge } from "~/components/ui/badge";
import { buttonStyles } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { formatInstantDate, formatLongDate, formatTime12h } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { APPOINTMENT_STATUS_LABELS } from "~/lib/vocabulary";
import { customerCalls, customerHistoryKey } from "./api";
import type { AdminCustomer } from "./customer";
import { CustomerStatusBadge } from "./customer-status-badge";
import { CustomerTexts } from "./customer-texts";

/** One customer: contact, since when, every appointment, newest visit first, and their texts. */
export function CustomerDetail({ customer, onDelete }: { customer: AdminCustomer; onDelete: () => void }) {
  const history = useQuery({
    queryKey: customerHistoryKey(customer.email),
    queryFn: () => customerCalls.history({ params: { email: customer.email } }),
  });
  return (
    <div className="space-y-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold">{customer.name || customer.email}</h2>
        <CustomerStatusBadge status={customer.status} />
      </div>
      <dl className="space-y-1">
        <div>
          <dt className="inline text-slate-600 dark:text-slate-300">Email: </dt>
          <dd className="inline break-all">
            <a className="underline" href={`mailto:${customer.email}`}>
              {customer.email}
            </a>
          </dd>
        </div>
        {customer.phone && (
          <div>
            <dt className="inline text-slate-600 dark:text-slate-300">Phone: </dt>
            <dd className="inline">
              <a className="underline" href={`tel:${customer.phone.replace(/[^\d+]/g, "")}`}>
                {customer.phone}
              </a>
            </dd>
          </div>
        )}
        <div>
          <dt className="inline text-slate-600 dark:text-slate-300">Since: </dt>
          <dd className="inline">{formatInstantDate(customer.createdAt)}</dd>
        </div>
        <div>
          <dt className="inline text-slate-600 dark:text-slate-300">Total spent: </dt>
          <dd className="inline">{formatMoney(customer.totalSpent)}</dd>
        </div>
      </dl>
      <section aria-labelledby="customer-history">
        <h3 id="customer-history" className="mb-2 font-semibold">
          Appointment history
        </h3>
        {history.isPending ? (
          <Skeleton className="h-20" />
        ) : history.isError ? (
          <p>The appointment history could not be loaded.</p>
        ) : history.data.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-300">No appointments.</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-700">
            {history.data.map((item) => (
              <li key={item.id} className="flex items-start justify-between gap-2 py-2">
                <div>
                  <p className="font-medium">{item.service.name}</p>
                  <p className="text-slate-600 dark:text-slate-300">
                    {formatLongDate(item.date)}, {formatTime12h(item.time)} ·{" "}
                    {formatMoney(item.estimatedCost)}
                  </p>
                </div>
                <span className="capitalize">
                  <Badge tone="grey">{APPOINTMENT_STATUS_LABELS[item.status]}</Badge>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <CustomerTexts customerId={customer.id} />
      <button type="button" className={buttonStyles("destructive", "sm")} onClick={onDelete}>
        Delete customer
      </button>
    </div>
  );
}
