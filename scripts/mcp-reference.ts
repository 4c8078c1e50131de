// The MCP tools' reference in docs/mcp.md, made from the tool table (mcp/tools/*.ts): each tool's
// name, title, description and input schema (as the server declares it, JSON Schema), and its
// result's fields. `node scripts/mcp-doc.mjs` writes it between the markers below;
// test/e2e/docs.test.ts fails when the page's copy differs from what the tools declare.

import * as z from 'zod';
import { TOOLS } from '../mcp/tools/index.ts';

export const BEGIN = '<!-- BEGIN tool reference: made by `node scripts/mcp-doc.mjs` from mcp/tools/*.ts; do not edit by hand -->';
export const END = '<!-- END tool reference -->';

interface Schema {
  readonly type?: string;
  readonly enum?: readonly unknown[];
  readonly anyOf?: readonly Schema[];
  readonly items?: Schema;
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly required?: readonly string[];
  readonly default?: unknown;
  readonly description?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly maxLength?: number;
}

/** A schema's type in a few words: `integer, 1 to 50`, `one of 2023, nyt, original`, `array (at most 30) of string or {guess, tiles}`. */
function typeOf(schema: Schema): string {
  if (schema.enum) return `one of ${schema.enum.map((value) => `\`${String(value)}\``).join(', ')}`;
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(', or ');
  switch (schema.type) {
    case 'array': {
      const bounds = [
        ...(schema.minItems !== undefined ? [`at least ${schema.minItems}`] : []),
        ...(schema.maxItems !== undefined ? [`at most ${schema.maxItems}`] : []),
      ];
      return `array${bounds.length > 0 ? ` (${bounds.join(', ')})` : ''} of ${schema.items ? typeOf(schema.items) : 'anything'}`;
    }
    case 'object':
      return `{${Object.keys(schema.properties ?? {}).join(', ')}}`;
    case 'integer':
    case 'number':
      return schema.minimum !== undefined && schema.maximum !== undefined
        ? `${schema.type}, ${schema.minimum} to ${schema.maximum}`
        : schema.minimum !== undefined
          ? `${schema.type}, at least ${schema.minimum}`
          : (schema.type ?? '');
    case 'string':
      return schema.maxLength !== undefined ? `string (at most ${schema.maxLength} characters)` : 'string';
    default:
      return schema.type ?? 'anything';
  }
}

/** Text for a table's cell: one line, no pipes that would end the cell. */
const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replaceAll('|', '\\|');

/** The reference: a section a tool, in the order the server lists them. */
export function toolReference(): string {
  return TOOLS.map((tool) => {
    const input = z.toJSONSchema(tool.input, { io: 'input' }) as Schema;
    const output = z.toJSONSchema(tool.output) as Schema;
    const required = new Set(input.required ?? []);
    const rows = Object.entries(input.properties ?? {}).map(([name, schema]) => {
      const given = required.has(name) ? 'required' : schema.default === undefined ? '' : `\`${JSON.stringify(schema.default)}\``;
      return `| \`${name}\` | ${cell(typeOf(schema))} | ${given} | ${cell(schema.description ?? '')} |`;
    });
    return [
      `### \`${tool.name}\`: ${tool.title}`,
      '',
      tool.description,
      '',
      ...(rows.length > 0 ? ['| argument | type | default | what it is |', '|---|---|---|---|', ...rows] : ['No arguments.']),
      '',
      `Result fields: ${Object.keys(output.properties ?? {})
        .map((name) => `\`${name}\``)
        .join(', ')}.`,
    ].join('\n');
  }).join('\n\n');
}

/** The page with its reference section made anew (the markers must be there). */
export function withReference(page: string): string {
  const begin = page.indexOf(BEGIN);
  const end = page.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`docs/mcp.md has no ${BEGIN} ... ${END} section`);
  return `${page.slice(0, begin + BEGIN.length)}\n\n${toolReference()}\n\n${page.slice(end)}`;
}
