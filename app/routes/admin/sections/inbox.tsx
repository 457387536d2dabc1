import { useActionData } from "react-router";
import InboxTab from "~/features/inbox/inbox-tab";
import { TextsInbox } from "~/features/texts/texts-inbox";
import type { FormRefusal } from "~/lib/form-post.server";
import { postedTo } from "~/lib/posted-form";
import type { SectionProps } from "~/routes/admin/section-props";
import type { loadSectionData } from "./inbox.server";

export default function InboxSection({ data }: SectionProps<typeof loadSectionData>) {
  // A reply posted without script and refused comes back as the page's action data (section-posts.server.ts).
  const refusal = postedTo(useActionData() as FormRefusal | undefined, "reply");
  return (
    <InboxTab
      kind={data.kind}
      status={data.status}
      item={data.item}
      page={data.page}
      counts={data.counts}
      textsUnread={data.textsUnread}
      texts={data.texts && <TextsInbox {...data.texts} refusal={refusal} />}
    />
  );
}
