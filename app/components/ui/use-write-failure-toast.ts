import { failureMessage } from "~/lib/api-client";
import { useToast } from "./toast";

/**
 * The toast of a write that failed, for one kind of thing ("estimate", "invoice"): the server's own words
 * when it refused for a reason it gave, else "Failed to <action> the <thing>. Please try again later."
 */
export function useWriteFailureToast(thing: string) {
  const { toast } = useToast();
  return (action: string) => (error: unknown) =>
    toast({
      title: "Error",
      description: failureMessage(error, `Failed to ${action} the ${thing}. Please try again later.`),
      variant: "destructive",
    });
}
