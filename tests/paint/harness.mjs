// Runs web/paint.js under Node.js on recording canvases, for tests/test_paint.py.
//
//     node tests/paint/harness.mjs < case.json
//
// The case is {"case": name, ...}; the answer, printed as JSON, is what the painter did: the
// texts it wrote and where, its fills, its drawImage calls, its card pictures.
import { readFileSync } from "node:fs";
import vm from "node:vm";

const timers = [];
const doc = {
  createElement: () => new Canvas(),
  defaultView: { setTimeout: (fn, ms) => { timers.push([fn, ms]); return timers.length; } },
};

// A 2D context that keeps every call (name and arguments) and every style set; measureText
// answers 7 px a character.
class Context {
  constructor(canvas) {
    this.canvas = canvas;
    this.calls = [];
    this.fillStyle = null;
  }
  measureText(text) { return { width: 7 * text.length }; }
  createRadialGradient() { return { addColorStop() {} }; }
  fill() { this.calls.push(["fill", this.fillStyle]); }
  fillText(text, x, y, ...rest) {
    this.calls.push(["fillText", text, x, y, this.font, ...rest]);
    this.calls.push(["ink", text, this.fillStyle, this.textAlign]); // the colour and alignment it was written in
  }
  drawImage(image, x, y) { this.calls.push(["drawImage", image.id, x, y]); }
}
for (const name of ["save", "restore", "beginPath", "moveTo", "lineTo", "arcTo", "arc", "closePath", "stroke",
  "clip", "setTransform", "fillRect", "setLineDash"]) {
  Context.prototype[name] = function (...args) { this.calls.push([name, ...args]); };
}
let canvases = 0;
class Canvas {
  constructor() { this.id = ++canvases; this.width = 0; this.height = 0; this.ownerDocument = doc; this.ctx = null; }
  getContext() { return this.ctx || (this.ctx = new Context(this)); }
}

const sandbox = { console };
vm.createContext(sandbox);
vm.runInContext(readFileSync(new URL("../../web/paint.js", import.meta.url), "utf8"), sandbox);
const paint = sandbox.remiPaint;
const input = JSON.parse(readFileSync(0, "utf8"));
const card = (text, w, h, more) => ({ kind: "card", key: text, card: text, x: 0, y: 0, w, h, selected: false, meld: null,
  deadwood: false, glow: false, dim: false, laid_off: false, label: null, closed: false, hint: false, ...more });

function answer() {
  if (input.case === "face") { // what one card face writes and fills
    const ctx = new Canvas().getContext();
    paint.drawFace(ctx, card(input.card, input.w, input.h, input.more));
    return { calls: ctx.calls, colours: paint.colours };
  }
  if (input.case === "text") { // one text item
    const ctx = new Canvas().getContext();
    paint.drawText(ctx, input.item);
    return { calls: ctx.calls };
  }
  if (input.case === "sprites") { // pictures made in order, one stamped again, then one more
    paint.budget.limit = input.limit;
    const made = input.cards.map((text) => paint.makeSprite(doc, card(text, input.w, input.h), input.dpr));
    const ctx = new Canvas().getContext();
    const items = JSON.stringify([card(input.cards[0], input.w, input.h)]);
    paint.over(ctx, new Canvas(), items, input.dpr); // drawn again: now the most recently used
    made.push(paint.makeSprite(doc, card(input.extra, input.w, input.h), input.dpr));
    return {
      kept: Array.from(paint.sprites.keys(), (key) => JSON.parse(key)[0]),
      bytes: paint.budget.bytes,
      sizes: made.map((c) => [c.width, c.height]),
      stamped: ctx.calls.filter((c) => c[0] === "drawImage").length,
    };
  }
  if (input.case === "scene") { // a whole table, drawn, its pictures made, drawn again
    const canvas = new Canvas();
    const ctx = canvas.getContext();
    paint.scene(ctx, input.items, input.width, input.height, input.dpr, true);
    const first = ctx.calls;
    let made = 0;
    while (timers.length) {
      timers.shift()[0]();
      made += 1;
    }
    ctx.calls = [];
    paint.scene(ctx, input.items, input.width, input.height, input.dpr, true);
    return { first, again: ctx.calls, warmed: made, sprites: paint.sprites.size, misfits: paint.misfits };
  }
  throw new Error("no case " + input.case);
}
process.stdout.write(JSON.stringify(answer()));
