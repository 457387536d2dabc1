import { useSearchParams } from "react-router";
import { useFailureToast } from "~/components/ui/use-failure-toast";
import { StatCards } from "~/features/dashboard/stat-cards";
import { resolveSection, sectionOf } from "./sections";

/**
 * A section that failed (its data or its chunk could not be loaded): the error toast and the message in the
 * section's place; the sidebar keeps working. It needs nothing from the section's own chunk.
 */
export function TabFailure() {
  const [params] = useSearchParams();
  const section = resolveSection(params.get("tab"));
  const { failure } = sectionOf(section);
  useFailureToast(true, failure);
  return (
    <div className="space-y-6">
      {section === "dashboard" && <StatCards stats={undefined} failed />}
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:text-slate-300">
        {failure}
      </p>
    </div>
  );
}
