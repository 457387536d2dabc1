import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";
import type { Page } from "~/lib/vocabulary";
import type { InboxCounts, InboxItem, InboxKind } from "./inbox";

export const INBOX_KEY = ["admin", "inbox"] as const;

/** New quote requests and messages, for the sidebar's badge. */
export function useInboxCounts() {
  return useQuery({
    queryKey: [...INBOX_KEY, "counts"],
    queryFn: () => apiRequest<InboxCounts>("GET", "/api/admin/inbox/counts"),
  });
}

export function useInboxPage(kind: InboxKind, status: "" | "new" | "handled", page: number) {
  const params = new URLSearchParams({ kind, page: String(page), pageSize: "10" });
  if (status) params.set("status", status);
  return useQuery({
    queryKey: [...INBOX_KEY, "list", kind, status, page],
    queryFn: () => apiRequest<Page<InboxItem>>("GET", `/api/admin/inbox?${params}`),
    placeholderData: (previous) => previous,
  });
}
