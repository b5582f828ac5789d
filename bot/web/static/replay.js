// Steps through a game's replay: the buttons, the list of turns, and the keys anywhere on the page
// (arrows, Home, End; Page Up and Page Down a turn). Without this script the same buttons and list
// ask the server for the step (?step=, ?turn=).
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("replay-data").textContent);
  var scene = document.getElementById("scene");
  var counter = document.getElementById("counter");
  var said = document.getElementById("said");
  var turnList = document.getElementById("turn");
  var template = counter.getAttribute("data-template");
  var buttons = {
    first: document.getElementById("first"),
    prev: document.getElementById("prev"),
    next: document.getElementById("next"),
    last: document.getElementById("last"),
    prevTurn: document.getElementById("prev-turn"),
    nextTurn: document.getElementById("next-turn"),
  };
  var last = data.steps.length - 1;
  var turns = data.turns;
  var index = Number(scene.getAttribute("data-step")) || 0;

  function turnOf(step) {
    var found = 0;
    turns.forEach(function (first, number) { if (first <= step) { found = number; } });
    return found;
  }

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
      if (p[2]) { node.className = p[2]; }
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
    said.textContent = data.said[index].map(function (line) { return data.lines[line]; }).join(" ");
    var turn = turnOf(index);
    turnList.selectedIndex = turn;
    buttons.first.disabled = buttons.prev.disabled = index === 0;
    buttons.next.disabled = buttons.last.disabled = index === last;
    buttons.prevTurn.disabled = turn === 0;
    buttons.nextTurn.disabled = turn === turns.length - 1;
  }

  function previousTurn() {
    show(turns[Math.max(0, turnOf(index) - 1)]);
  }

  function nextTurn() {
    var turn = turnOf(index);
    show(turn + 1 < turns.length ? turns[turn + 1] : last);
  }

  function on(button, action) {
    button.addEventListener("click", function (event) {
      event.preventDefault();
      action();
    });
  }

  on(buttons.first, function () { show(0); });
  on(buttons.prev, function () { show(index - 1); });
  on(buttons.next, function () { show(index + 1); });
  on(buttons.last, function () { show(last); });
  on(buttons.prevTurn, previousTurn);
  on(buttons.nextTurn, nextTurn);
  turnList.addEventListener("change", function () { show(turns[turnList.selectedIndex]); });
  document.getElementById("replay-controls").addEventListener("submit", function (event) {
    event.preventDefault();
  });
  document.getElementById("show-turn").hidden = true;  // the list shows its turn when chosen
  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey) { return; }
    if (event.target === turnList) { return; }  // its arrows choose a turn
    var moves = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: last };
    if (event.key in moves) {
      event.preventDefault();
      show(moves[event.key]);
    } else if (event.key === "PageUp" || event.key === "PageDown") {
      event.preventDefault();
      (event.key === "PageUp" ? previousTurn : nextTurn)();
    }
  });
  show(index);
})();
