/** How a photo's stage reads. Client-safe. */
import type { PhotoStage } from "~/lib/vocabulary";

export const PHOTO_STAGE_LABELS: Record<PhotoStage, string> = {
  before: "Before",
  during: "During",
  after: "After",
};
