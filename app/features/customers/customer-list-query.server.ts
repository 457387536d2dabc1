import { paramText, parseListParams } from "~/lib/list-query";
import { CUSTOMER_SORTS } from "./customer";

/** The customers list's URL (q, sort, page): the API's query and the tab's URL alike. */
export function readCustomerListQuery(params: URLSearchParams) {
  return {
    q: paramText(params, "q").slice(0, 100),
    list: parseListParams(params, CUSTOMER_SORTS, "-createdAt"),
  };
}
