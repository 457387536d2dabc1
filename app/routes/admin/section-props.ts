/** A section component's props: the data its `loadSectionData` (its `.server.ts` module) read. */
export interface SectionProps<Load extends (...args: never[]) => Promise<unknown>> {
  data: Awaited<ReturnType<Load>>;
}
