import { lazy, type ReactNode } from "react";
import { sectionOf, type SectionId } from "./sections";

// Any section's component: the route hands it the data its own loader read.
type SectionComponent = (props: { data: never }) => ReactNode;

const downloads = new Map<SectionId, Promise<SectionComponent>>();
const downloaded = new Map<SectionId, SectionComponent>();
const lazyViews = new Map<SectionId, SectionComponent>();

function download(id: SectionId): Promise<SectionComponent> {
  const started = downloads.get(id);
  if (started) return started;
  const pending = sectionOf(id)
    .load()
    .then((module): SectionComponent => {
      downloaded.set(id, module.default);
      return module.default;
    });
  // A failed download is tried again the next time the section is shown.
  pending.catch(() => downloads.delete(id));
  downloads.set(id, pending);
  return pending;
}

/** Downloads the section's chunk (once), so that it draws without waiting when it is shown. */
export async function preloadSection(id: SectionId): Promise<void> {
  await download(id);
}

/**
 * The section's component: itself once its chunk is here (nothing suspends, so nothing flashes), else a
 * React.lazy one that the nearest Suspense boundary waits for (the server's render waits for it too). A lazy
 * one handed out stays the section's component, so that React never swaps it and loses the section's state.
 */
export function sectionView(id: SectionId): SectionComponent {
  const view = lazyViews.get(id) ?? downloaded.get(id);
  if (view) return view;
  const lazyView = lazy(() => download(id).then((component) => ({ default: component })));
  lazyViews.set(id, lazyView);
  return lazyView;
}
