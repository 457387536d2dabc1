/**
 * Generates the demo images the site ships with (public/images/**).
 * Every picture is a hand-drawn SVG scene (./scenes/*) rendered to WebP by sharp.
 *
 *   npm run images                                      # everything
 *   npx tsx tools/demo-images/generate.ts kitchen       # only names containing "kitchen"
 *   npx tsx tools/demo-images/generate.ts --png         # also dump PNG previews to /tmp/image-previews
 *   npx tsx tools/demo-images/generate.ts --fast        # quicker, slightly larger WebP encoding
 */
import { mkdir, writeFile, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { JOBS, PLACEHOLDER_SVG, type Job } from "./scenes/catalog.ts";
import { Scene } from "./scenes/lib.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const outDir = path.join(root, "public", "images");
const previewDir = "/tmp/image-previews";
const QUALITY = 72;

async function render(job: Job, png: boolean, effort: number): Promise<number> {
  const hero = job.dir === "hero";
  const W = hero ? 1600 : 1200;
  const H = 900;
  const scene = new Scene(W, H);
  job.draw(scene);
  // Rasterise once at full size, then derive the smaller width from the bitmap.
  const raster = await sharp(Buffer.from(scene.toSVG(W, H)))
    .png({ compressionLevel: 0 })
    .toBuffer();
  const widths = hero ? [800, 1600] : [600, 1200];
  const dir = path.join(outDir, job.dir);
  await mkdir(dir, { recursive: true });
  let bytes = 0;
  for (const w of widths) {
    const file = path.join(dir, `${job.name}-${w}.webp`);
    await sharp(raster)
      .resize({ width: w, kernel: "lanczos3" })
      .webp({ quality: QUALITY, effort, smartSubsample: true })
      .toFile(file);
    bytes += (await stat(file)).size;
  }
  if (png) {
    await mkdir(previewDir, { recursive: true });
    await sharp(raster)
      .png()
      .toFile(path.join(previewDir, `${job.dir}-${job.name}.png`));
  }
  return bytes;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const png = args.includes("--png");
  const effort = args.includes("--fast") ? 2 : 6;
  const filters = args.filter((a) => !a.startsWith("--"));
  const jobs = JOBS.filter(
    (j) => filters.length === 0 || filters.some((f) => `${j.dir}/${j.name}`.includes(f)),
  );
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, "placeholder.svg"), PLACEHOLDER_SVG);
  let total = 0;
  for (const job of jobs) {
    const t = Date.now();
    const bytes = await render(job, png, effort);
    total += bytes;
    console.log(
      `${`${job.dir}/${job.name}`.padEnd(28)} ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${Date.now() - t} ms`,
    );
  }
  console.log(`${jobs.length} images, ${(total / 1024).toFixed(0)} KB total`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
