// Voice of the Woods on a phone seat (issue 36): the seat's own view only, as the host projects it. In the
// writer's minute the field's letters show on the phone and the person spells a word by tapping them (each
// tap names the card that spells the letter, as the engine wants); Write sends it, the host's dictionary and
// engine judge it. Cubes, the Leader's choice, the Elder and the refresh are the host's legal actions, each
// a button. The letters show only while this phone's minute runs (or the table's minute, for everyone).
"use strict";
window.woodsVoice = function (api) {
  var w = api.w, el = api.el, $ = api.$;
  var spelt = []; // [card id, letter] in order
  var lastVersion = -1;
  var lastRound = -1;
  var clock = null; // the minute: {ends: local ms when it runs out, table: bool}
  var timer = null;
  var written = null; // the word sent last: {id, word}, until the host answers it
  var keepRefusalUntil = 0; // the dictionary's reason stays on screen through the penalty it cost, and for a few
  // seconds whatever else moves meanwhile (another seat's action changed the view and took it away unread)
  var openGroup = null; // the group of choices opened by its first tap (a drawn card, a cube's card)

  function cellOf(view, id) {
    var found = null;
    view.field.forEach(function (c) { if (c.id === id) { found = c; } });
    if (!found && view.me !== null) {
      (view.pile_up[view.me] || []).forEach(function (c) { if (c.id === id) { found = c; } });
    }
    return found;
  }
  function cardName(view, id) {
    var c = cellOf(view, id);
    if (!c) { return "?"; }
    if (c.label) { return c.label; }
    return w("phone.voice.face_down", { row: c.row + 1, col: c.col + 1 });
  }

  function describe(view, a) {
    var n = function (id) { return cardName(view, id); };
    switch (a.type) {
      case "NoWord": return w("phone.voice.pass");
      case "PlaceCube": return view.placing && view.placing.penalty ? w("phone.voice.penalty", { card: n(a.card) })
        : w("phone.voice.place", { card: n(a.card) });
      case "SkipCube": return w("phone.voice.skip", { card: n(a.card) });
      case "MoveCube": return w("phone.voice.move", { src: n(a.src), dst: n(a.dst) });
      case "LeaderCube": return a.place ? w("phone.voice.leader_yes") : w("phone.voice.leader_no");
      case "ElderTrade": return w("phone.voice.elder_trade", { cards: a.cards.map(n).join(", ") });
      case "ElderDecline": return w("phone.voice.elder_decline");
      case "RefreshPlace": {
        var drawn = (view.drawn[view.me] || []).filter(function (c) { return c.id === a.card; })[0];
        return w("phone.voice.refresh_place", { card: drawn ? drawn.label : "?", row: a.row + 1, col: a.col + 1 });
      }
      case "RemoveLine": return w(a.axis === "rows" ? "phone.voice.remove_rows" : "phone.voice.remove_cols");
      case "RemoveCard": return w("phone.voice.remove_card", { card: n(a.card) });
      case "KeepField": return w("phone.voice.keep_field");
      default: return a.type;
    }
  }

  function minuteRuns(m) {
    if (!m.minute) { return false; }
    var table = m.minute.mode === "table";
    var ends = Date.now() + (m.minute.started_at_ms + m.minute.length_ms - m.minute.host_now_ms);
    clock = { ends: ends, table: table };
    return table || m.to_move === m.view.me;
  }

  function tick() {
    if (!clock) { $("v-minute").textContent = ""; return; }
    var left = Math.max(0, Math.ceil((clock.ends - Date.now()) / 1000));
    $("v-minute").textContent = w("phone.voice.left", { s: left });
  }

  function draw(m) {
    var v = m.view, me = v.me;
    api.show("voice");
    if (m.version !== lastVersion) {
      if (Date.now() >= keepRefusalUntil) { $("v-refusal").textContent = ""; }
      lastVersion = m.version;
      openGroup = null;
    }
    if (v.round !== lastRound || (v.composed[me] && spelt.length)) { spelt = []; lastRound = v.round; }
    var mine = !m.over && m.to_move === me;
    $("v-round").textContent = w("phone.voice.round", { round: v.round });
    $("v-turn").textContent = m.over ? w("phone.over") : mine ? w("phone.your_turn")
      : (m.to_move === null ? "" : w("phone.turn_of", { name: v.names[m.to_move] }));
    $("v-turn").className = mine ? "mine" : "";
    var composing = v.phase === "compose" && !v.composed[me] && !m.over;
    clock = null;
    var writing = composing && minuteRuns(m);
    clearInterval(timer);
    if (writing) { timer = setInterval(tick, 250); }
    tick();
    $("v-start").hidden = !(composing && mine && !m.minute && v.minute === "private");
    $("v-wait").textContent = composing && !writing ? w("phone.voice.wait_minute") : "";
    // a refresh's drawn card chosen: its places are "+" cells on the field itself, where the card will lie
    var places = mine && openGroup !== null ? (m.legal || []).filter(function (a) {
      return a.type === "RefreshPlace" && groupOf(a) === openGroup;
    }) : [];
    drawField(v, writing, places);
    $("v-entry").hidden = !writing;
    drawWord(v);
    $("v-write").disabled = !writing || !mine || !spelt.length;
    drawChoices(m, mine, composing);
    drawScores(v);
  }

  function drawField(v, writing, places) {
    var box = $("v-field");
    box.textContent = "";
    var top = 0, left = 0, rows = 0, cols = 0; // a refresh's place may lie above or left of the field
    v.field.concat(places).forEach(function (c) {
      top = Math.min(top, c.row); left = Math.min(left, c.col);
      rows = Math.max(rows, c.row + 1); cols = Math.max(cols, c.col + 1);
    });
    // a field grown wide scrolls inside itself (each column a finger wide), never the whole page
    box.style.gridTemplateColumns = "repeat(" + (cols - left) + ", minmax(46px, 1fr))";
    places.forEach(function (a) {
      var b = el("button", "v-place primary", "+");
      b.type = "button";
      b.style.gridRow = String(a.row - top + 1);
      b.style.gridColumn = String(a.col - left + 1);
      b.setAttribute("data-choice", JSON.stringify(a));
      b.setAttribute("aria-label", describe(v, a));
      b.onclick = function () { api.send(a); };
      box.appendChild(b);
    });
    var show = writing || v.phase !== "compose";
    var sources = v.field.filter(function (c) { return c.face_up; }).concat(v.pile_up[v.me] || []);
    v.field.forEach(function (c) {
      var cell = el("div", "v-cell" + (c.face_up ? "" : " down"));
      cell.style.gridRow = String(c.row - top + 1);
      cell.style.gridColumn = String(c.col - left + 1);
      if (c.face_up && show) {
        c.letters.forEach(function (letter) { cell.appendChild(letterButton(c, letter, writing)); });
      }
      var cubes = el("span", "v-cubes");
      c.cubes.forEach(function (n, seat) { for (var i = 0; i < n; i++) { cubes.appendChild(el("i", "cube c" + seat)); } });
      cell.appendChild(cubes);
      box.appendChild(cell);
    });
    var own = $("v-own");
    own.textContent = "";
    if (writing) {
      (v.pile_up[v.me] || []).forEach(function (c) {
        c.letters.forEach(function (letter) { own.appendChild(letterButton(c, letter, true)); });
      });
    }
    return sources;
  }

  function letterButton(card, letter, active) {
    var b = el("button", "v-letter", letter);
    b.type = "button";
    b.setAttribute("data-card", String(card.id));
    b.setAttribute("data-letter", letter);
    var used = spelt.some(function (s) { return s[0] === card.id; });
    b.disabled = !active || used;
    b.onclick = function () { spelt.push([card.id, letter]); api.redraw(); };
    return b;
  }

  function drawWord(v) {
    $("v-word").textContent = spelt.map(function (s) { return s[1]; }).join("") || "…";
  }

  // A refresh lays one of three drawn cards on any of many places, and a cube may move from any card to many:
  // dozens of buttons. Past GROUP_AT they come in two taps (the card, then where), so a 360x640 page stays usable.
  var GROUP_AT = 6;
  function groupOf(a) {
    if (a.type === "RefreshPlace") { return "card:" + a.card; }
    if (a.type === "MoveCube") { return "src:" + a.src; }
    return null;
  }
  function groupLabel(view, a) {
    if (a.type === "RefreshPlace") {
      var drawn = (view.drawn[view.me] || []).filter(function (c) { return c.id === a.card; })[0];
      return w("phone.voice.lay_card", { card: drawn ? drawn.label : "?" });
    }
    return w("phone.voice.move_from", { src: cardName(view, a.src) });
  }
  function button(label, cls, kind, onclick) {
    var b = el("button", cls, label);
    b.type = "button";
    b.setAttribute("data-action", kind);
    b.onclick = onclick;
    return b;
  }

  function drawChoices(m, mine, composing) {
    var box = $("v-choices");
    box.textContent = "";
    if (!mine) { openGroup = null; return; }
    var legal = (m.legal || []).filter(function (a) { return !composing || a.type === "NoWord"; });
    var grouped = legal.length > GROUP_AT;
    if (openGroup !== null && !legal.some(function (a) { return groupOf(a) === openGroup; })) { openGroup = null; }
    if (grouped && openGroup !== null) {
      if (openGroup.indexOf("card:") === 0) { box.appendChild(el("p", "note", w("phone.voice.lay_where"))); }
      box.appendChild(button(w("phone.voice.back"), "", "back", function () { openGroup = null; api.redraw(); }));
    }
    var shown = {};
    legal.forEach(function (a) {
      var group = grouped ? groupOf(a) : null;
      if (group !== null && group !== openGroup) {
        if (openGroup !== null || shown[group]) { return; }
        shown[group] = true;
        var g = button(groupLabel(m.view, a), "primary", a.type, function () { openGroup = group; api.redraw(); });
        g.setAttribute("data-group", group);
        box.appendChild(g);
        return;
      }
      if (openGroup !== null && group !== openGroup) { return; }
      if (group !== null && a.type === "RefreshPlace") { return; } // on the field, as "+" cells
      var b = button(describe(m.view, a), a.type === "NoWord" ? "" : "primary", a.type, function () { api.send(a); });
      b.setAttribute("data-choice", JSON.stringify(a));
      box.appendChild(b);
    });
    box.className = box.children.length > GROUP_AT ? "many" : ""; // short labels, two to a row
  }

  function drawScores(v) {
    var list = $("v-scores");
    list.textContent = "";
    v.standings.forEach(function (s) {
      var li = el("li", "c" + s.seat + (s.seat === v.me ? " me" : ""));
      li.appendChild(el("span", "", v.names[s.seat]));
      li.appendChild(el("span", "", w("phone.voice.standing", { cards: s.cards, points: s.points, cubes: s.supply })));
      list.appendChild(li);
    });
  }

  function start() {
    $("v-start").onclick = function () { api.raw({ type: "start" }); };
    $("v-erase").onclick = function () { spelt.pop(); api.redraw(); };
    $("v-write").onclick = function () {
      var word = spelt.map(function (s) { return s[1]; }).join("");
      var id = api.send({ type: "Compose", word: word, cards: spelt.map(function (s) { return s[0]; }), at_ms: 0 });
      written = { id: id, word: word };
    };
  }

  // The host's dictionary refused the word: without the second-chance option it costs the penalty cube, as at
  // one computer (no word, carrying the word, the dictionary's reason and the word it proposes); with it, the
  // writer may write another within the minute.
  function result(m) {
    if (!written || m.id !== written.id) { return; }
    var word = written.word;
    written = null;
    var refusal = m.refusal;
    if (refusal) { keepRefusalUntil = Date.now() + 6000; }
    if (!refusal || refusal.key.indexOf("voice.word.") !== 0 || api.last().view.second_chance) { return; }
    var hint = (refusal.params && refusal.params.suggestion) || "";
    api.send({ type: "NoWord", reason: refusal.key, at_ms: 0, word: word, hint: String(hint) });
  }
  start();
  return { draw: draw, result: result };
};
