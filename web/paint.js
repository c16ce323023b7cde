// Paints a scene (web/scene.py: what to draw where, laid out by Python) on a canvas.
//
// Python lays the table out and hands the whole scene over once per drawing, as JSON
// (web/draw.py); everything that touches the canvas is here. A card face is some forty canvas
// calls: made from Python through Pyodide's proxies each call was a crossing between the two, and
// a table of thirty cards drawn path by path took up to 190 ms on a slow phone (CPU 4x; three to
// four times what the same calls take from here). Only drawing here: positions, sizes, colours
// and texts all come from the scene. Each item has the fields of its dataclass in scene.py and
// its kind ("card", "text", "rect", "button", "tag").
//
// Exposed as window.remiPaint (a classic script: the page loads it before Python starts).
"use strict";
(function (global) {
  const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', Arial, sans-serif";
  const RED = "#c8102e";
  const BLACK = "#1b1b1f";
  // the four-colour deck (a setting): diamonds blue and clubs green, each suit told by colour too
  const FOUR = { s: BLACK, h: RED, d: "#1d5fc4", c: "#137a35" };
  const GLYPH_SUIT = { "♠": "s", "♥": "h", "♦": "d", "♣": "c" };
  const look = { fourColour: false, large: false };

  function suitColour(suit) {
    if (look.fourColour) return FOUR[suit] || BLACK;
    return suit === "h" || suit === "d" ? RED : BLACK;
  }
  const SUITS = { c: "♣", d: "♦", h: "♥", s: "♠" };
  // a picked card's face: unlike the glow of a new card or of a legal target, it tints the card
  // itself, so a picked card reads as picked where the orange border alone looked like the glow
  const PICKED_TINT = "#ffdc8f";
  const PICKED_JOKER_TINT = "#ffbf5e"; // a joker's face is cream already: a deeper tint tells it picked
  // a meld of the person's hand: a tint and a bar of one colour per meld (up to five: 15 cards)
  // (strong enough to tell on a phone's back row, where the bar is under the front row)
  const MELD_TINTS = ["#c6ebc6", "#c9dcf8", "#f9dea9", "#e1caf6", "#f7c7dc"];
  const MELD_BARS = ["#2e9d4f", "#2f6fd0", "#d98a00", "#8b4fc7", "#c2417a"];
  // with the four-colour deck, green and blue say clubs and diamonds: the melds take other colours
  const FOUR_MELD_TINTS = ["#f9dea9", "#e1caf6", "#f7c7dc", "#e8dcc4", "#d9d9d9"];
  const FOUR_MELD_BARS = ["#d98a00", "#8b4fc7", "#c2417a", "#8a6d3b", "#6b6b6b"];
  function meldTint(i) { const tints = look.fourColour ? FOUR_MELD_TINTS : MELD_TINTS; return tints[i % tints.length]; }
  function meldBarColour(i) { const bars = look.fourColour ? FOUR_MELD_BARS : MELD_BARS; return bars[i % bars.length]; }
  const HINT = "#38bdf8"; // the outline of what a hint names (cards, a pile, a button)

  function roundRect(ctx, x, y, w, h, r) {
    r = Math.max(0, Math.min(r, w / 2, h / 2));
    ctx.beginPath();
    ctx.moveTo(x + r, y);
    ctx.arcTo(x + w, y, x + w, y + h, r);
    ctx.arcTo(x + w, y + h, x, y + h, r);
    ctx.arcTo(x, y + h, x, y, r);
    ctx.arcTo(x, y, x + w, y, r);
    ctx.closePath();
  }

  function px(size) {
    return Math.round(size) + "px " + FONT;
  }

  // --- the felt ----------------------------------------------------------------------------------

  function background(ctx, width, height) {
    const grad = ctx.createRadialGradient(width / 2, height * 0.45, 10, width / 2, height * 0.45, Math.max(width, height) * 0.75);
    grad.addColorStop(0, "#1f5e39");  // (at its lightest, still dark enough for gold and blue text: WCAG AA)
    grad.addColorStop(1, "#14452a");
    ctx.fillStyle = grad;
    ctx.fillRect(0, 0, width, height);
  }

  // The felt, drawn once per canvas size and copied after that. On this machine's software canvas
  // (1280 x 800) a gradient over the whole table takes 6 ms (13 ms at CPU 4x, a slow phone), a
  // copy 0.3 ms (2 ms).
  let felt = null; // {key, picture}: one size at a time (a resize changes it)

  function drawFelt(ctx, width, height, dpr) {
    const w = Math.round(width * dpr), h = Math.round(height * dpr);
    const key = w + "x" + h + "@" + dpr;
    if (!felt || felt.key !== key) {
      const picture = ctx.canvas.ownerDocument.createElement("canvas");
      picture.width = w;
      picture.height = h;
      const pctx = picture.getContext("2d");
      pctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      background(pctx, width, height);
      felt = { key, picture };
    }
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(felt.picture, 0, 0);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  }

  // --- texts, boxes, buttons, tags ----------------------------------------------------------------

  // ``text`` broken at spaces into lines no wider than ``width`` in the current font; a word
  // longer than ``width`` gets a line of its own (as scene.wrap_words, which layout estimates with)
  function lines(ctx, text, width) {
    const out = [];
    let current = "";
    for (const word of text.split(/ +/).filter(Boolean)) { // not at a no-break space
      const trial = current ? current + " " + word : word;
      if (!current || ctx.measureText(trial).width <= width) current = trial;
      else {
        out.push(current);
        current = word;
      }
    }
    out.push(current);
    return out;
  }

  // Text that did not fit its box in the last drawing of the table: squeezed to less than
  // SQUEEZE_MOST of its width (fillText's maxWidth narrows the letters), or cut short with "…".
  // The browser tests read it (window.remiPaint.misfits) and expect none, on every screen.
  const SQUEEZE_MOST = 0.9;
  const misfits = [];
  // where fits() lists a misfit: the drawing's list, or a card picture's own while it is made (a
  // card stamped from its picture lists the picture's misfits again: see drawCard)
  let sink = misfits;

  function fits(ctx, text, most, where) {
    if (!most || !text) return;
    const need = ctx.measureText(text).width;
    if (need * SQUEEZE_MOST > most) sink.push({ text, need: Math.round(need), room: Math.round(most), how: "squeezed", where });
  }

  function drawText(ctx, item) {
    const font = (size) => { ctx.font = (item.bold ? "bold " : "") + px(size); };
    font(item.size);
    ctx.fillStyle = item.color;
    ctx.textAlign = item.align;
    ctx.textBaseline = "middle";
    if (item.wrap && item.max_width && ctx.measureText(item.text).width > item.max_width) {
      let size = item.size;
      let rows = lines(ctx, item.text, item.max_width);
      while (item.max_height && rows.length * size * 1.2 > item.max_height && size > 10) {
        size -= 1; // a long text in a short space: a smaller font rather than over its neighbours
        font(size);
        rows = lines(ctx, item.text, item.max_width);
      }
      const step = size * 1.2;
      if (item.max_height && rows.length * step > item.max_height) { // still too long: cut it short
        misfits.push({ text: item.text, need: Math.round(rows.length * step), room: Math.round(item.max_height), how: "cut", where: "text" });
        rows = rows.slice(0, Math.max(1, Math.floor(item.max_height / step)));
        const last = rows[rows.length - 1].split(" ");
        while (last.length > 1 && ctx.measureText(last.join(" ") + " …").width > item.max_width) last.pop();
        rows[rows.length - 1] = last.join(" ") + " …";
      }
      const top = item.top ? item.y : item.y - (step * (rows.length - 1)) / 2;
      let at = 0; // where the row starts in the text (rows break at single spaces)
      rows.forEach((row, i) => {
        drawRow(ctx, item, row, top + i * step, Math.max(10, item.max_width), Math.max(0, (item.lead || 0) - at), size);
        at += row.length + 1;
      });
    } else {
      drawRow(ctx, item, item.text, item.y, item.max_width ? Math.max(10, item.max_width) : 0, item.lead || 0, item.size);
    }
  }

  // One line of a text item; its first ``lead`` characters (a hint's action) in lead_color and
  // bold, the rest in the item's colour, both squeezed alike into ``most`` (0: no limit).
  function drawRow(ctx, item, row, y, most, lead, size) {
    if (!lead || !item.lead_color) {
      fits(ctx, row, most, "text");
      if (most) ctx.fillText(row, item.x, y, most);
      else ctx.fillText(row, item.x, y);
      return;
    }
    const head = row.slice(0, lead), tail = row.slice(lead);
    const plain = (item.bold ? "bold " : "") + px(size);
    ctx.font = "bold " + px(size);
    const hw = ctx.measureText(head).width;
    ctx.font = plain;
    const tw = ctx.measureText(tail).width;
    const k = most && hw + tw > most ? most / (hw + tw) : 1;
    if (k < SQUEEZE_MOST) misfits.push({ text: row, need: Math.round(hw + tw), room: Math.round(most), how: "squeezed", where: "text" });
    const width = (hw + tw) * k;
    const left = item.align === "center" ? item.x - width / 2 : item.align === "right" ? item.x - width : item.x;
    ctx.textAlign = "left";
    ctx.font = "bold " + px(size);
    ctx.fillStyle = item.lead_color;
    ctx.fillText(head, left, y, Math.max(1, hw * k));
    if (tail) {
      ctx.font = plain;
      ctx.fillStyle = item.color;
      ctx.fillText(tail, left + hw * k, y, Math.max(1, tw * k));
    }
    ctx.textAlign = item.align;
  }

  function drawRect(ctx, r) {
    roundRect(ctx, r.x, r.y, r.w, r.h, r.radius);
    if (r.fill) {
      ctx.fillStyle = r.fill;
      ctx.fill();
    }
    if (r.stroke) {
      ctx.lineWidth = r.line;
      ctx.strokeStyle = r.stroke;
      ctx.stroke();
    }
  }

  function drawTag(ctx, tag) {
    let x = tag.x;
    if (tag.after) {
      ctx.font = "bold " + px(tag.after_size);
      const width = ctx.measureText(tag.after).width;
      x += Math.min(width, tag.after_max || width) + 6;
    }
    ctx.font = "bold " + px(tag.size);
    const w = ctx.measureText(tag.text).width + 12;
    const h = tag.size + 6;
    roundRect(ctx, x, tag.y - h / 2, w, h, h / 2);
    ctx.fillStyle = "rgba(0,0,0,0.28)";
    ctx.fill();
    ctx.lineWidth = 1;
    ctx.strokeStyle = tag.color;
    ctx.stroke();
    ctx.fillStyle = tag.color;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(tag.text, x + w / 2, tag.y + 0.5);
  }

  function hintRing(ctx, x, y, w, h, r, aside) {
    // a blue outline with a soft halo: what the hint shown now plays; thin and dashed, what it
    // only names (a pair to keep)
    ctx.save();
    if (aside) {
      ctx.setLineDash([6, 4]);
      ctx.lineWidth = 2;
    } else {
      ctx.shadowColor = HINT;
      ctx.shadowBlur = 12;
      ctx.lineWidth = 3.5;
    }
    roundRect(ctx, x - 2, y - 2, w + 4, h + 4, r + 2);
    ctx.strokeStyle = HINT;
    ctx.stroke();
    ctx.restore();
  }

  function drawButton(ctx, b) {
    const r = Math.min(12, b.h / 2);
    ctx.save();
    if (b.primary) {
      ctx.shadowColor = "rgba(0,0,0,0.35)";
      ctx.shadowBlur = 8;
      ctx.shadowOffsetY = 2;
    }
    roundRect(ctx, b.x, b.y, b.w, b.h, r);
    ctx.fillStyle = b.primary ? "#f2c14e" : b.active ? "#fff6dc" : "rgba(255,255,255,0.88)";
    ctx.fill();
    ctx.restore();
    if (b.active) {
      roundRect(ctx, b.x, b.y, b.w, b.h, r);
      ctx.lineWidth = 2;
      ctx.strokeStyle = "#f2c14e";
      ctx.stroke();
    }
    if (b.hint) hintRing(ctx, b.x, b.y, b.w, b.h, r);
    ctx.font = "bold " + px(b.size || (b.h >= 40 ? 17 : 13));
    ctx.fillStyle = "#1d2a1f";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    fits(ctx, b.label, b.w - 8, "button");
    ctx.fillText(b.label, b.x + b.w / 2, b.y + b.h / 2 + 1, b.w - 8);
  }

  // --- cards -----------------------------------------------------------------------------------

  function corner(c) {
    return Math.max(3, c.w * 0.08);
  }

  function drawBack(ctx, c) {
    // the back of a card, without the marks (cardMarks) drawn over it
    const r = corner(c);
    roundRect(ctx, c.x, c.y, c.w, c.h, r);
    ctx.fillStyle = "#fdfdfd";
    ctx.fill();
    ctx.lineWidth = 1;
    ctx.strokeStyle = "rgba(0,0,0,0.35)";
    ctx.stroke();
    const inset = Math.max(2, c.w * 0.07);
    roundRect(ctx, c.x + inset, c.y + inset, c.w - 2 * inset, c.h - 2 * inset, r * 0.6);
    ctx.fillStyle = "#9c2b2b";
    ctx.fill();
    ctx.save(); // a simple lattice
    ctx.clip();
    ctx.strokeStyle = "rgba(255,255,255,0.25)";
    ctx.lineWidth = 1;
    const step = Math.max(5, c.w * 0.16);
    ctx.beginPath();
    for (let k = -c.h; k < c.w + c.h; k += step) {
      ctx.moveTo(c.x + k, c.y);
      ctx.lineTo(c.x + k + c.h, c.y + c.h);
      ctx.moveTo(c.x + k + c.h, c.y);
      ctx.lineTo(c.x + k, c.y + c.h);
    }
    ctx.stroke();
    ctx.restore();
  }

  function glow(ctx, c, r) {
    ctx.save();
    ctx.shadowColor = "#ffd54a";
    ctx.shadowBlur = 14;
    roundRect(ctx, c.x - 1, c.y - 1, c.w + 2, c.h + 2, r);
    ctx.lineWidth = 3;
    ctx.strokeStyle = "#ffd54a";
    ctx.stroke();
    ctx.restore();
  }

  // the card's shape with its shadow (deeper for a picked card, which stands out), and its edge
  function cardBase(ctx, c, r, fill) {
    ctx.save();
    if (c.selected) {
      ctx.shadowColor = "rgba(0,0,0,0.45)";
      ctx.shadowBlur = 12;
      ctx.shadowOffsetY = 4;
    } else {
      ctx.shadowColor = "rgba(0,0,0,0.3)";
      ctx.shadowBlur = 3;
      ctx.shadowOffsetX = -1;
    }
    roundRect(ctx, c.x, c.y, c.w, c.h, r);
    ctx.fillStyle = fill;
    ctx.fill();
    ctx.restore();
    roundRect(ctx, c.x, c.y, c.w, c.h, r);
    ctx.lineWidth = 1;
    ctx.strokeStyle = "rgba(0,0,0,0.45)";
    ctx.stroke();
  }

  // What a card shows for the moment: picked (an orange border), a legal target or new card
  // (glow), named by the hint, dimmed. A card's back shows only the glow and the hint.
  function cardMarks(ctx, c) {
    const r = corner(c);
    if (c.card !== null && c.selected) {
      roundRect(ctx, c.x, c.y, c.w, c.h, r);
      ctx.lineWidth = 3;
      ctx.strokeStyle = "#f2a900";
      ctx.stroke();
    }
    if (c.glow) glow(ctx, c, r);
    if (c.hint) hintRing(ctx, c.x, c.y, c.w, c.h, r, c.hint_aside);
    if (c.card !== null && (c.dim || c.closed)) {
      roundRect(ctx, c.x, c.y, c.w, c.h, r);
      ctx.fillStyle = c.closed ? "rgba(20,40,30,0.42)" : "rgba(0,0,0,0.12)";
      ctx.fill();
    }
  }

  function cornerSize(c) { // large cards: a bigger index, still inside the strip a hand shows of a card
    return look.large ? Math.max(13, Math.min(c.w * 0.36, 36)) : normalCorner(c);
  }
  function normalCorner(c) { return Math.max(11, Math.min(c.w * 0.3, 30)); }
  // The width a "10" in the index may take, of the card's: inside the strip a meld on the table
  // shows of a card (0.46 of it from its left edge; more elsewhere, and a card that says how much
  // of it shows, ``shown``, keeps inside that). A "10" was squeezed into 0.34 of the card whatever
  // its index's size: by a third with large cards.
  const TEN_ROOM = 0.4;
  function tenRoom(c) { return Math.min(c.w * TEN_ROOM, Math.min(c.w, c.shown || c.w) - c.w * 0.05 - 1); }
  const TEN_LEAST = 0.85; // a "10" written smaller than this share of a card's usual index is listed as a misfit

  function jokerTagSize(cardW) { // as scene.joker_tag_size, which layout reserves room with
    return Math.max(10, Math.min(cardW * 0.28, 18));
  }
  const TAG_LEAST = 9; // a joker's tag is written no smaller (then squeezed, and listed as a misfit)

  function drawJoker(ctx, c) {
    // a joker: a purple star and JOKER in the corner; on the table, the card it stands for
    const inMeld = c.meld !== null && !c.deadwood;
    cardBase(ctx, c, corner(c), c.selected ? PICKED_JOKER_TINT : inMeld ? meldTint(c.meld) : "#fff4d6");
    const fs = cornerSize(c);
    const ix = c.x + c.w * 0.05;
    ctx.fillStyle = "#7b2cbf";
    ctx.textAlign = "left";
    ctx.textBaseline = "top";
    ctx.font = "bold " + px(fs);
    ctx.fillText("★", ix + 1, c.y + c.h * 0.04);
    const letterH = Math.max(7, fs * 0.42) * 1.05;
    if (!c.label && fs * 1.15 + 5 * letterH <= c.h * 0.92) { // JOKER down the side, where it fits
      ctx.font = "bold " + px(Math.max(7, fs * 0.42));
      Array.from("JOKER").forEach((letter, i) => ctx.fillText(letter, ix + fs * 0.2, c.y + c.h * 0.04 + fs * 1.15 + i * letterH));
    }
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.font = px(c.w * 0.55);
    ctx.fillText("★", c.x + c.w * 0.62, c.y + c.h * 0.5);
    if (c.label) { // what it stands for, in a tag at the bottom
      const labelColour = suitColour(GLYPH_SUIT[c.label.slice(-1)]);
      // the text stays inside the strip of the card that shows (the next card of the meld covers
      // the rest): smaller where that is too narrow for it, rather than squeezed or covered
      const room = Math.min(c.w, c.shown || c.w) - 8;
      let size = jokerTagSize(c.w);
      let label = c.label;
      ctx.font = "bold " + px(size);
      let need = ctx.measureText(label).width;
      if (need * TAG_LEAST / size > room && label.startsWith("=")) { // a small card (a crowded phone): "10♥", not "=10♥" squeezed
        label = label.slice(1);
        need = ctx.measureText(label).width;
      }
      if (need > room) size = Math.max(TAG_LEAST, Math.floor(size * room / need));
      const th = size * 1.35;
      roundRect(ctx, c.x + 2, c.y + c.h - th - 3, c.w - 4, th, 4);
      ctx.fillStyle = "#fffdf8";
      ctx.fill();
      ctx.lineWidth = 1;
      ctx.strokeStyle = "#7b2cbf";
      ctx.stroke();
      ctx.font = "bold " + px(size);
      ctx.fillStyle = labelColour;
      ctx.textAlign = "left";
      fits(ctx, label, room, "joker");
      ctx.fillText(label, c.x + 4, c.y + c.h - th / 2 - 3, room);
    }
    if (inMeld) meldBar(ctx, c);
  }

  function meldBar(ctx, c) {
    ctx.fillStyle = meldBarColour(c.meld);
    const bar = Math.max(3, c.h * 0.05);
    roundRect(ctx, c.x + 2, c.y + c.h - bar - 2, c.w - 4, bar, bar / 2);
    ctx.fill();
  }

  // Everything of a card but the marks of the moment (picked border, glow, hint, dimmed).
  function drawFace(ctx, c) {
    if (c.card === null) return drawBack(ctx, c);
    const text = c.card.replace(/'+$/, "");
    if (text === "*") return drawJoker(ctx, c);
    const rank = text.slice(0, -1), suit = text.slice(-1);
    const color = suitColour(suit);
    const glyph = SUITS[suit] || "?";
    const r = corner(c);
    const inMeld = c.meld !== null && !c.deadwood;
    cardBase(ctx, c, r, c.selected ? PICKED_TINT : inMeld ? meldTint(c.meld) : "#fffdf8");
    // the corner index: big rank, suit under it
    // (sizes in whole pixels, as px() writes them: a size rounded up squeezed a "10" past a tenth)
    const room = tenRoom(c);
    let fs = Math.round(cornerSize(c));
    ctx.font = "bold " + px(fs);
    const ten = ctx.measureText("10").width; // (the widest rank)
    if (look.large && ten * SQUEEZE_MOST > room) { // large cards: as large as a "10" fits (each rank alike), at least the usual
      fs = Math.max(Math.round(normalCorner(c)), Math.floor(fs * room / (ten * SQUEEZE_MOST)));
    }
    const ix = c.x + c.w * 0.05;
    ctx.fillStyle = color;
    ctx.textAlign = "left";
    ctx.textBaseline = "top";
    ctx.font = "bold " + px(fs);
    if (rank === "10") { // two figures in the index's width: written smaller rather than squeezed past a tenth
      let need = ctx.measureText(rank).width;
      const size = need * SQUEEZE_MOST > room ? Math.floor(fs * room / (need * SQUEEZE_MOST)) : fs;
      ctx.font = "bold " + px(size);
      need = ctx.measureText(rank).width;
      if (size < normalCorner(c) * TEN_LEAST - 1 || need * SQUEEZE_MOST > room) { // (a pixel for whole sizes)
        sink.push({ text: rank + glyph, need: Math.round(need), room: Math.round(room), how: "small", where: "index" });
      }
      ctx.fillText(rank, ix - 1, c.y + c.h * 0.04, room);
    }
    else ctx.fillText(rank, ix + 1, c.y + c.h * 0.04);
    ctx.font = px(fs * 0.95);
    ctx.fillText(glyph, ix + 1, c.y + c.h * 0.04 + fs * 1.02);
    // the middle: a big suit (or the face letter)
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    const big = c.w * 0.5;
    const cx = c.x + c.w * 0.6, cy = c.y + c.h * 0.62;
    if (rank === "J" || rank === "Q" || rank === "K") {
      ctx.font = "bold " + px(big * 0.8);
      ctx.fillText(rank, cx, cy - big * 0.28);
      ctx.font = px(big * 0.6);
      ctx.fillText(glyph, cx, cy + big * 0.42);
    } else {
      ctx.font = px(big);
      ctx.fillText(glyph, cx, cy);
    }
    // meld bar / deadwood dot / laid-off border
    if (inMeld) meldBar(ctx, c);
    if (c.deadwood) {
      ctx.beginPath();
      ctx.arc(c.x + c.w * 0.05 + fs * 0.32, c.y + c.h - Math.max(6, c.h * 0.08), Math.max(3, c.w * 0.055), 0, 2 * Math.PI);
      ctx.fillStyle = "#e5533d";
      ctx.fill();
    }
    if (c.laid_off) {
      ctx.save();
      ctx.setLineDash([4, 3]);
      roundRect(ctx, c.x + 1.5, c.y + 1.5, c.w - 3, c.h - 3, r);
      ctx.lineWidth = 2.5;
      ctx.strokeStyle = "#d98a00";
      ctx.stroke();
      ctx.restore();
    }
  }

  // --- card pictures ------------------------------------------------------------------------------
  // Each face is drawn once into a small canvas of its own (with room for its shadow) and stamped
  // after that: a drawImage instead of some forty calls and a blurred shadow.

  const SPRITE_PAD = 20; // CSS px around a card for its shadow (blur 12, offset 4 when picked)
  // Pictures are kept up to this many bytes of pixels (4 a device pixel), the least recently used
  // going first past it. A phone at 3 device pixels per CSS pixel spends about 0.4 MB on one
  // picture: 64 MB holds some 160 of them, more than a full table shows, and stays well inside what
  // a phone's browser gives all the canvases of a page.
  const sprites = new Map(); // key -> canvas, the least recently used first
  const budget = { limit: 64 << 20, bytes: 0 };
  // A new picture costs more than drawing the card once (a canvas of its own), so a drawing makes
  // none: it draws the cards without one path by path, and the pictures the last drawing went
  // without are made afterwards, one per turn of the browser (WARM_GAP ms apart).
  const WARM_GAP = 30;

  // what a card's picture depends on: everything drawFace reads but its position
  function spriteKey(c, dpr) {
    const meld = c.meld === null ? null : c.meld % MELD_TINTS.length;
    return JSON.stringify([c.card, +c.w.toFixed(2), +c.h.toFixed(2), dpr, !!c.selected, meld, !!c.deadwood, !!c.laid_off, c.label,
      c.shown && (c.label || look.large || /^10/.test(c.card)) ? +c.shown.toFixed(1) : null, look.fourColour, look.large]);
  }

  function used(key) { // the picture for key, now the most recently used; or undefined
    const sprite = sprites.get(key);
    if (sprite !== undefined) {
      sprites.delete(key);
      sprites.set(key, sprite);
    }
    return sprite;
  }

  function makeSprite(doc, c, dpr) {
    const key = spriteKey(c, dpr);
    let sprite = used(key);
    if (sprite !== undefined) return sprite;
    sprite = doc.createElement("canvas");
    sprite.width = Math.ceil((c.w + 2 * SPRITE_PAD) * dpr);
    sprite.height = Math.ceil((c.h + 2 * SPRITE_PAD) * dpr);
    const sctx = sprite.getContext("2d");
    sctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const drawing = sink;
    sink = sprite.misfits = []; // what does not fit on this face, listed again wherever it is stamped
    try {
      drawFace(sctx, { ...c, x: SPRITE_PAD, y: SPRITE_PAD });
    } finally {
      sink = drawing;
    }
    sprites.set(key, sprite);
    budget.bytes += 4 * sprite.width * sprite.height;
    for (const [old, picture] of sprites) { // past the budget: the least recently used go
      if (budget.bytes <= budget.limit || sprites.size <= 1) break;
      sprites.delete(old);
      budget.bytes -= 4 * picture.width * picture.height;
      picture.width = picture.height = 0; // emptied, so the browser frees its pixels at once
    }
    return sprite;
  }

  // a card from its picture (at whole device pixels) and its marks over it; path by path without one
  function drawCard(ctx, c, dpr) {
    const sprite = dpr > 0 ? used(spriteKey(c, dpr)) : undefined;
    if (sprite === undefined) {
      drawFace(ctx, c);
    } else {
      for (const misfit of sprite.misfits) sink.push(misfit);
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.drawImage(sprite, Math.round((c.x - SPRITE_PAD) * dpr), Math.round((c.y - SPRITE_PAD) * dpr));
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      if (!(c.selected || c.glow || c.hint || c.dim || c.closed)) return;
    }
    cardMarks(ctx, c);
  }

  const DRAW = { card: drawCard, text: drawText, rect: drawRect, button: drawButton, tag: drawTag };

  function drawItems(ctx, items, dpr) {
    for (const item of items) DRAW[item.kind](ctx, item, dpr);
  }

  // --- making the missing pictures between drawings -----------------------------------------------

  const warming = { cards: [], dpr: 0, doc: null, timer: null, setTimeout: null };

  function warmLater() {
    if (warming.timer === null) warming.timer = warming.setTimeout(warmOne, WARM_GAP);
  }

  function warmOne() {
    warming.timer = null;
    const card = warming.cards.find((c) => !sprites.has(spriteKey(c, warming.dpr)));
    if (card === undefined) return;
    makeSprite(warming.doc, card, warming.dpr);
    warmLater();
  }

  // --- what Python calls ---------------------------------------------------------------------------

  // The table: the felt, then the scene's items (JSON, see web/draw.py), then ``extra`` over them.
  // The cards drawn path by path get their pictures made afterwards when ``warm`` is set.
  function scene(ctx, json, width, height, dpr, warm) {
    const items = JSON.parse(json);
    misfits.length = 0;
    drawFelt(ctx, width, height, dpr);
    drawItems(ctx, items, dpr);
    if (warm) {
      warming.cards = items.filter((item) => item.kind === "card");
      warming.dpr = dpr;
      warming.doc = ctx.canvas.ownerDocument;
      warming.setTimeout = ctx.canvas.ownerDocument.defaultView.setTimeout.bind(ctx.canvas.ownerDocument.defaultView);
      warmLater();
    }
  }

  // One animation frame: the still table (``backdrop``, a canvas already drawn at device pixels)
  // and the moving items (JSON) over it.
  function over(ctx, backdrop, json, dpr) {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(backdrop, 0, 0);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    drawItems(ctx, JSON.parse(json), dpr);
  }

  function plain(ctx, width, height, dpr) { // the felt alone, with no game on it
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    background(ctx, width, height);
  }

  // The look the person chose (the settings): { fourColour, large }.
  function setLook(wanted) {
    look.fourColour = !!wanted.fourColour;
    look.large = !!wanted.large;
  }

  global.remiPaint = {
    scene, over, plain, misfits, setLook, look,
    // for the tests (tests/test_paint.py)
    drawFace, drawJoker, drawText, makeSprite, spriteKey, sprites, budget, warming, warmOne,
    colours: { PICKED_TINT, PICKED_JOKER_TINT },
  };
})(typeof window !== "undefined" ? window : globalThis);
