// Writes the MCP tools' reference into docs/mcp.md (between its markers), from the tool table
// (scripts/mcp-reference.ts renders it). Run it after changing a tool's name, description or
// schemas; test/e2e/docs.test.ts fails until it is run.
// Usage: node scripts/mcp-doc.mjs [--check]   (--check: write nothing, exit 1 when the page is not current)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const page = `${root}docs/mcp.md`;

const bundled = await build({
  entryPoints: [`${root}scripts/mcp-reference.ts`],
  bundle: true,
  write: false,
  platform: 'node',
  format: 'esm',
  logLevel: 'warning',
  // (A tool finds the bundled lists from cli/root.ts's folder; a data: URL has none.)
  define: { 'import.meta.dirname': JSON.stringify(`${root}cli`) },
});
const { withReference } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
const before = readFileSync(page, 'utf8');
const after = withReference(before);
if (process.argv.includes('--check')) {
  if (after !== before) {
    console.error('docs/mcp.md: the tool reference differs from mcp/tools/*.ts: run node scripts/mcp-doc.mjs');
    process.exit(1);
  }
} else if (after !== before) {
  writeFileSync(page, after);
  console.log('docs/mcp.md: tool reference written');
}
