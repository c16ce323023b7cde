/* The table in words (window.remiAccess): web/access.py says what is on the table, as
   sections of lines and buttons; this keeps #access in step with it, each line kept by its key
   so that a button in focus stays in focus while the table changes around it, and says other
   players' moves in a polite live region (#said).

   A press on a button here calls window.remiAccessAct("kind:id"): the page taps that thing.
   The view is out of sight until something in it has the keyboard's focus; a screen reader
   reads it as it is. */
(function () {
  "use strict";
  var root = null, said = null, lastSaid = "";

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    for (var k in attrs) node.setAttribute(k, attrs[k]);
    if (text != null) node.textContent = text;
    return node;
  }

  function line(entry) {
    var li = el("li", { "data-key": entry.key });
    fill(li, entry);
    return li;
  }

  function fill(li, entry) {
    var button = li.firstElementChild;
    var wantButton = !!entry.act;
    if (wantButton && !(button && button.tagName === "BUTTON")) {
      li.textContent = "";
      button = el("button", { type: "button" });
      li.appendChild(button);
    } else if (!wantButton && button) {
      li.textContent = "";
      button = null;
    }
    if (!button) {
      words(li, entry.text, entry.spoken);
      return;
    }
    words(button, entry.text, entry.spoken);  // (its name is its words: no label other than what it shows)
    button.setAttribute("data-act", entry.act);
    if (entry.pressed === true || entry.pressed === false) button.setAttribute("aria-pressed", String(entry.pressed));
    else button.removeAttribute("aria-pressed");
    if (entry.disabled) button.setAttribute("aria-disabled", "true");
    else button.removeAttribute("aria-disabled");
  }

  // ``node`` shows ``text``; a screen reader says ``spoken`` instead (the cards in words) when given
  function words(node, text, spoken) {
    var key = text + "\u0000" + (spoken || "");
    if (node.getAttribute("data-words") === key) return;
    node.setAttribute("data-words", key);
    node.textContent = "";
    if (!spoken) { node.textContent = text; return; }
    node.appendChild(el("span", { "aria-hidden": "true" }, text));
    node.appendChild(el("span", { "class": "visually-hidden" }, spoken));
  }

  // the children of ``list`` made to be ``entries``, in order, keeping the nodes already there
  function keep(list, entries) {
    var byKey = {};
    Array.prototype.forEach.call(list.children, function (child) { byKey[child.getAttribute("data-key")] = child; });
    var wanted = {};
    entries.forEach(function (entry) { wanted[entry.key] = true; });
    Array.prototype.slice.call(list.children).forEach(function (child) {
      if (!wanted[child.getAttribute("data-key")]) list.removeChild(child);
    });
    var at = list.firstElementChild;
    entries.forEach(function (entry) {
      var node = byKey[entry.key];
      if (node && node.parentNode === list) fill(node, entry);
      else node = line(entry);
      if (node === at) { at = at.nextElementSibling; return; }
      list.insertBefore(node, at);
    });
  }

  function section(data) {
    var box = el("section", { "data-id": data.id, "aria-labelledby": "access-h-" + data.id });
    box.appendChild(el("h3", { id: "access-h-" + data.id, tabindex: "-1" }, data.title));
    box.appendChild(el("ul", {}));
    return box;
  }

  function update(json) {
    if (!root) return;
    var data = JSON.parse(json);
    var focused = document.activeElement && root.contains(document.activeElement) ? document.activeElement : null;
    var focusedSection = focused && focused.closest("section") ? focused.closest("section").getAttribute("data-id") : null;
    root.lang = data.lang;
    var title = root.querySelector("h2");
    if (title.textContent !== data.title) title.textContent = data.title;
    words(document.getElementById("access-status"), data.status, data.status_spoken !== data.status ? data.status_spoken : "");
    var body = document.getElementById("access-body");
    var have = {};
    Array.prototype.forEach.call(body.children, function (box) { have[box.getAttribute("data-id")] = box; });
    var wanted = {};
    data.sections.forEach(function (s) { wanted[s.id] = true; });
    Array.prototype.slice.call(body.children).forEach(function (box) {
      if (!wanted[box.getAttribute("data-id")]) body.removeChild(box);
    });
    var at = body.firstElementChild;
    data.sections.forEach(function (s) {
      var box = have[s.id] && have[s.id].parentNode === body ? have[s.id] : section(s);
      var h = box.querySelector("h3");
      if (h.textContent !== s.title) h.textContent = s.title;
      keep(box.querySelector("ul"), s.entries);
      if (box === at) { at = at.nextElementSibling; return; }
      body.insertBefore(box, at);
    });
    // the button in focus is gone (a card thrown, a button no longer offered): its section's
    // heading takes the focus, else the view's, so that the keyboard is never lost
    if (focused && !root.contains(focused)) {
      var back = focusedSection && body.querySelector('section[data-id="' + focusedSection + '"] h3');
      (back || title).focus();
    }
  }

  // each thing said is a line added to the log region (#said): a screen reader reads what is
  // added, in order; the last few lines are kept
  function say(text) {
    if (!said || !text) return;
    lastSaid = text;
    said.appendChild(el("p", {}, text));
    while (said.children.length > 6) said.removeChild(said.firstElementChild);
  }

  function start(labels) {
    root = document.getElementById("access");
    said = document.getElementById("said");
    if (!root) return;
    root.textContent = "";
    root.setAttribute("aria-label", labels.region);
    root.appendChild(el("h2", { tabindex: "-1" }, labels.region));
    root.appendChild(el("p", { id: "access-status" }, ""));
    root.appendChild(el("div", { id: "access-body" }));
    root.addEventListener("click", function (e) {
      var button = e.target.closest && e.target.closest("button[data-act]");
      if (!button) return;  // (one not possible now is pressed too: the page says why not)
      if (window.remiAccessAct) window.remiAccessAct(button.getAttribute("data-act"));
    });
  }

  window.remiAccess = { start: start, update: update, say: say, said: function () { return lastSaid; } };
})();
