// Which floors a position gets: the WebAssembly kernel's where it loads and applies, else the
// JS reference (floors.ts), both made once for a position's answers. The choice lives here, so
// that the reference and the kernel's glue (floors-wasm.ts) each depend only on the Floors
// interface, not on one another.

import { MemoCache } from '../../speed.ts';
import type { Game, Position } from '../game.ts';
import { type Floors, LargestFloors } from './floors.ts';
import { WasmFloors } from './floors-wasm.ts';

/** floorsFor's floors by the position's answers (the same array when a ranking meets them again), with the game they were made for. */
const floorsMade = new MemoCache<Int32Array, { game: Game; floors: Floors }>();

/** The position's floors, made once for its answers (the tie rule ranks the same answers again). */
export function floorsFor(game: Game, position: Position): Floors {
  const known = floorsMade.get(position.remaining);
  if (known?.game === game) return known.floors;
  const floors = WasmFloors.make(game, position) || new LargestFloors(game, position);
  floorsMade.set(position.remaining, { game, floors });
  return floors;
}
