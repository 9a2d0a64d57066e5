// tdesk player screens: the clock, "find me", the seating list or pairings, standings.
// Read-only: it only GETs /api/*, follows the store's revision, keeps the clock counting between
// updates and shows a lost connection until it comes back. Data is only ever set as text.
"use strict";

const boot = JSON.parse(document.getElementById("boot").textContent);
const T = boot.labels;
const lang = boot.lang;
const view = document.body.dataset.view;
const query = new URLSearchParams(location.search);
const code = query.get("code") || "";
const numbers = new Intl.NumberFormat(boot.locale);
const times = new Intl.DateTimeFormat(boot.locale, { weekday: "short", hour: "2-digit", minute: "2-digit" });
let clock = null;          // the last /api/clock answer
let clockAt = 0;           // performance.now() when it arrived
let revision = -1;
let lastOk = Date.now();

function say(template, ...values) {
  return values.reduce((text, value, i) => text.replace("{" + i + "}", value), template);
}
function n(value) { return value === null || value === undefined ? "—" : numbers.format(value); }
function el(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined && text !== null) node.textContent = String(text);
  return node;
}
function api(path) {
  const url = new URL(path, location.href);
  if (code) url.searchParams.set("code", code);
  return fetch(url, { cache: "no-store" }).then((r) => {
    if (!r.ok) throw new Error(r.status);
    return r.json();
  });
}
function link(target, label) {
  const url = new URL(target, location.href);
  if (code) url.searchParams.set("code", code);
  url.searchParams.set("lang", lang);
  const a = el("a", target.slice(1) === view ? "current" : "", label);
  a.href = url.pathname + url.search;
  return a;
}
function mmss(ms) {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600), m = Math.floor((total % 3600) / 60), s = total % 60;
  const two = (x) => String(x).padStart(2, "0");
  return h ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
function blinds(level) {
  if (!level || level.is_break) return "";
  if (level.point_value && !level.bb) return say(T.per_point, n(level.point_value));
  if (!level.bb) return "";
  let text = `${n(level.sb)} / ${n(level.bb)}`;
  if (level.ante) text += "   " + say(T.ante, n(level.ante));
  return text;
}

// ---- the clock -------------------------------------------------------------------------
function remaining() {
  if (!clock || clock.remaining_ms === undefined) return 0;
  const passed = clock.running ? performance.now() - clockAt : 0;
  return clock.remaining_ms - passed;
}
function stat(parent, key, value) {
  if (value === "" || value === null || value === undefined) return;
  const box = el("div", "stat");
  box.append(el("div", "k", key), el("div", "v", value));
  parent.append(box);
}
function drawClock() {
  const main = document.getElementById("main");
  main.replaceChildren();
  if (!clock || clock.level === undefined) { main.append(el("p", "hint", T.no_clock)); return; }
  const level = clock.level || {};
  main.className = level.is_break ? "break" : "";
  let title;
  if (level.is_break) title = T.break;
  else if (clock.kind === "swiss") title = clock.rounds ? say(T.round_of, n(clock.round || clock.level_number), n(clock.rounds)) : say(T.round, n(clock.level_number));
  else if (clock.kind === "league") title = say(T.round, n(clock.round || 0));
  else title = say(T.level, n(clock.level_number));
  main.append(el("div", "level", title));
  const time = el("div", "time" + (clock.running ? "" : " paused"), mmss(remaining()));
  time.id = "time";
  main.append(time);
  main.append(el("div", "amounts", blinds(level)));
  const status = { not_started: T.not_started, paused: T.paused, finished: T.finished }[clock.status] || "";
  main.append(el("div", "status", status));
  const stats = el("div", "stats");
  if (clock.kind === "poker" || clock.kind === "ofc") {
    stat(stats, T.next_level, clock.next ? (clock.next.is_break ? T.break : blinds(clock.next)) : "—");
    stat(stats, T.next_break, clock.to_break_ms === null ? "—" : mmss(clock.to_break_ms - (clock.running ? performance.now() - clockAt : 0)));
    stat(stats, T.players, clock.entries ? say(T.of, n(clock.players_left), n(clock.entries)) : "");
    stat(stats, T.average, n(clock.counted_average ?? clock.average));
    stat(stats, T.pool, clock.pool ? n(clock.pool) : "");
    stat(stats, T.paid, clock.places_paid ? n(clock.places_paid) : "");
  }
  if (clock.kind === "league" && clock.cutoff_at) {
    stat(stats, T.cutoff, times.format(new Date(clock.cutoff_at)));
    if (clock.winner) stat(stats, T.winner, clock.winner);
  }
  main.append(stats);
}
function tick() {
  const time = document.getElementById("time");
  if (time && clock) time.textContent = mmss(remaining());
  if (clock && clock.running && remaining() <= 0 && performance.now() - clockAt > 1500) poll(true);
}

// ---- find me -------------------------------------------------------------------------------
function where(p) {
  if (p.status === "out") return say(T.out_place, n(p.place));
  if (p.status === "bye") return T.bye;
  if (p.status === "waiting") return say(T.waiting, n(p.table));
  if (p.slot_at) return say(T.vs_at, p.opponent, times.format(new Date(p.slot_at)));
  if (p.opponent) return say(T.table_vs, n(p.table), p.opponent);
  if (p.table) return say(T.table_seat, n(p.table), n(p.seat));
  return "";
}
function drawFind() {
  const main = document.getElementById("main");
  if (!document.getElementById("q")) {
    main.replaceChildren();
    const box = el("input");
    box.type = "search"; box.id = "q"; box.placeholder = T.type_name; box.autocomplete = "off";
    box.maxLength = 80;
    box.value = query.get("q") || "";
    box.addEventListener("input", () => search());
    const found = el("ul", "found"); found.id = "found";
    main.append(box, found);
    box.focus();
  }
  search();
}
function search() {
  const text = document.getElementById("q").value.trim();
  const found = document.getElementById("found");
  if (!text) { found.replaceChildren(el("li", "hint", T.find_hint)); return; }
  api("/api/find?q=" + encodeURIComponent(text)).then((data) => {
    if (document.getElementById("q").value.trim() !== text) return;  // typed on since
    found.replaceChildren();
    if (!data.found.length) found.append(el("li", "hint", T.nobody));
    for (const p of data.found) {
      const li = el("li");
      li.append(el("div", "name", p.name), el("div", "where", where(p)));
      found.append(li);
    }
  }).catch(offline);
}

// ---- lists ---------------------------------------------------------------------------------
function table(headers, rows, numeric) {
  const t = el("table"), head = el("tr");
  headers.forEach((h, i) => head.append(el("th", numeric[i] ? "n" : "", h)));
  t.append(head);
  for (const row of rows) {
    const tr = el("tr", row.out ? "out" : "");
    row.cells.forEach((c, i) => tr.append(el("td", numeric[i] ? "n" : "", c)));
    t.append(tr);
  }
  const wrap = el("div", "columns");
  wrap.append(t);
  return wrap;
}
function drawList() {
  api("/api/list").then((data) => {
    const main = document.getElementById("main");
    main.replaceChildren();
    if (!data.rows.length) { main.append(el("p", "hint", T.nothing_yet)); return; }
    if (data.kind === "swiss") {
      main.append(table([T.table, T.player, T.points, T.opponent, T.points],
        data.rows.map((r) => ({ cells: [n(r.table), r.a, n(r.a_points), r.b || T.bye, r.b ? n(r.b_points) : ""] })),
        [1, 0, 1, 0, 1]));
    } else if (data.kind === "league") {
      main.append(table([T.player, T.opponent, T.when],
        data.rows.map((r) => ({ cells: [r.a, r.b, r.slot_at ? times.format(new Date(r.slot_at)) : "—"] })),
        [0, 0, 0]));
    } else {
      main.append(table([T.player, T.table, T.seat],
        data.rows.map((r) => ({ cells: [r.name, n(r.table), n(r.seat)] })), [0, 1, 1]));
    }
  }).catch(offline);
}
function drawStandings() {
  api("/api/standings").then((data) => {
    const main = document.getElementById("main");
    main.replaceChildren();
    if (!data.rows.length) { main.append(el("p", "hint", T.nothing_yet)); return; }
    if (data.kind === "swiss") {
      main.append(table(["#", T.player, T.points, T.record],
        data.rows.map((r) => ({ out: r.dropped, cells: [n(r.rank), r.name, n(r.points), `${r.wins}–${r.losses}`] })),
        [1, 0, 1, 1]));
    } else if (data.kind === "league") {
      main.append(table(["#", T.player, T.lives],
        data.rows.map((r) => ({ out: !r.alive, cells: [n(r.rank), r.name, n(r.lives)] })), [1, 0, 1]));
    } else {
      main.append(table([T.place, T.player, T.prize],
        data.rows.map((r) => ({ cells: [n(r.place), r.name, r.prize ? n(r.prize) : ""] })), [1, 0, 1]));
    }
  }).catch(offline);
}

// ---- following the store -------------------------------------------------------------------
const draw = { clock: drawClock, find: drawFind, list: drawList, standings: drawStandings };
function offline() {
  if (Date.now() - lastOk > 3000) {
    const bar = document.getElementById("offline");
    bar.textContent = T.offline;
    bar.hidden = false;
  }
}
function poll(force) {
  api("/api/clock").then((data) => {
    lastOk = Date.now();
    document.getElementById("offline").hidden = true;
    const changed = data.revision !== revision;
    clock = data; clockAt = performance.now(); revision = data.revision;
    document.getElementById("event").textContent = data.event;
    if (view === "clock") drawClock();
    else if (changed || force) draw[view]();
  }).catch(offline);
}
function start() {
  const nav = document.getElementById("nav");
  nav.append(link("/clock", T.clock), link("/find", T.find), link("/list", T.list_title),
             link("/standings", T.standings));
  document.getElementById("footer").textContent = T.footer;
  if (view !== "clock") draw[view]();
  poll(true);
  setInterval(poll, 2000);
  setInterval(tick, 250);
}
start();
