// A phone seat's page (issue 36). It opens a websocket on the port it was served from, says hello with the
// join code from its address, and shows what the host sends: this seat's own projection, never more. Every
// action goes to the host, which checks it as it checks a joined computer's; a refusal comes back worded.
// The seat token is kept in localStorage, so a reload or a phone that slept takes the same seat back.
"use strict";
(function () {
  var SUITS = ["deer", "badger", "fox", "rabbit", "owl"];
  var params = new URLSearchParams(location.search);
  var code = (params.get("code") || "").trim();
  var store = "woods-seat:" + location.host + ":" + code;
  var words = {};
  var lang = "en";
  var ws = null;
  var seat = null;
  var last = null; // the last state message: this seat's view, its legal actions
  var chosen = []; // indexes into this seat's hand
  var nextId = 1;
  var retry = 0;
  var stopped = false;
  var retryTimer = null;
  var closeNote = null; // why the host closed the connection on purpose (the game over, saved), kept on screen
  var game = null; // the game's own page part (phone_voice.js), null for Woodlanders drawn here
  window.woodsReceived = []; // every frame the page received, for the browser tests (never more than its seat's)

  function $(id) { return document.getElementById(id); }
  function w(key, values) {
    var text = words[key] || key;
    Object.keys(values || {}).forEach(function (k) { text = text.split("{" + k + "}").join(String(values[k])); });
    return text;
  }
  function show(id) {
    ["join", "wait", "game", "voice"].forEach(function (s) { $(s).hidden = s !== id; });
  }
  function banner(text) { $("banner").textContent = text || ""; $("banner").hidden = !text; }
  function suitName(suit) { return suit ? w("woodlanders.suit." + suit) : w("phone.none"); }
  function saved() {
    try { return JSON.parse(localStorage.getItem(store) || "null"); } catch (e) { return null; }
  }
  function keep(value) {
    try {
      if (value) { localStorage.setItem(store, JSON.stringify(value)); } else { localStorage.removeItem(store); }
    } catch (e) { /* private browsing: the seat is kept for this page's life only */ }
  }

  function translate() {
    document.documentElement.lang = lang;
    Array.prototype.forEach.call(document.querySelectorAll("[data-w]"), function (el) {
      el.textContent = w(el.getAttribute("data-w"));
    });
    $("game-title").textContent = words["woodlanders.title"] || words["voice.title"] || "";
  }

  // -- the connection ------------------------------------------------------------------------------------------
  function connect(name, token) {
    stopped = false;
    clearTimeout(retryTimer);
    var scheme = location.protocol === "https:" ? "wss://" : "ws://";
    var socket = new WebSocket(scheme + location.host + "/");
    ws = socket;
    socket.onopen = function () {
      var hello = { v: 1, type: "hello", code: code, name: name, phone: true, lang: lang };  // as words.json chose
      if (token) { hello.token = token; }
      socket.send(JSON.stringify(hello));
    };
    socket.onmessage = function (event) {
      if (socket !== ws) { return; }
      window.woodsReceived.push(event.data);
      receive(JSON.parse(event.data), name);
    };
    socket.onclose = function () {
      if (socket !== ws || stopped) { return; }
      banner(closeNote || w("phone.lost"));
      retry = Math.min(retry + 1, 5);
      retryTimer = setTimeout(function () { var s = saved(); if (s) { connect(s.name, s.token); } }, 600 * retry);
    };
  }

  function receive(m, name) {
    if (m.type === "welcome") {
      seat = m.seat;
      if (m.game === "voice" && !game) { game = window.woodsVoice(api); }
      retry = 0;
      keep({ name: name, token: m.token, seat: m.seat });
      closeNote = null;
      banner("");
      show("wait");
      $("wait-text").textContent = w("phone.waiting", { name: name });
    } else if (m.type === "lobby") {
      show("wait");
    } else if (m.type === "state") {
      if (!last || last.version !== m.version) { chosen = []; $("refusal").textContent = ""; }
      last = m;
      if (game) { game.draw(m); } else { draw(); }
    } else if (m.type === "result" || m.type === "answer") {
      $("refusal").textContent = m.refusal ? (m.text || w(m.refusal.key)) : "";
      if (last && game) {
        if (m.refusal) { $("v-refusal").textContent = m.text || w(m.refusal.key); }  // a new view clears it
        game.result(m);
      } else if (last) { draw(); }
    } else if (m.type === "error") {
      var s = saved();
      if (m.key === "net.err.over" && s && s.token) {
        // the game ended: the seat's token is kept, and the page asks again now and then, so the host's
        // "Play again" (the same seats, code and tokens) seats this phone again by itself
        closeNote = m.text || w("phone.over");
        banner(closeNote);
        retry = 5;
        return;
      }
      stopped = true;
      if (m.key === "net.err.code" || m.key === "net.err.full") { keep(null); }
      show("join");
      $("join-note").textContent = m.text || w(m.key);
      $("join-button").disabled = false;
    } else if (m.type === "closing") {
      // its people chose Save and quit: the game goes on when it is resumed there (same port, code and seat)
      closeNote = w("phone.closed");
      banner(closeNote);
      retry = 5;
    }
  }

  function send(action) {
    var id = nextId++;
    raw({ type: "act", id: id, action: action });
    return id;
  }
  function raw(message) {
    if (!ws || ws.readyState !== 1) { return; }
    ws.send(JSON.stringify(Object.assign({ v: 1 }, message)));
  }
  // what a game's own page part (phone_voice.js) may use
  var api = {
    w: w, el: function (t, c, x) { return el(t, c, x); }, $: $, show: show, send: send, raw: raw,
    redraw: function () { if (last && game) { game.draw(last); } },
    last: function () { return last; }
  };

  // -- the seat's view -----------------------------------------------------------------------------------------
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text !== undefined) { e.textContent = text; }
    return e;
  }
  function cardsText(cards) {
    return cards.map(function (c) { return suitName(c[0]) + " " + c[1]; }).join(" + ");
  }
  function legalOf(type) {
    return (last.legal || []).filter(function (a) { return a.type === type; });
  }

  function draw() {
    var v = last.view;
    var me = v.me;
    show("game");
    var names = v.names;
    var mine = !last.over && last.to_move === me;
    $("round").textContent = w("phone.round", { round: v.round, rounds: v.rounds });
    var turn = $("turn");
    turn.className = mine ? "mine" : "";
    if (last.over) {
      var winners = (last.outcome && last.outcome.winners) || [];
      turn.textContent = w("phone.over") + " " + w("phone.winner", {
        name: winners.map(function (i) { return names[i]; }).join(", ") });
    } else {
      turn.textContent = mine ? w("phone.your_turn")
        : (last.to_move === null ? "" : w("phone.turn_of", { name: names[last.to_move] }));
    }
    var pain = v.pain[me];
    $("pain").textContent = suitName(pain);
    $("pain").className = pain ? "t-" + pain : "";
    $("trump").textContent = suitName(v.trump);
    $("trump").className = v.trump ? "t-" + v.trump : "";
    drawTrick(v, names);
    drawScores(v, names, me);
    drawChoices(v, mine);
    drawHand(v, mine);
    $("mine").hidden = last.over;
  }

  function drawTrick(v, names) {
    var list = $("trick");
    list.textContent = "";
    // nobody has played to the next trick yet: the finished one stays here (the table display moves on by itself)
    var done = !v.trick.length && v.last_trick && v.phase === "play";
    var plays = done ? v.last_trick.plays : v.trick;
    var winner = done ? v.last_trick.winner : v.winning;
    list.className = done ? "done" : "";
    plays.forEach(function (p) {
      var li = el("li", p.seat === winner ? "winning" : "");
      li.appendChild(el("span", "", names[p.seat]));
      li.appendChild(el("span", "t-" + p.cards[0][0], cardsText(p.cards) + (p.cards.length > 1 ? " = " + p.total : "")));
      list.appendChild(li);
    });
    $("led").textContent = v.led_suit ? "· " + w("phone.led", { suit: suitName(v.led_suit) }) : "";
    if (!plays.length && v.phase === "play") { list.appendChild(el("li", "note", w("phone.trick_empty"))); }
    $("last").textContent = v.last_trick ? w(done ? "phone.trick_taken" : "phone.last_trick",
      { name: names[v.last_trick.winner] }) : "";
  }

  function drawScores(v, names, me) {
    var list = $("scores");
    list.textContent = "";
    names.forEach(function (name, i) {
      var li = el("li", i === me ? "me" : "");
      li.appendChild(el("span", "", name));
      var round = v.round_scores[i] ? " (" + (v.round_scores[i] > 0 ? "+" : "") + v.round_scores[i] + ")" : "";
      li.appendChild(el("span", "", v.game_points[i] + round));
      list.appendChild(li);
    });
  }

  function drawChoices(v, mine) {
    var box = $("choices");
    box.textContent = "";
    var prompt = "";
    if (mine && v.phase === "wardens") {
      prompt = w("phone.warden");
      legalOf("ChooseWarden").forEach(function (a) {
        var b = el("button", "card s-" + a.suit, suitName(a.suit));
        b.type = "button";
        b.setAttribute("data-warden", a.suit);
        b.onclick = function () { send(a); };
        box.appendChild(b);
      });
    } else if (mine && v.phase === "dealer_choice") {
      prompt = w("phone.dealer");
      legalOf("DealerChoose").forEach(function (a) {
        var b = el("button", "", w("phone.dealer_pick", { pain: suitName(a.pain), trump: suitName(a.trump) }));
        b.type = "button";
        b.onclick = function () { send(a); };
        box.appendChild(b);
      });
    } else if (mine && v.phase === "play") {
      prompt = w("phone.choose");
    }
    $("prompt").textContent = prompt;
  }

  function drawHand(v, mine) {
    var hand = (v.hands && v.hands[v.me]) || [];
    var box = $("hand");
    box.textContent = "";
    SUITS.forEach(function (suit) {
      var held = [];
      hand.forEach(function (c, i) { if (c[0] === suit) { held.push(i); } });
      if (!held.length) { return; }
      var row = el("div", "suit-row");
      row.appendChild(el("span", "suit-name t-" + suit, suitName(suit)));
      held.forEach(function (i) {
        var b = el("button", "card s-" + suit + (chosen.indexOf(i) >= 0 ? " chosen" : ""), String(hand[i][1]));
        b.type = "button";
        b.setAttribute("data-suit", suit);
        b.setAttribute("data-value", String(hand[i][1]));
        b.setAttribute("aria-pressed", chosen.indexOf(i) >= 0 ? "true" : "false");
        b.setAttribute("aria-label", suitName(suit) + " " + hand[i][1]);
        b.onclick = function () { toggle(i); };
        row.appendChild(b);
      });
      box.appendChild(row);
    });
    var playing = mine && v.phase === "play";
    $("play").disabled = !playing || !chosen.length;
    $("clear").disabled = !chosen.length;
    $("actions").hidden = !playing;
    $("bar").className = playing || $("prompt").textContent || $("refusal").textContent ? "" : "idle";
  }

  function toggle(i) {
    var at = chosen.indexOf(i);
    if (at >= 0) { chosen.splice(at, 1); } else { if (chosen.length >= 2) { chosen.shift(); } chosen.push(i); }
    $("refusal").textContent = "";
    drawHand(last.view, !last.over && last.to_move === last.view.me);
  }

  function play() {
    var hand = last.view.hands[last.view.me] || [];
    var cards = chosen.map(function (i) { return hand[i]; }).sort(function (a, b) { return b[1] - a[1]; });
    send({ type: "Play", cards: cards });
  }

  // -- starting ----------------------------------------------------------------------------------------------
  function start() {
    $("play").onclick = play;
    $("clear").onclick = function () { chosen = []; $("refusal").textContent = ""; draw(); };
    $("join-form").onsubmit = function (event) {
      event.preventDefault();
      var name = $("name").value.trim();
      if (!name) { return; }
      $("join-button").disabled = true;
      $("join-note").textContent = w("phone.joining");
      var s = saved();
      connect(name, s && s.name === name ? s.token : null);
    };
    document.addEventListener("visibilitychange", function () {
      // a phone that slept: its socket may be gone without a word; take the seat back at once
      if (document.visibilityState === "visible" && !stopped && (!ws || ws.readyState > 1)) {
        var s = saved();
        if (s) { retry = 0; connect(s.name, s.token); }
      }
    });
    var s = saved();
    if (!code) {
      show("join");
      $("join-form").hidden = true;
      $("join-note").textContent = w("phone.no_code");
    } else if (s && s.token) {
      show("wait");
      connect(s.name, s.token);
    } else {
      show("join");
      $("name").focus();
    }
  }

  fetch("words.json?lang=" + encodeURIComponent(navigator.language || ""))
    .then(function (r) { return r.json(); })
    .then(function (data) { words = data.words; lang = data.lang; translate(); start(); })
    .catch(function () { start(); });
})();
