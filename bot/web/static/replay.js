// Steps through a game's replay: the buttons, and the arrow keys, Home and End anywhere on the page.
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("replay-data").textContent);
  var scene = document.getElementById("scene");
  var counter = document.getElementById("counter");
  var template = counter.getAttribute("data-template");
  var buttons = {
    first: document.getElementById("first"),
    prev: document.getElementById("prev"),
    next: document.getElementById("next"),
    last: document.getElementById("last"),
  };
  var last = data.steps.length - 1;
  var index = 0;

  function piece(number) {
    var p = data.pieces[number];
    var node;
    if (p[1]) {
      node = document.createElement("img");
      node.src = p[1];
      node.alt = p[0];
      node.title = p[0];
      node.width = 40;
      node.height = 40;
    } else {
      node = document.createElement("span");
      node.className = "card " + p[2];
      node.textContent = p[0];
    }
    return node;
  }

  function show(target) {
    index = Math.max(0, Math.min(last, target));
    var parts = document.createDocumentFragment();
    data.steps[index].forEach(function (partNumber) {
      var part = data.parts[partNumber];
      var box = document.createElement("div");
      box.className = part[1] ? "part current" : "part";
      var heading = document.createElement("h3");
      heading.textContent = data.headings[part[0]];
      var pieces = document.createElement("p");
      pieces.className = "pieces";
      part[2].forEach(function (number) { pieces.appendChild(piece(number)); });
      box.appendChild(heading);
      box.appendChild(pieces);
      parts.appendChild(box);
    });
    scene.replaceChildren(parts);
    scene.setAttribute("data-step", String(index));
    counter.textContent = template.replace("@S", String(index + 1)).replace("@N", String(last + 1));
    buttons.first.disabled = buttons.prev.disabled = index === 0;
    buttons.next.disabled = buttons.last.disabled = index === last;
  }

  buttons.first.addEventListener("click", function () { show(0); });
  buttons.prev.addEventListener("click", function () { show(index - 1); });
  buttons.next.addEventListener("click", function () { show(index + 1); });
  buttons.last.addEventListener("click", function () { show(last); });
  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey) { return; }
    var moves = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: last };
    if (event.key in moves) {
      event.preventDefault();
      show(moves[event.key]);
    }
  });
  show(0);
})();
