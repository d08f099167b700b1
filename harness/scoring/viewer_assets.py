"""The style and the one inline script that report.html and compare.html share.

The script works on every `.explorer` box of a page: a table whose `<tbody class="q">` items are
the rows (a summary row and a hidden detail row each), the `<select data-filter="KEY">` filters
(an item is shown when its `data-KEY` equals the choice; `data-docs` is a JSON list, shown when
it holds the choice), one search box (case-insensitive, over the item's whole text), the sort
buttons of the header (`data-sort="KEY"`, numeric when `data-type="number"`; a second click
reverses) and the buttons that open a row. It reads the page's own data attributes only: no
network, no storage, no clock. Nothing from a corpus or a pipeline reaches it except through
attributes and text, both HTML-escaped by the builders.
"""

from __future__ import annotations

CSS = """
*{box-sizing:border-box}
body{font-family:system-ui,sans-serif;margin:0 auto;padding:1.5em 2em;max-width:72em;color:#222;line-height:1.4}
h1,h2,h3{font-weight:600} h1{font-size:1.5em;overflow-wrap:anywhere}
table{border-collapse:collapse;margin:1em 0}
td,th{border:1px solid #ccc;padding:.3em .6em;text-align:left;vertical-align:top;overflow-wrap:break-word}
table.rows td:first-child,table.rows dd{overflow-wrap:anywhere}
code{overflow-wrap:anywhere}
.num{text-align:right} .correct{color:#2e7d32} .partial{color:#8a6500} .wrong{color:#c62828}
svg{max-width:100%;height:auto}
.answer{white-space:pre-wrap;font-family:monospace}
.legend span{display:inline-block;width:1em;height:1em;margin:0 .3em 0 1em;vertical-align:middle}
.probe{display:flex;flex-direction:column;gap:.4em;margin:1em 0}
.ptype{display:flex;gap:.5em;align-items:flex-start}
.ptype h3{flex:0 0 9em;margin:0;font-size:.9em;overflow-wrap:anywhere}
.pcells{display:flex;flex-wrap:wrap;gap:3px;margin:0;padding:0;list-style:none;min-width:0}
.pcells li{color:#fff;font-size:.75em;padding:.2em .4em;border-radius:3px;text-align:center;max-width:100%;
overflow-wrap:anywhere}
.filters{display:flex;flex-wrap:wrap;gap:.5em 1em;align-items:end;margin:.5em 0}
.filters label{display:flex;flex-direction:column;font-size:.85em;max-width:100%}
.filters select,.filters input{font:inherit;max-width:18em}
.shown{font-size:.9em;color:#555;margin:.3em 0}
table.rows{width:100%;table-layout:fixed}
table.rows th button{font:inherit;font-weight:600;border:0;background:none;padding:0;cursor:pointer;text-align:left}
table.rows th[aria-sort=ascending] button::after{content:" \\25B2"}
table.rows th[aria-sort=descending] button::after{content:" \\25BC"}
button.open{font:inherit;border:0;background:none;padding:0;cursor:pointer;color:#1565c0;text-align:left;
overflow-wrap:anywhere}
button.open::before{content:"\\25B8 "} button.open[aria-expanded=true]::before{content:"\\25BE "}
tr.detail>td{background:#fafafa}
td.qtext{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.pic{display:block;border:1px solid #bbb;background-size:100% 100%;max-width:100%}
.card{display:flex;flex-wrap:wrap;gap:1em}
.card dl{flex:1 1 24em;min-width:0;margin:0}
.card dt{font-weight:600;font-size:.85em;color:#555;margin-top:.4em}
.card dd{margin:0 0 0 1em}
.card ol{margin:0;padding-left:1.5em;font-size:.9em}
figure.doc{flex:0 0 auto;margin:0;max-width:100%}
figure.doc img{display:block;border:1px solid #bbb;max-width:100%;height:auto}
figure.doc figcaption{font-size:.8em;max-width:200px;overflow-wrap:anywhere}
.verdict{font-size:1.15em;border-left:4px solid #1565c0;padding:.3em .8em;background:#f3f7fc}
"""

SCRIPT = r"""
(function () {
  "use strict";
  var ranks = {correct: 0, partial: 1, wrong: 2};
  function value(tb, key, type) {
    var v = tb.getAttribute("data-" + key) || "";
    if (type === "number") { return v === "" ? Infinity : parseFloat(v); }
    if (key === "grade" || key === "to" || key === "from") { return v in ranks ? ranks[v] : 9; }
    return v;
  }
  document.querySelectorAll(".explorer").forEach(function (box) {
    var table = box.querySelector("table.rows");
    var items = Array.prototype.slice.call(table.tBodies);
    var texts = items.map(function (tb) { return tb.textContent.toLowerCase(); });
    var order = items.map(function (tb, i) { return i; });
    var selects = Array.prototype.slice.call(box.querySelectorAll("select[data-filter]"));
    var search = box.querySelector("input[type=search]");
    var shown = box.querySelector(".shown");
    function keep(i) {
      var tb = items[i];
      for (var s = 0; s < selects.length; s++) {
        var want = selects[s].value, key = selects[s].getAttribute("data-filter");
        if (want === "") { continue; }
        if (key === "docs") {
          if (JSON.parse(tb.getAttribute("data-docs") || "[]").indexOf(want) < 0) { return false; }
        } else if (tb.getAttribute("data-" + key) !== want) { return false; }
      }
      var words = search ? search.value.trim().toLowerCase() : "";
      return words === "" || texts[i].indexOf(words) >= 0;
    }
    function update() {
      var n = 0;
      for (var i = 0; i < items.length; i++) { var ok = keep(i); items[i].hidden = !ok; if (ok) { n++; } }
      shown.textContent = n + " of " + items.length + " " + shown.getAttribute("data-noun") + " shown";
    }
    selects.forEach(function (s) { s.addEventListener("change", update); });
    if (search) { search.addEventListener("input", update); }
    box.querySelectorAll("th button[data-sort]").forEach(function (b) {
      b.addEventListener("click", function () {
        var th = b.parentNode, key = b.getAttribute("data-sort"), type = b.getAttribute("data-type");
        var dir = th.getAttribute("aria-sort") === "ascending" ? -1 : 1;
        box.querySelectorAll("th[aria-sort]").forEach(function (h) { h.removeAttribute("aria-sort"); });
        th.setAttribute("aria-sort", dir === 1 ? "ascending" : "descending");
        var idx = order.slice().sort(function (x, y) {
          var a = value(items[x], key, type), c = value(items[y], key, type);
          if (a < c) { return -dir; }
          if (a > c) { return dir; }
          return x - y;
        });
        idx.forEach(function (i) { table.appendChild(items[i]); });
      });
    });
    table.addEventListener("click", function (e) {
      var b = e.target.closest("button.open");
      if (!b) { return; }
      var open = b.getAttribute("aria-expanded") !== "true";
      b.setAttribute("aria-expanded", open ? "true" : "false");
      b.closest("tbody").querySelector("tr.detail").hidden = !open;
    });
    update();
  });
})();
"""
