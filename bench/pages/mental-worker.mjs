// bench/pages/mental.html's worker: the same timing as on the page, off the main thread.
import { loadPyodide } from "../web/pyodide-boot.mjs";
import { TIMING } from "./mental-timing.mjs";
const py = await loadPyodide({});
await py.loadPackage("remi");
py.runPython(TIMING);
const timeDeal = py.globals.get("time_deal");
onmessage = (event) => postMessage({ id: event.data.id, result: timeDeal(...event.data.args) });
postMessage({ ready: true });
