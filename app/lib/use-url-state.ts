import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useDebouncedValue } from "./use-debounced-value";

type Changes = Record<string, string | number | null>;

/**
 * A list's filters, search, sort and page kept in the URL, so that a view can be shared and reloaded and the
 * back button returns to the one before. `set` pushes a history entry unless `replace` is given; a value of
 * null, "" or the first page leaves the parameter out.
 */
export function useUrlState() {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (changes: Changes, { replace = false } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === "" || (name === "page" && value === 1)) next.delete(name);
            else next.set(name, String(value));
          }
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setParams],
  );
  return { params, set };
}

/** The page number in the URL (1 when absent). */
export const pageParam = (params: URLSearchParams) => Number(params.get("page") ?? 1) || 1;

/**
 * A search box over the URL's `q`: what is typed shows at once; once typing pauses, `q` replaces the URL's
 * (no history entry per keystroke) and the list goes back to its first page.
 */
export function useSearchBox(params: URLSearchParams, set: ReturnType<typeof useUrlState>["set"]) {
  const inUrl = (params.get("q") ?? "").trim();
  const [text, setText] = useState(inUrl);
  const settled = useDebouncedValue(text.trim());
  const urlRef = useRef(inUrl);
  useEffect(() => {
    urlRef.current = inUrl;
    // The back button brought another search: the box shows it.
    setText((typed) => (typed.trim() === inUrl ? typed : inUrl));
  }, [inUrl]);
  useEffect(() => {
    if (settled !== urlRef.current) set({ q: settled, page: null }, { replace: true });
  }, [settled, set]);
  return [text, setText] as const;
}
