import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { useToast } from "./toast";

/** A feature's writes of an admin list: its endpoints' calls, as `clientOf(...)` makes them. */
export interface ListCalls<V> {
  create: (args: { body: V }) => Promise<unknown>;
  update: (args: { params: { id: number }; body: V }) => Promise<unknown>;
  remove: (args: { params: { id: number } }) => Promise<unknown>;
}

/**
 * The add/edit dialog and delete confirmation of an admin list (services, projects): which item is being
 * edited or deleted, and the create/update/delete calls with their toasts ("Service Created", "Failed to
 * update service. Please try again later.", ...). A write reloads the page's data, which holds the list.
 */
export function useEditableList<T extends { id: number }, V>({
  calls,
  noun,
}: {
  calls: ListCalls<V>;
  /** "Service" or "Project", as the toasts name it. */
  noun: string;
}) {
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const [dialog, setDialog] = useState<{ editing: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const failed = (action: string) =>
    toast({
      title: "Error",
      description: `Failed to ${action} ${noun.toLowerCase()}. Please try again later.`,
      variant: "destructive",
    });

  const save = useMutation({
    mutationFn: ({ id, values }: { id?: number; values: V }) =>
      id ? calls.update({ params: { id }, body: values }) : calls.create({ body: values }),
    onSuccess: (_item, { id }) => {
      void revalidator.revalidate();
      setDialog(null);
      toast({ title: `${noun} ${id ? "Updated" : "Created"}` });
    },
    onError: (_error, { id }) => failed(id ? "update" : "create"),
  });
  const remove = useMutation({
    mutationFn: (id: number) => calls.remove({ params: { id } }),
    onSuccess: () => {
      void revalidator.revalidate();
      setDeleting(null);
      toast({ title: `${noun} Deleted` });
    },
    onError: () => failed("delete"),
  });

  return {
    /** The open dialog and the item it edits (null for a new one); null when closed. */
    dialog,
    deleting,
    saving: save.isPending,
    removing: remove.isPending,
    /** Saves the dialog's values; a refusal rejects, so the form can show the server's field messages. */
    save: async (values: V) => {
      await save.mutateAsync({ id: dialog?.editing?.id, values });
    },
    /** Deletes the item being confirmed. */
    remove: () => {
      if (deleting) remove.mutate(deleting.id);
    },
    /** Opens the dialog for a new item (null) or an existing one. */
    open: (editing: T | null) => setDialog({ editing }),
    close: () => setDialog(null),
    confirmDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
  };
}
