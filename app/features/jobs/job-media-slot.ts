/**
 * What the Jobs section draws as a job's notes and photos on its page (docs/job-media.md), which another
 * feature owns, so the section hands it in. Client-safe.
 */
import { createContext, type ReactNode } from "react";
import type { JobView } from "./job-view";

export type JobMediaSlot = (job: JobView) => ReactNode;

export const JobMediaSlotContext = createContext<JobMediaSlot | null>(null);
