/**
 * What the Jobs section draws under each of the job's visits: the on-site steps (on my way, start, complete:
 * docs/today.md), which another feature owns, so the section hands them in. Client-safe.
 */
import { createContext, type ReactNode } from "react";
import type { JobView } from "./job-view";

export type JobVisitActions = (visit: JobView["visits"][number], job: JobView) => ReactNode;

export const JobVisitActionsContext = createContext<JobVisitActions | null>(null);
