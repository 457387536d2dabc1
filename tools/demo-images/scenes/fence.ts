/** Fences in 3D (privacy, horizontal slat, cedar picket, ornamental metal). */
import { segm } from "./arch.ts";
import { type Cam } from "./camera.ts";
import { type Rand, type Scene, shade, type V3, st } from "./lib.ts";

export type FenceKind = "privacy" | "horizontal" | "picket" | "metal";

/** Draw a straight fence run from a to b (ground points); the side facing the camera is the finished side. */
export function fenceRun(s: Scene, cam: Cam, r: Rand, a: V3, b: V3, kind: FenceKind, color: string): void {
  const len = Math.hypot(b[0] - a[0], b[2] - a[2]);
  const dx = (b[0] - a[0]) / len;
  const dz = (b[2] - a[2]) / len;
  const at = (u: number, v: number, d = 0): V3 => [a[0] + dx * u - dz * d, v, a[2] + dz * u + dx * d];
  // choose the offset direction that points to the camera
  const toCam = (cam.pos[0] - a[0]) * -dz + (cam.pos[2] - a[2]) * dx;
  const sgn = toCam > 0 ? 1 : -1;
  const P = (u: number, v: number, d = 0): V3 => at(u, v, d * sgn);
  const out: string[] = [];
  const px = (u: number): number => cam.scale(P(u, 1)); // pixels per metre at u
  const dark = shade(color, -0.35);
  if (kind === "privacy" || kind === "horizontal") {
    const H = kind === "privacy" ? 1.85 : 1.8;
    out.push(
      cam.quad(
        [P(0, 0), P(len, 0), P(len, H), P(0, H)],
        s.lin(st(0, shade(color, 0.1), 1, shade(color, -0.12))),
      ),
    );
    if (kind === "privacy") {
      for (let u = 0; u < len; u += 0.14) {
        const k = px(u);
        if (k * 0.14 < 1.5) break;
        if (r.chance(0.6))
          out.push(
            cam.quad(
              [P(u, 0.05, 0.005), P(u + 0.14, 0.05, 0.005), P(u + 0.14, H, 0.005), P(u, H, 0.005)],
              shade(color, r.range(-0.12, 0.12)),
              { opacity: 0.75 },
            ),
          );
        out.push(segm(cam, P(u, 0, 0.006), P(u, H, 0.006), dark, 0.008, { opacity: 0.6 }));
      }
      out.push(
        cam.quad(
          [P(0, H - 0.02, 0.03), P(len, H - 0.02, 0.03), P(len, H + 0.07, 0.03), P(0, H + 0.07, 0.03)],
          shade(color, 0.05),
        ),
      );
      out.push(
        cam.quad(
          [P(0, H + 0.07, 0.03), P(len, H + 0.07, 0.03), P(len, H + 0.07, -0.1), P(0, H + 0.07, -0.1)],
          shade(color, 0.2),
        ),
      );
      out.push(
        cam.quad([P(0, 0, 0.02), P(len, 0, 0.02), P(len, 0.16, 0.02), P(0, 0.16, 0.02)], shade(color, -0.15)),
      );
    } else {
      for (let v = 0.12; v < H; v += 0.15) {
        out.push(
          cam.quad(
            [P(0, v, 0.005), P(len, v, 0.005), P(len, v + 0.012, 0.005), P(0, v + 0.012, 0.005)],
            dark,
            { opacity: 0.7 },
          ),
        );
        out.push(
          cam.quad(
            [
              P(0, v + 0.013, 0.005),
              P(len, v + 0.013, 0.005),
              P(len, v + 0.15, 0.005),
              P(0, v + 0.15, 0.005),
            ],
            shade(color, r.range(-0.1, 0.1)),
            { opacity: 0.6 },
          ),
        );
      }
      for (let u = 0; u <= len + 0.01; u += 2.4)
        out.push(
          cam.quad(
            [
              P(u - 0.05, 0, 0.02),
              P(u + 0.05, 0, 0.02),
              P(u + 0.05, H + 0.05, 0.02),
              P(u - 0.05, H + 0.05, 0.02),
            ],
            "#232325",
          ),
        );
    }
  } else if (kind === "picket") {
    const H = 1.15;
    for (const v of [0.25, 0.85])
      out.push(
        cam.quad(
          [P(0, v, -0.04), P(len, v, -0.04), P(len, v + 0.09, -0.04), P(0, v + 0.09, -0.04)],
          shade(color, -0.3),
        ),
      );
    for (let u = 0; u < len; u += 0.15) {
      const k = px(u);
      const c = shade(color, r.range(-0.08, 0.08));
      if (k * 0.09 < 1.2) {
        out.push(segm(cam, P(u, 0.04), P(u, H), c, 0.09));
        continue;
      }
      out.push(
        cam.quad([P(u, 0.04), P(u + 0.09, 0.04), P(u + 0.09, H - 0.06), P(u + 0.045, H), P(u, H - 0.06)], c),
      );
      out.push(
        cam.quad(
          [
            P(u + 0.06, 0.04, 0.001),
            P(u + 0.09, 0.04, 0.001),
            P(u + 0.09, H - 0.06, 0.001),
            P(u + 0.06, H - 0.05, 0.001),
          ],
          "#000",
          { opacity: 0.12 },
        ),
      );
    }
    for (let u = 0; u <= len + 0.01; u += 2.4) {
      out.push(
        cam.box(boxAt(P, u, 0.06, 1.3), {
          front: shade(color, 0.05),
          left: shade(color, -0.15),
          right: shade(color, -0.2),
          back: shade(color, -0.1),
          top: shade(color, 0.2),
        }),
      );
    }
  } else {
    const H = 1.5;
    for (const v of [0.12, 1.28, 1.42]) out.push(segm(cam, P(0, v), P(len, v), color, 0.03));
    for (let u = 0.06; u < len; u += 0.125) {
      out.push(segm(cam, P(u, 0.12), P(u, H + 0.06), color, 0.018));
      const tip = cam.p(P(u, H + 0.12));
      const k = px(u);
      if (k > 40)
        out.push(
          `<path d="M${(tip[0] - k * 0.025).toFixed(1)},${(tip[1] + k * 0.07).toFixed(1)} L${tip[0].toFixed(1)},${tip[1].toFixed(1)} L${(tip[0] + k * 0.025).toFixed(1)},${(tip[1] + k * 0.07).toFixed(1)}Z" fill="${color}"/>`,
        );
    }
    for (let u = 0; u <= len + 0.01; u += 2.0) {
      out.push(
        cam.box(boxAt(P, u, 0.035, H + 0.15), {
          front: shade(color, 0.15),
          left: color,
          right: color,
          back: color,
          top: shade(color, 0.3),
        }),
      );
      const top = cam.p(P(u, H + 0.2));
      out.push(
        `<circle cx="${top[0].toFixed(1)}" cy="${top[1].toFixed(1)}" r="${Math.max(1, px(u) * 0.045).toFixed(1)}" fill="${shade(color, 0.15)}"/>`,
      );
    }
  }
  s.add(...out);
}

/** Axis-aligned post box approximating a post at distance u along the run. */
function boxAt(
  P: (u: number, v: number, d?: number) => V3,
  u: number,
  half: number,
  h: number,
): [number, number, number, number, number, number] {
  const c = P(u, 0);
  return [c[0] - half, 0, c[2] - half, c[0] + half, h, c[2] + half];
}
