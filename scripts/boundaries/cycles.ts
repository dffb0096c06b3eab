import type { Violation } from "./rules";

/**
 * Each cycle among the files of `imports` (file -> the repository files it imports, type-only imports included),
 * once: its closing import is the violation, and `why` walks the whole way round.
 */
export function cycleViolations(imports: ReadonlyMap<string, readonly string[]>): Violation[] {
  return stronglyConnected(imports)
    .filter((group) => group.length > 1 || importsItself(group[0], imports))
    .map((group) => {
      const cycle = cycleThrough(group, imports);
      const from = cycle[cycle.length - 1] ?? "";
      const to = cycle[0] ?? "";
      return {
        from,
        to,
        rule: "no-import-cycles",
        why: `a cycle has no floor to start from, so none of its files stands alone: ${[...cycle, to].join(" -> ")}`,
      };
    });
}

const importsItself = (file: string | undefined, imports: ReadonlyMap<string, readonly string[]>) =>
  file !== undefined && (imports.get(file) ?? []).includes(file);

/** Tarjan's strongly connected components, iterative so a deep chain of imports cannot overflow the stack. */
function stronglyConnected(imports: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  for (const root of [...imports.keys()].sort()) {
    if (index.has(root)) continue;
    const work: Array<{ file: string; next: number }> = [{ file: root, next: 0 }];
    index.set(root, index.size);
    low.set(root, index.get(root) ?? 0);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (!frame) break;
      const targets = imports.get(frame.file) ?? [];
      const target = targets[frame.next++];
      if (target !== undefined) {
        if (!index.has(target)) {
          index.set(target, index.size);
          low.set(target, index.get(target) ?? 0);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.file, Math.min(low.get(frame.file) ?? 0, index.get(target) ?? 0));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file) ?? 0, low.get(frame.file) ?? 0));
      if (low.get(frame.file) === index.get(frame.file)) {
        const group: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop();
          if (member === undefined) break;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.file);
        groups.push(group);
      }
    }
  }
  return groups;
}

/** A shortest way round a strongly connected group, from its first file by name back to it. */
function cycleThrough(group: string[], imports: ReadonlyMap<string, readonly string[]>): string[] {
  const members = new Set(group);
  const start = [...group].sort()[0] ?? "";
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (const file of queue) {
    for (const target of imports.get(file) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [file];
        for (let step = cameFrom.get(file); step !== undefined; step = cameFrom.get(step)) path.unshift(step);
        return path;
      }
      if (!cameFrom.has(target) && target !== start) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start];
}
