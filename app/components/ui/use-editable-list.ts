import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, apiRequest } from "~/lib/api-client";
import { useToast } from "./toast";

/**
 * The add/edit dialog and delete confirmation of an admin list (services, projects): which item is being
 * edited or deleted, the server's field messages, and the create/update/delete calls with their
 * toasts ("Service Created", "Failed to update service. Please try again later.", ...).
 */
export function useEditableList<T extends { id: number }, V>({
  endpoint,
  onChange,
  noun,
}: {
  /** e.g. "/api/admin/services" */
  endpoint: string;
  /** Called after a successful write, to reload the list. */
  onChange: () => void;
  /** "Service" or "Project", as the toasts name it. */
  noun: string;
}) {
  const { toast } = useToast();
  const [dialog, setDialog] = useState<{ editing: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const lower = noun.toLowerCase();
  const failed = (action: string) =>
    toast({
      title: "Error",
      description: `Failed to ${action} ${lower}. Please try again later.`,
      variant: "destructive",
    });

  const save = useMutation({
    mutationFn: ({ id, values }: { id?: number; values: V }) =>
      id ? apiRequest<T>("PUT", `${endpoint}/${id}`, values) : apiRequest<T>("POST", endpoint, values),
    onSuccess: (_item, { id }) => {
      onChange();
      setDialog(null);
      toast({ title: `${noun} ${id ? "Updated" : "Created"}` });
    },
    onError: (error, { id }) => {
      if (error instanceof ApiError) setServerErrors(error.fieldErrors);
      failed(id ? "update" : "create");
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `${endpoint}/${id}`),
    onSuccess: () => {
      onChange();
      setDeleting(null);
      toast({ title: `${noun} Deleted` });
    },
    onError: () => failed("delete"),
  });

  return {
    dialog,
    deleting,
    serverErrors,
    save,
    remove,
    /** Opens the dialog for a new item (null) or an existing one. */
    open: (editing: T | null) => {
      setServerErrors({});
      setDialog({ editing });
    },
    close: () => setDialog(null),
    confirmDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
  };
}
