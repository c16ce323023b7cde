// Run Python code inside Pyodide under Node.js, with the remi wheel loaded.
//
//   node tests/pyodide/run_in_pyodide.mjs [--dist DIR | --wheel PATH] [-c CODE | FILE | -] [-- ARG...]
//
// Pyodide's JavaScript comes from node_modules (npm package `pyodide`); its
// runtime files and lock file come from DIR/pyodide (default: dist/ beside
// node_modules, as build.py makes it), so `loadPackage("remi")` takes our wheel
// through the lock entry that build.py writes.  With --wheel PATH the wheel file
// is loaded directly instead and the runtime comes from node_modules/pyodide.
// The code comes from -c CODE, from FILE, or from standard input ("-" or nothing); the
// arguments after "--" are the script's sys.argv[1:] (sys.argv[0] is the file's name).
// Python's output goes to stdout/stderr; the exit code is 1 if Python raised.

import { loadPyodide } from "pyodide/pyodide.mjs";
import { readFileSync, existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..", "..");

function parseArgs(argv) {
  const options = { dist: resolve(root, "dist"), wheel: null, code: null, file: "-", args: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--") {
      options.args = argv.slice(i + 1);
      break;
    } else if (arg === "--dist") options.dist = resolve(argv[++i]);
    else if (arg === "--wheel") options.wheel = resolve(argv[++i]);
    else if (arg === "-c") options.code = argv[++i];
    else options.file = arg;
  }
  return options;
}

function readCode(options) {
  if (options.code !== null) return options.code;
  return readFileSync(options.file === "-" ? 0 : options.file, "utf8");
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const code = readCode(options);
  // Pyodide's "Loading remi" messages go to stderr: stdout is Python's alone.
  const quiet = { messageCallback: (message) => process.stderr.write(message + "\n") };
  let pyodide;
  if (options.wheel) {
    pyodide = await loadPyodide();
    await pyodide.loadPackage(pathToFileURL(options.wheel).href, quiet);
  } else {
    const indexURL = resolve(options.dist, "pyodide") + "/";
    if (!existsSync(resolve(indexURL, "pyodide-lock.json"))) {
      throw new Error(`${indexURL}pyodide-lock.json not found: run python3 build.py`);
    }
    pyodide = await loadPyodide({ indexURL });
    await pyodide.loadPackage("remi", quiet);
  }
  pyodide.setStdout({ batched: (line) => process.stdout.write(line + "\n") });
  pyodide.setStderr({ batched: (line) => process.stderr.write(line + "\n") });
  const name = options.code !== null ? "-c" : options.file;
  pyodide.globals.get("__import__")("sys").argv = pyodide.toPy([name, ...options.args]);
  try {
    await pyodide.runPythonAsync(code);
  } catch (error) {
    process.stderr.write(String(error.message ?? error) + "\n");
    process.exitCode = 1;
  }
}

main().catch((error) => {
  process.stderr.write(String(error.stack ?? error) + "\n");
  process.exitCode = 2;
});
