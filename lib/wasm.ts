// The WebAssembly kernels (wasm/*.ts, built by scripts/build-wasm.mjs into *-wasm.gen.ts modules
// that hold each module's bytes as base64, so the library reads no file and runs in the page
// too): a module compiled once, on first use, and instances of it. Plain (lib/speed.ts), none:
// every caller then runs its JS, the reference.

import { fast } from './speed.ts';

/** What WebAssembly the kernels use (typed here: the library's tsconfig has no DOM types). */
interface WebAssemblyApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { readonly exports: unknown };
}

/** Each kernel's compiled module, by its base64 text (null: WebAssembly is not there, or refused it). */
const compiled = new Map<string, object | null>();

/**
 * A new instance of the kernel whose bytes `base64` holds, with its exports typed as `T`; or
 * undefined where WebAssembly is not there or fails, or while plain, and the caller runs its JS.
 */
export function instantiate<T>(base64: string): T | undefined {
  if (!fast('kernels')) return undefined;
  const api = (globalThis as unknown as { WebAssembly?: WebAssemblyApi }).WebAssembly;
  try {
    let module = compiled.get(base64);
    if (module === undefined) {
      module = api ? new api.Module(bytesOf(base64)) : null;
      compiled.set(base64, module);
    }
    return module && api ? (new api.Instance(module, {}).exports as T) : undefined;
  } catch {
    compiled.set(base64, null);
    return undefined;
  }
}

/** The bytes of base64 text (atob: in Node and in browsers). */
function bytesOf(base64: string): Uint8Array {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}
