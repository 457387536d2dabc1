import { sql } from "drizzle-orm";
import type { Db } from "./client.server";
import { demoDaysOff, demoProjects, demoReviews, demoServices, demoSettings } from "./demo-data";
import { businessSettings, daysOff, projectImages, projects, reviews, services } from "./schema";

/**
 * Seeds the demo business into an empty database, in one transaction. A database that already has its
 * business settings is left alone, so restarting never duplicates or overwrites anything.
 * Returns whether it seeded.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two instances starting together on one server: the second waits here, then sees the settings row.
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
    const existing = await tx.select({ id: businessSettings.id }).from(businessSettings).limit(1);
    if (existing.length > 0) return false;

    await tx.insert(businessSettings).values({ id: 1, ...demoSettings });
    await tx.insert(services).values(demoServices.map((s, index) => ({ ...s, sortOrder: index })));
    for (const { images, ...project } of demoProjects) {
      const [row] = await tx
        .insert(projects)
        .values({ ...project, imageUrl: images[0]! })
        .returning({ id: projects.id });
      const extra = images.slice(1);
      if (extra.length > 0) {
        await tx
          .insert(projectImages)
          .values(extra.map((url, position) => ({ projectId: row!.id, url, position })));
      }
    }
    await tx.insert(reviews).values(demoReviews);
    await tx.insert(daysOff).values(demoDaysOff);
    return true;
  });
}
