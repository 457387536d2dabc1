/**
 * Hand-tool shapes in local coordinates (roughly 0..100 units long, pointing right),
 * meant to be placed with place(x, y, rotation, scale).
 */
import { type Scene, circle, ellipse, g, path, rect, shade, st } from "./lib.ts";

export const place = (x: number, y: number, rot: number, sc: number, body: string): string =>
  g(body, {
    transform: `translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rot.toFixed(1)}) scale(${sc.toFixed(3)})`,
  });

const steel = (s: Scene): string => s.lin(st(0, "#eef0f2", 0.5, "#9ea4aa", 1, "#d5d9dc"));

export function hammer(s: Scene): string {
  return [
    rect(0, -4, 78, 8, s.lin(st(0, "#d9a56b", 1, "#a8733f")), { rx: 3 }),
    rect(0, -5, 26, 10, "#222", { rx: 4 }),
    path("M72,-16 h16 v32 h-16Z", steel(s)),
    path("M88,-14 q12,-2 16,-12 q2,10 -8,20 h-8Z", "#8d949a"),
    rect(68, -20, 6, 40, "#6b7278", { rx: 2 }),
  ].join("");
}

export function screwdriver(s: Scene, handle = "#d8342a"): string {
  return [
    rect(0, -6, 34, 12, s.lin(st(0, shade(handle, 0.25), 1, shade(handle, -0.25))), { rx: 6 }),
    rect(4, -6, 4, 12, "#1f1f1f", { opacity: 0.5 }),
    rect(34, -2.2, 58, 4.4, steel(s)),
    path("M92,-2.2 l8,1.2 v2 l-8,1.2Z", "#7d848a"),
  ].join("");
}

export function wrench(s: Scene): string {
  return [
    path("M14,-5 H86 V5 H14Z", steel(s)),
    circle(10, 0, 12, steel(s)),
    circle(10, 0, 6, "#5c646b"),
    path("M86,-12 h12 a3,3 0 0 1 3,3 v4 h-8 v10 h8 v4 a3,3 0 0 1 -3,3 h-12Z", steel(s)),
  ].join("");
}

export function pliers(s: Scene): string {
  return [
    path("M0,-10 Q30,-12 55,-3 L55,3 Q30,0 0,-2Z", "#2f5fb3"),
    path("M0,10 Q30,12 55,3 L55,-3 Q30,0 0,2Z", "#274f96"),
    circle(57, 0, 5, "#8d949a"),
    path("M58,-4 L90,-2 L90,2 L58,4Z", steel(s)),
  ].join("");
}

export function tape(s: Scene): string {
  return [
    rect(0, 0, 44, 44, s.lin(st(0, "#ffd23d", 1, "#e0a400")), { rx: 10 }),
    circle(22, 22, 12, "#222"),
    circle(22, 22, 6, "#ffd23d"),
    rect(40, 32, 14, 8, "#d9d4c0"),
    rect(0, 18, 6, 10, "#222", { rx: 2 }),
  ].join("");
}

export function level(s: Scene): string {
  return [
    rect(0, -7, 100, 14, s.lin(st(0, "#ffd84a", 1, "#e3a90a")), { rx: 2 }),
    rect(44, -4, 12, 8, "#bfe89a", { rx: 3 }),
    ellipse(50, 0, 2.2, 2.2, "#fff"),
    rect(0, -7, 6, 14, "#222"),
    rect(94, -7, 6, 14, "#222"),
  ].join("");
}

export function saw(s: Scene): string {
  let teeth = "M20,10";
  for (let x = 20; x < 96; x += 4) teeth += ` L${x + 2},14 L${x + 4},10`;
  return [
    path("M20,-10 L100,-2 L100,10 L20,10Z", steel(s)),
    path(teeth + "Z", "#9aa0a6"),
    path("M0,-14 Q-4,0 2,14 L24,12 L24,-12Z", "#c0412f"),
    ellipse(10, 0, 6, 7, "#f6f0e6"),
  ].join("");
}

export function drill(s: Scene, color = "#f2b21b"): string {
  return [
    path(
      "M0,-14 H58 Q68,-14 68,-4 V6 H24 L18,40 H4 L8,6 H0Z",
      s.lin(st(0, shade(color, 0.2), 1, shade(color, -0.2))),
    ),
    rect(-4, 40, 30, 16, "#222", { rx: 3 }),
    rect(66, -9, 12, 10, "#333"),
    rect(78, -7, 9, 6, "#8d949a"),
    rect(87, -5, 18, 2.5, "#b9bec3"),
    rect(10, -10, 30, 6, "#222", { opacity: 0.35, rx: 3 }),
    rect(18, 8, 6, 10, "#222", { rx: 2 }),
  ].join("");
}

export function toolbox(s: Scene, color = "#c8322a"): string {
  return [
    rect(0, 10, 120, 60, s.lin(st(0, shade(color, 0.15), 1, shade(color, -0.25))), { rx: 5 }),
    rect(0, 0, 120, 18, shade(color, 0.05), { rx: 5 }),
    rect(0, 16, 120, 4, "#2a2a2a", { opacity: 0.4 }),
    path("M35,0 V-14 H85 V0", "none", { stroke: "#222", "stroke-width": 6 }),
    rect(52, 24, 16, 8, "#b9bec3", { rx: 2 }),
  ].join("");
}

export function paintCan(s: Scene, paint: string, open = true): string {
  return [
    rect(0, 0, 60, 70, s.lin(st(0, "#c9cdd1", 0.4, "#f1f3f4", 1, "#9ea4aa"), 0, 0, 1, 0)),
    rect(0, 18, 60, 34, "#f7f4ee"),
    rect(6, 24, 48, 6, paint),
    ellipse(30, 0, 30, 7, open ? paint : "#b9bec3"),
    ellipse(30, 0, 30, 7, "none", { stroke: "#8d949a", "stroke-width": 2 }),
    path("M0,10 Q30,-34 60,10", "none", { stroke: "#6b7278", "stroke-width": 2 }),
  ].join("");
}
