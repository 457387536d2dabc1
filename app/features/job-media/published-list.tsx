/**
 * What was published from this job or visit, each with Unpublish: the project and its public copies leave
 * the site (and the page cache) at once, the job's own photos stay private. Without script the button posts
 * natively; with it, a confirmation comes first. Client-safe.
 */
import { useState } from "react";
import { buttonStyles } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { FormFailure } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { failureMessage } from "~/lib/api-client";
import { formatInstantDate } from "~/lib/dates";
import { adminMediaCalls } from "./api";
import { HiddenFields } from "./hidden-fields";
import type { PublishedView } from "./job-media-view";
import type { MediaOwner } from "./media-owner";
import { PhotoThumb } from "./photo-thumb";

export function PublishedList({
  owner,
  published,
  action,
  onChanged,
}: {
  owner: MediaOwner;
  published: readonly PublishedView[];
  action: string;
  onChanged: () => void;
}) {
  const { toast } = useToast();
  const [confirming, setConfirming] = useState<PublishedView | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (published.length === 0) return null;

  const unpublish = async (project: PublishedView) => {
    setBusy(true);
    setFailure(null);
    try {
      await adminMediaCalls(owner).unpublish(project.projectId);
      toast({ title: "Unpublished", description: `${project.title} is no longer on the site.` });
      onChanged();
    } catch (error) {
      setFailure(failureMessage(error, "Failed to unpublish. Please try again."));
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  return (
    <div className="space-y-2">
      <h4 className="font-semibold">Published</h4>
      <ul aria-label="Published projects" className="space-y-2">
        {published.map((project) => (
          <li
            key={project.projectId}
            className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 p-2 dark:border-slate-700"
          >
            <PhotoThumb src={project.imageUrl} />
            <span className="min-w-0 flex-1 text-sm">
              <a href="/projects" className="font-semibold break-words underline underline-offset-2">
                {project.title}
              </a>
              <span className="block text-slate-600 dark:text-slate-300">
                Published {formatInstantDate(project.createdAt)}
              </span>
            </span>
            <form
              method="post"
              action={action}
              onSubmit={(event) => {
                event.preventDefault();
                setConfirming(project);
              }}
            >
              <HiddenFields intent="unpublish" owner={owner} />
              <input type="hidden" name="projectId" value={project.projectId} />
              <button type="submit" className={buttonStyles("outline", "sm")} disabled={busy}>
                Unpublish<span className="sr-only"> {project.title}</span>
              </button>
            </form>
          </li>
        ))}
      </ul>
      <FormFailure failure={failure} />
      <ConfirmDialog
        open={confirming !== null}
        title="Take this project off the site?"
        description="The project and its public photos leave the Projects page and the home page at once. The job's own photos stay here, private."
        confirmLabel="Unpublish"
        busyLabel="Unpublishing..."
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void unpublish(confirming)}
      />
    </div>
  );
}
