import InboxTab from "~/features/inbox/inbox-tab";
import type { SectionProps } from "~/routes/admin/section-props";
import type { loadSectionData } from "./inbox.server";

export default function InboxSection({ data }: SectionProps<typeof loadSectionData>) {
  return (
    <InboxTab kind={data.kind} status={data.status} item={data.item} page={data.page} counts={data.counts} />
  );
}
