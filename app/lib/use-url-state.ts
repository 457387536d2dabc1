import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigation, useSearchParams } from "react-router";
import { useDebouncedValue } from "./use-debounced-value";

type Changes = Record<string, string | number | null>;
type SetParams = (changes: Changes, options?: { replace?: boolean }) => void;

/**
 * A list's filters, search, sort and page kept in the URL, so that a view can be shared and reloaded and the
 * back button returns to the one before. `set` pushes a history entry unless `replace` is given; a value of
 * null, "" or the first page leaves the parameter out.
 */
export function useUrlState(): { params: URLSearchParams; set: SetParams } {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  // While the page loads the next view, its URL is the newest state: the controls show it, and a second
  // change made before the first has loaded builds on it instead of undoing it.
  const pending = navigation.location?.pathname === location.pathname ? navigation.location : undefined;
  const current = pending ? new URLSearchParams(pending.search) : params;
  const latest = useRef(current);
  useEffect(() => {
    latest.current = current;
  });
  const set = useCallback<SetParams>(
    (changes, { replace = false } = {}) => {
      const next = new URLSearchParams(latest.current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === "" || (name === "page" && value === 1)) next.delete(name);
        else next.set(name, String(value));
      }
      latest.current = next;
      void navigate({ search: `?${next}` }, { replace, preventScrollReset: true });
    },
    [navigate],
  );
  return { params: current, set };
}

/**
 * A search box over the URL's `q`: what is typed shows at once; once typing pauses, `q` replaces the URL's
 * (no history entry per keystroke) and the list goes back to its first page.
 */
export function useSearchBox(params: URLSearchParams, set: SetParams) {
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
