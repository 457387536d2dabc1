/**
 * A draft's Delete button with its confirmation: the draft goes once the confirmation is accepted, then the
 * list goes on without it ("Invoice deleted"); a refusal is toasted. Client-safe.
 */
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "./action-button";
import { ConfirmDialog } from "./confirm-dialog";
import { useToast } from "./toast";
import { useWriteFailureToast } from "./use-write-failure-toast";

export function DeleteDraft({
  thing,
  description,
  remove,
  onDeleted,
}: {
  /** "estimate", "invoice". */
  thing: string;
  /** What the confirmation says will go. */
  description: string;
  remove: () => Promise<unknown>;
  onDeleted: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const { toast } = useToast();
  const failed = useWriteFailureToast(thing);
  const removal = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      setConfirming(false);
      onDeleted();
      toast({ title: `${thing[0]!.toUpperCase()}${thing.slice(1)} deleted` });
    },
    onError: (error) => {
      setConfirming(false);
      failed("delete")(error);
    },
  });
  return (
    <>
      <ActionButton tone="ghost" onClick={() => setConfirming(true)}>
        Delete
      </ActionButton>
      <ConfirmDialog
        open={confirming}
        description={description}
        busy={removal.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => removal.mutate()}
      />
    </>
  );
}
