// The start form shows the input and options of the chosen seed kind only (all are listed without script).
(function () {
  var select = document.querySelector("#start-job select[name=kind]");
  if (!select) { return; }
  function show() {
    document.querySelectorAll("#start-job .kind-options").forEach(function (box) {
      var chosen = box.getAttribute("data-kind") === select.value;
      box.hidden = !chosen;
      box.open = chosen;
    });
  }
  select.addEventListener("change", show);
  show();
})();
