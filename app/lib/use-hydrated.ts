import { useEffect, useState } from "react";

/**
 * False in the server-rendered page until React has taken it over. Forms that work only through script
 * keep their fields and buttons disabled until then: a submit before that would be a plain form submission, which
 * for a GET form puts the fields (a password!) in the address.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
