import { data } from "react-router";
import { customerChangeOrderCalls } from "~/features/change-orders/api";
import {
  ANSWER_PARAM,
  INVOICE_PARAM,
  invoicePageOf,
} from "~/features/change-orders/change-order-answer-fields";
import { changeOrderName } from "~/features/change-orders/change-order-labels";
import { CustomerChangeOrderView } from "~/features/change-orders/customer-change-order-view";
import { DomainError } from "~/lib/domain-error";
import { servedImageUrl } from "~/lib/image-url";
import { privatePageMeta, secretPageHeaders } from "~/lib/seo";
import { useRecordView } from "~/lib/use-record-view";
import { LinkNotAvailable } from "~/routes/_shared/link-not-available";
import { openChangeOrder } from "~/workflows/change-order-answers.server";
import type { Route } from "./+types/change-order";
import { postChangeOrderAnswer } from "./change-order-answer-posts.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta(
    loaderData?.changeOrder
      ? `${changeOrderName(loaderData.changeOrder)}: ${loaderData.changeOrder.title}`
      : "Change Order Not Available",
  );

/** The link is a secret: its page is kept by no shared cache and listed by no search engine. */
export const headers: Route.HeadersFunction = secretPageHeaders;

/** The customer's change order by its link, no sign-in; an unknown link is a 404 that says so. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  try {
    const changeOrder = await openChangeOrder(context, params.token);
    const uploadsBase = context.config.s3?.publicUrl ?? "";
    const photoUrls = changeOrder.photos.map((url) => servedImageUrl(url, uploadsBase));
    const query = new URL(request.url).searchParams;
    return {
      changeOrder,
      photoUrls,
      declineOpen: query.get(ANSWER_PARAM) === "decline",
      invoicePage: changeOrder.status === "approved" ? invoicePageOf(query.get(INVOICE_PARAM)) : null,
      missing: null,
    };
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== "not_found") throw error;
    return data(
      { changeOrder: null, photoUrls: [], declineOpen: false, invoicePage: null, missing: error.message },
      { status: 404 },
    );
  }
}

/** An answer (approve, decline) posted without script, or before it loaded. */
export function action({ request, context, params }: Route.ActionArgs) {
  return postChangeOrderAnswer(request, context, params.token);
}

/** Seen, a sent change order is marked viewed; the others' pages post nothing. */
const recordView = (token: string) => customerChangeOrderCalls.view({ params: { token } });

export default function ChangeOrderPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { changeOrder, photoUrls, declineOpen, invoicePage, missing } = loaderData;
  useRecordView(changeOrder?.status === "sent" ? params.token : null, recordView);
  if (!changeOrder) return <LinkNotAvailable title="Change Order Not Available" message={missing ?? ""} />;
  return (
    <CustomerChangeOrderView
      key={params.token}
      token={params.token}
      initial={changeOrder}
      photoUrls={photoUrls}
      refusal={actionData}
      declineOpen={declineOpen}
      invoicePage={invoicePage}
    />
  );
}
