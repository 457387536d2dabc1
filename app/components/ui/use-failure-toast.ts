import { useEffect } from "react";
import { useToast } from "./toast";

/** Shows the "Error" toast once each time a load fails: failure toasts are titled Error. */
export function useFailureToast(failed: boolean, description: string) {
  const { toast } = useToast();
  useEffect(() => {
    if (failed) toast({ title: "Error", description, variant: "destructive" });
  }, [failed, description, toast]);
}
