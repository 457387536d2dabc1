/**
 * "Payment reminders: on/off" of one invoice (docs/invoices.md, "Payment reminders"). The switch shows the
 * state asked for at once and goes back if the server refuses it (the refusal is toasted). Client-safe.
 */
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Switch } from "~/components/ui/switch";
import { useToast } from "~/components/ui/toast";
import { useWriteFailureToast } from "~/components/ui/use-write-failure-toast";
import { adminInvoiceCalls } from "./api";
import { invoiceName } from "./invoice-names";
import type { InvoiceView } from "./invoice-view";

/** Reminders matter while the invoice may still be owed: a draft (set ahead) or one sent and not paid. */
export const remindersApply = ({ status }: Pick<InvoiceView, "status">) =>
  status !== "paid" && status !== "void";

export function RemindersSwitch({ invoice, onChanged }: { invoice: InvoiceView; onChanged: () => void }) {
  const { toast } = useToast();
  const failed = useWriteFailureToast("invoice");
  const label = useId();
  // The parent keys this by the invoice's stored state, so a fresh read starts it again from the server's.
  const [on, setOn] = useState(!invoice.remindersOff);
  const change = useMutation({
    mutationFn: (turnOn: boolean) =>
      adminInvoiceCalls.reminders({ params: { id: invoice.id }, body: { off: !turnOn } }),
    onMutate: (turnOn) => setOn(turnOn),
    onSuccess: (_saved, turnOn) => {
      toast({
        title: turnOn ? "Payment reminders on" : "Payment reminders off",
        description: turnOn
          ? `${invoiceName(invoice)} gets a reminder mail on the reminder days until it is paid.`
          : `${invoiceName(invoice)} gets no more reminder mails.`,
      });
      onChanged();
    },
    onError: (error, turnOn) => {
      setOn(!turnOn);
      failed("change the reminders of")(error);
    },
  });

  return (
    <div className="flex items-center gap-3">
      <span id={label} className="font-medium">
        Payment reminders
      </span>
      <Switch labelledBy={label} checked={on} onChange={(next) => change.mutate(next)} />
      <span aria-hidden className="text-slate-600 dark:text-slate-300">
        {on ? "On" : "Off"}
      </span>
    </div>
  );
}
