import { Badge } from "~/components/ui/badge";
import type { CustomerStatus } from "./customer";

/** Active green, inactive grey, any other status blue. */
export function CustomerStatusBadge({ status }: { status: CustomerStatus }) {
  const tone = status === "active" ? "green" : status === "inactive" ? "grey" : "blue";
  return <Badge tone={tone}>{status.charAt(0).toUpperCase() + status.slice(1)}</Badge>;
}
