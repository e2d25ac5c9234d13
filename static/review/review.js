// envstudio review: keyboard shortcuts (a approve, r reject, e edit, j/k next/previous, ? help) and the graph panel.
// Everything the server must decide stays on the server; this only clicks links and buttons that are on the page.
(function () {
  "use strict";

  function isField(t) {
    return !!t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));
  }

  // Keys are shortcuts only when nothing that takes text has focus: check the event target and the focused element.
  function typing(event) { return isField(event.target) || isField(document.activeElement); }

  // An open reason box means a reason is being written: no shortcut may decide meanwhile.
  function reasonOpen() { return !!document.querySelector("details.reason-box[open]"); }

  function rows() { return Array.prototype.slice.call(document.querySelectorAll("[data-row-url]")); }

  function select(index) {
    var all = rows();
    if (!all.length) { return; }
    index = Math.max(0, Math.min(all.length - 1, index));
    all.forEach(function (r) { r.classList.remove("selected"); });
    all[index].classList.add("selected");
    all[index].scrollIntoView({ block: "nearest" });
  }

  function selectedIndex() {
    return rows().findIndex(function (r) { return r.classList.contains("selected"); });
  }

  function step(delta) {
    // On a list page j/k move the selection; on a detail page they follow the next/previous links.
    if (rows().length) { var i = selectedIndex(); select(i < 0 ? 0 : i + delta); return; }
    var link = document.querySelector(delta > 0 ? "[data-shortcut-next]" : "[data-shortcut-prev]");
    if (link) { window.location.href = link.getAttribute("href"); }
  }

  function trigger(name) {
    var el = document.querySelector("[data-shortcut='" + name + "']");
    if (!el) { return false; }
    if (el.tagName === "A") { window.location.href = el.getAttribute("href"); }
    else if (el.tagName === "DETAILS") {
      el.open = true;
      // The reason textarea, never the form's hidden CSRF input (focus on that is lost, and keys run shortcuts).
      var box = el.querySelector("textarea[data-reason-box]");
      if (box) { box.focus(); }
    }
    else { el.focus(); el.click(); }
    return true;
  }

  function toggleHelp(show) {
    var help = document.getElementById("kbd-help");
    if (help) { help.hidden = show === undefined ? !help.hidden : !show; }
  }

  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey) { return; }
    if (event.key === "Escape") { toggleHelp(false); return; }
    if (typing(event)) { return; }
    switch (event.key) {
      case "?": toggleHelp(); break;
      case "j": step(1); break;
      case "k": step(-1); break;
      case "Enter": {
        var i = selectedIndex();
        if (i >= 0) { window.location.href = rows()[i].getAttribute("data-row-url"); } else { return; }
        break;
      }
      case "a": if (reasonOpen() || !trigger("approve")) { return; } break;
      case "r": case "c": if (!trigger("reject")) { return; } break;
      case "e": if (!trigger("edit")) { return; } break;
      default: return;
    }
    event.preventDefault();
  });

  // After a decision the next item opens with an undo button for a few seconds.
  function startUndoCountdown() {
    var toast = document.getElementById("undo-toast");
    if (!toast) { return; }
    var left = parseInt(toast.getAttribute("data-undo-seconds"), 10) || 10;
    var label = toast.querySelector("[data-undo-countdown]");
    var timer = window.setInterval(function () {
      left -= 1;
      if (label) { label.textContent = left + " s"; }
      if (left <= 0) { window.clearInterval(timer); toast.remove(); }
    }, 1000);
  }
  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", startUndoCountdown); }
  else { startUndoCountdown(); }

  // Graph: a click (or Enter) on a node shows that tool's details, rendered server-side into <template>s.
  function showTool(node) {
    var name = node.getAttribute("data-tool");
    var panel = document.getElementById("tool-panel");
    var drawer = document.getElementById("tool-drawer");
    var svg = node.closest("svg");
    if (!panel || !svg) { return; }
    if (drawer) { drawer.hidden = false; }
    svg.querySelectorAll(".node").forEach(function (n) { n.classList.toggle("active", n === node); });
    svg.querySelectorAll(".edge").forEach(function (e) {
      var touches = e.getAttribute("data-source") === name || e.getAttribute("data-target") === name;
      e.classList.toggle("dim", !touches);
    });
    // The drawer shows the tool as the tool list renders it (one copy of each tool on the page).
    var source = document.querySelector("details.tool-row[data-tool-name='" + CSS.escape(name) + "'] .tool-body");
    panel.replaceChildren();
    if (source) { panel.appendChild(source.cloneNode(true)); }
    else { panel.textContent = name; }
    applyNeighbours();
  }

  // Graph controls: fit to width, zoom, find a tool, show only the selected tool's neighbours.
  function graphSvg() { return document.querySelector("#graph-box svg.tool-graph"); }

  function naturalWidth(svg) {
    var box = svg.viewBox && svg.viewBox.baseVal;
    return box && box.width ? box.width : svg.getBoundingClientRect().width;
  }

  function setScale(svg, scale) {
    var box = svg.viewBox.baseVal;
    svg.setAttribute("width", Math.round(box.width * scale));
    svg.setAttribute("height", Math.round(box.height * scale));
    svg.setAttribute("data-scale", scale);
  }

  function fitGraph() {
    var svg = graphSvg();
    var holder = document.getElementById("graph-box");
    if (!svg || !holder) { return; }
    setScale(svg, Math.min(1, (holder.clientWidth - 8) / naturalWidth(svg)));
  }

  function zoomGraph(factor) {
    var svg = graphSvg();
    if (!svg) { return; }
    var scale = parseFloat(svg.getAttribute("data-scale") || "1") * factor;
    setScale(svg, Math.max(0.2, Math.min(3, scale)));
  }

  function applyNeighbours() {
    var svg = graphSvg();
    var only = document.getElementById("graph-neighbours");
    if (!svg) { return; }
    var active = svg.querySelector(".node.active");
    var name = active ? active.getAttribute("data-tool") : null;
    var keep = {};
    if (name) { keep[name] = true; }
    svg.querySelectorAll(".edge").forEach(function (e) {
      var s = e.getAttribute("data-source"), t = e.getAttribute("data-target");
      if (s === name) { keep[t] = true; }
      if (t === name) { keep[s] = true; }
    });
    var on = !!(only && only.checked && name);
    svg.querySelectorAll(".node").forEach(function (n) {
      n.classList.toggle("hidden-node", on && !keep[n.getAttribute("data-tool")]);
    });
    svg.querySelectorAll(".edge").forEach(function (e) {
      var touches = e.getAttribute("data-source") === name || e.getAttribute("data-target") === name;
      e.classList.toggle("hidden-edge", on && !touches);
    });
  }

  function findTool(name) {
    var svg = graphSvg();
    if (!svg || !name) { return false; }
    var node = svg.querySelector("[data-tool='" + CSS.escape(name.trim()) + "']");
    if (!node) { return false; }
    showTool(node);
    var holder = document.getElementById("graph-box");
    var box = node.getBoundingClientRect(), outer = holder.getBoundingClientRect();
    holder.scrollLeft += box.left - outer.left - holder.clientWidth / 4 + box.width / 2;
    holder.scrollTop += box.top - outer.top - holder.clientHeight / 2 + box.height / 2;
    return true;
  }

  document.addEventListener("click", function (event) {
    var t = event.target;
    if (!t.closest) { return; }
    if (t.closest("[data-graph-fit]")) { fitGraph(); }
    if (t.closest("[data-drawer-close]")) { document.getElementById("tool-drawer").hidden = true; }
    var zoom = t.closest("[data-graph-zoom]");
    if (zoom) { zoomGraph(parseFloat(zoom.getAttribute("data-graph-zoom"))); }
  });
  document.addEventListener("change", function (event) {
    if (event.target.id === "graph-neighbours") { applyNeighbours(); }
    if (event.target.id === "graph-search") { findTool(event.target.value); }
  });
  document.addEventListener("keydown", function (event) {
    if (event.target.id === "graph-search" && event.key === "Enter") { findTool(event.target.value); event.preventDefault(); }
  });
  // A graph loaded on demand starts fitted to the width when it is wider than its box.
  document.body.addEventListener("htmx:afterSwap", function (event) {
    if (event.target.id === "graph-box") {
      var svg = graphSvg();
      if (svg && naturalWidth(svg) > event.target.clientWidth) { fitGraph(); }
      syncEdgeToggles();
    }
  });

  document.addEventListener("click", function (event) {
    var node = event.target.closest && event.target.closest("[data-tool]");
    if (node && node.closest("svg")) { showTool(node); }
  });
  document.addEventListener("keydown", function (event) {
    var node = event.target.closest && event.target.closest("svg [data-tool]");
    if (node && event.key === "Enter") { showTool(node); event.preventDefault(); }
  });

  // Graph: a checkbox per edge kind shows or hides those edges (the server renders the initial state).
  function applyEdgeToggle(box) {
    var view = box.closest("[data-graph-view]");
    if (!view) { return; }
    var kind = box.getAttribute("data-edge-toggle");
    view.querySelectorAll(".edge").forEach(function (e) {
      if (e.getAttribute("data-kind") === kind) { e.classList.toggle("edge-off", !box.checked); }
    });
  }

  document.addEventListener("change", function (event) {
    var box = event.target.closest && event.target.closest("[data-edge-toggle]");
    if (box) { applyEdgeToggle(box); }
  });
  // A browser may restore checkbox states on back/forward: bring the edges in line with them.
  function syncEdgeToggles() { document.querySelectorAll("[data-edge-toggle]").forEach(applyEdgeToggle); }
  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", syncEdgeToggles); }
  else { syncEdgeToggles(); }
})();
