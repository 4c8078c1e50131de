#!/usr/bin/env node
// The floor, launched as a command the way bin/wordle is (its shebang has /usr/bin/env find
// node on the PATH): what a command's start costs before it does any work of its own.
require('./plain-filter.cjs');
