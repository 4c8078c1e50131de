// No module imports itself through others: the static graph of relative imports (`import`,
// `import type`, `export ... from`, and `import('...')` in a type) of every source file has no
// cycle. A cycle makes a module's load order depend on which of its members is imported first,
// and says that two jobs were never really apart. (A call to import() is left out: it loads
// later, on demand, and the front ends use it to load a mode only when it runs.)
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

const DIRS = ['lib', 'node', 'cli', 'mcp', 'web', 'workers', 'scripts'];
const SOURCE = /\.(?:ts|mts|mjs)$/;

const root = new URL('../../', import.meta.url);

function sourceFiles(): string[] {
  return DIRS.flatMap((dir) =>
    readdirSync(new URL(`${dir}/`, root), { recursive: true, encoding: 'utf8' })
      .filter((name) => SOURCE.test(name) && !name.split('/').includes('node_modules'))
      .map((name) => `${dir}/${name}`),
  ).sort();
}

/** The module specifiers a file imports statically, types included. */
function specifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(new URL(file, root), 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      found.push(node.moduleSpecifier.text);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal))
      found.push(node.argument.literal.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Each file's relative imports that are source files of the tree, as paths from the root. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = specifiers(file)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => new URL(specifier, new URL(file, root)).pathname.slice(root.pathname.length))
      .filter((target) => known.has(target));
    graph.set(file, [...new Set(targets)].sort());
  }
  return graph;
}

/** The strongly connected groups of more than one file, or of one that imports itself (Tarjan's algorithm). */
function cyclicGroups(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file) as number, index.get(next) as number));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      group.push(member);
      if (member === file) break;
    }
    if (group.length > 1 || graph.get(file)?.includes(file)) groups.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return groups.sort((a, b) => ((a[0] as string) < (b[0] as string) ? -1 : 1));
}

/** The shortest cycle through `file` within its group, as a path back to it: a -> b -> a. */
function cycleThrough(file: string, graph: ReadonlyMap<string, readonly string[]>, group: ReadonlySet<string>): string[] {
  const from = new Map<string, string>();
  const queue = [file];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i] as string;
    for (const next of graph.get(at) ?? []) {
      if (!group.has(next)) continue;
      if (next === file) {
        const path = [file];
        for (let step: string | undefined = at; step !== undefined && step !== file; step = from.get(step)) path.unshift(step);
        return [file, ...path];
      }
      if (from.has(next)) continue;
      from.set(next, at);
      queue.push(next);
    }
  }
  return [file];
}

/** A group's cycles: the shortest through each of its files, each named once. */
function cyclesOf(group: readonly string[], graph: ReadonlyMap<string, readonly string[]>): string[] {
  const members = new Set(group);
  const named = new Set<string>();
  for (const file of group) {
    const cycle = cycleThrough(file, graph, members).slice(1);
    // (The same cycle from another file: rotated to begin at its least file.)
    const first = cycle.indexOf([...cycle].sort()[0] as string);
    const rotated = [...cycle.slice(first), ...cycle.slice(0, first)];
    named.add([...rotated, rotated[0]].join(' -> '));
  }
  return [...named];
}

describe('import cycles', () => {
  const files = sourceFiles();
  const graph = importGraph(files);
  const groups = cyclicGroups(graph);

  test('the graph has the tree in it', () => {
    expect(files.length).toBeGreaterThan(100);
    expect([...graph.values()].flat().length).toBeGreaterThan(files.length);
  });

  test('no import cycle', () => {
    expect(groups.flatMap((group) => cyclesOf(group, graph))).toEqual([]);
  });

  test('a cycle is found, and named as a path', () => {
    const toy = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'd.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['d.ts']],
      ['e.ts', ['a.ts']],
    ]);
    const found = cyclicGroups(toy);
    expect(found).toEqual([['a.ts', 'b.ts', 'c.ts'], ['d.ts']]);
    expect(cyclesOf(found[0] as string[], toy)).toEqual(['a.ts -> b.ts -> c.ts -> a.ts']);
    expect(cyclesOf(found[1] as string[], toy)).toEqual(['d.ts -> d.ts']);
  });
});
