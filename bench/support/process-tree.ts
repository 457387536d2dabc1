/**
 * The memory of a process and all its descendants (Linux /proc): the site plus the embedded PostgreSQL
 * server it started and that server's own processes. PSS (proportional set size) counts a page shared by
 * n processes as 1/n in each, so the sum over the tree is what the tree costs the machine; the RSS sum
 * would count PostgreSQL's shared buffers once per backend.
 */
import fs from "node:fs";

export interface ProcessMemory {
  pid: number;
  command: string;
  rssKb: number;
  pssKb: number;
}

export interface TreeMemory {
  processes: ProcessMemory[];
  pssKb: number;
}

/** The process and its descendants, parents first. */
export function processTree(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentOf(Number(entry));
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const tree: number[] = [];
  const visit = (pid: number) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(rootPid);
  return tree;
}

export function treeMemory(rootPid: number): TreeMemory {
  const processes = processTree(rootPid)
    .map(memoryOf)
    .filter((p): p is ProcessMemory => p !== undefined);
  return { processes, pssKb: processes.reduce((sum, p) => sum + p.pssKb, 0) };
}

/** Undefined when the process is gone (a PostgreSQL backend may end while we read). */
export function memoryOf(pid: number): ProcessMemory | undefined {
  try {
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(rollup)?.[1] ?? 0);
    const command = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean).join(" ");
    return { pid, command, rssKb: field("Rss"), pssKb: field("Pss") };
  } catch {
    return undefined;
  }
}

/** CPU time the process has used so far, in milliseconds (user + system). */
export function cpuMsOf(pid: number): number {
  const fields = statFields(pid);
  if (!fields) return 0;
  const ticks = Number(fields[11]) + Number(fields[12]);
  // Linux reports clock ticks; USER_HZ is 100 on every Linux build Node runs on.
  return ticks * 10;
}

function parentOf(pid: number): number | undefined {
  const fields = statFields(pid);
  return fields ? Number(fields[1]) : undefined;
}

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces): state, ppid, … */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined;
  }
}
