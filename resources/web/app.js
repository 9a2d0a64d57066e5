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
const hundredths = new Intl.NumberFormat(boot.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
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
function cutRound(data) {
  // CG-M3: a top-cut round is named as the floor calls it, never "Round 9 of 6"
  const named = { final: T.final, semi: T.semi_final, quarter: T.quarter_final }[data.cut_round];
  return named || say(T.top_n, n(data.cut_size));
}
function drawClock() {
  const main = document.getElementById("main");
  main.replaceChildren();
  if (!clock || clock.level === undefined) { main.append(el("p", "hint", T.no_clock)); return; }
  const level = clock.level || {};
  main.className = level.is_break ? "break" : "";
  let title;
  if (level.is_break) title = T.break;
  else if (clock.stage === "cut") title = cutRound(clock);
  else if (clock.kind === "swiss") title = clock.rounds ? say(T.round_of, n(clock.round || clock.level_number), n(clock.rounds)) : say(T.round, n(clock.level_number));
  else if (clock.kind === "league") title = say(T.round, n(clock.round || 0));
  else title = say(T.level, n(clock.level_number));
  if (clock.logo) {  // the venue's logo (issue 35): a new version is a new address
    const url = new URL("/logo", location.href);
    if (code) url.searchParams.set("code", code);
    url.searchParams.set("v", clock.logo);
    const img = el("img", "logo");
    img.src = url.pathname + url.search;
    img.alt = "";
    main.append(img);
  }
  main.append(el("div", "level", title));
  const time = el("div", "time" + (clock.running ? "" : " paused"), mmss(remaining()));
  time.id = "time";
  main.append(time);
  if (clock.announcement) {  // the desk's line for the room (issue 35)
    const said = el("div", "announce", clock.announcement);
    said.id = "announce";
    main.append(said);
  }
  main.append(el("div", "amounts", blinds(level)));
  const status = { not_started: T.not_started, paused: T.paused, finished: T.finished }[clock.status] || "";
  main.append(el("div", "status", status));
  const hfh = clock.hand_for_hand;  // HFH-2 (issue 23): the room plays one hand at a time
  if (hfh) {
    const where = hfh.playing.length ? say(T.still_playing, hfh.playing.map(n).join(", ")) : T.between_hands;
    const line = el("div", "hfh", `${T.hand_for_hand} · ${where}`);
    line.id = "hfh";
    main.append(line);
  }
  const stats = el("div", "stats");
  if (clock.kind === "poker" || clock.kind === "ofc") {
    stat(stats, T.next_level, clock.next ? (clock.next.is_break ? T.break : blinds(clock.next)) : "—");
    stat(stats, T.next_break, clock.to_break_ms === null ? "—" : mmss(clock.to_break_ms - (clock.running ? performance.now() - clockAt : 0)));
    stat(stats, T.players, clock.entries ? say(T.of, n(clock.players_left), n(clock.entries)) : "");
    stat(stats, T.average, n(clock.counted_average ?? clock.average));
    stat(stats, T.pool, clock.pool ? n(clock.pool) : "");
    stat(stats, T.paid, clock.places_paid ? n(clock.places_paid) : "");
  }
  if (clock.kind === "swiss" && clock.champion) stat(stats, T.champion, clock.champion);
  else if (clock.kind === "swiss" && clock.matches) {
    for (const m of clock.matches) stat(stats, say(T.table_n, n(m.table)), `${m.a} – ${m.b}` + (m.score ? `  ${m.score}` : ""));
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
    main.append(box);
    box.focus();
  }
  search();
}
function foundList(slice) {
  const list = el("ul", "found");
  for (const p of slice) {
    if (p.hint) { list.append(el("li", "row hint", p.hint)); continue; }
    const li = el("li", "row");
    li.append(el("div", "name", p.name), el("div", "where", where(p)));
    list.append(li);
  }
  return list;
}
let searched = null;  // the text of the answer on screen: a new one starts at page 1
function showFound(text, items) {
  if (text !== searched) pager.page = 0;
  searched = text;
  showRows("found", items, foundList, 22);
}
function search() {
  const text = document.getElementById("q").value.trim();
  if (!text) { showFound(text, [{ hint: T.find_hint }]); return; }
  api("/api/find?q=" + encodeURIComponent(text)).then((data) => {
    if (document.getElementById("q").value.trim() !== text) return;  // typed on since
    showFound(text, data.found.length ? data.found : [{ hint: T.nobody }]);
  }).catch(offline);
}

// ---- paging: every row comes on screen (a TV has no scroll bar) ----------------------------
// A list is cut into pages that fit the screen: columns filled in order, then the next page
// after `every` seconds (?every=8 by default), with "Page 2 of 3" shown. A tap or the arrow keys
// turn the page too. New data keeps the page being shown, so a list that changes every few
// seconds still cycles through all of its pages.
const every = Math.min(600, Math.max(0.1, Number(query.get("every")) || 8));
const pager = { box: null, rows: [], column: null, cap: 24, pages: [[]], page: 0, timer: 0 };

function pagerBox(id) {
  if (!pager.box || !pager.box.isConnected) {
    pager.box = el("div", "pages"); pager.box.id = id;
    pager.box.addEventListener("click", () => turn(1));
    const line = el("div", "pager"); line.id = "pager";
    document.getElementById("main").append(pager.box, line);
  }
  return pager.box;
}
function showRows(id, rows, column, cap) {
  // rows: any values; column(slice) builds one column's element (a table with its header) whose
  // rows have the class "row"; cap: the widest a column needs to be, in em (longer names are cut
  // with an ellipsis).
  Object.assign(pager, { rows, column, cap });
  pagerBox(id);
  layout();
  if (!pager.timer) pager.timer = setInterval(() => turn(1), every * 1000);
}
function probe(rows, width) {
  const box = el("div", width ? "col probe" : "col probe wide");
  if (width) box.style.width = width + "px";
  box.append(pager.column(rows));
  pager.box.append(box);
  return box;
}
function cut(tops, bottoms, overhead, height, cols) {
  // Columns filled in order while each fits the height, then the next page (at least one row).
  const pages = [];
  let page = [], start = 0;
  for (let i = 1; i <= tops.length; i++) {
    if (i < tops.length && overhead + bottoms[i] - tops[start] <= height) continue;
    page.push([start, i]); start = i;
    if (page.length === cols) { pages.push(page); page = []; }
  }
  if (page.length || !pages.length) pages.push(page);
  return pages;
}
function layout() {
  const pages = pager.box;
  if (!pages || !pages.isConnected) return;
  pages.replaceChildren();
  document.getElementById("pager").textContent = say(T.page_of, 1, 1);  // its height counts
  const width = pages.clientWidth, height = pages.clientHeight;
  const style = getComputedStyle(pages);
  const gap = parseFloat(style.columnGap) || 0;
  const wide = probe(pager.rows, 0);
  const natural = Math.min(wide.getBoundingClientRect().width, pager.cap * parseFloat(style.fontSize));
  wide.remove();
  let cols = Math.max(1, Math.floor((width + gap) / (natural + gap)));
  let slack = 0;
  for (let tries = 0; tries < 6; tries++) {
    const box = probe(pager.rows, (width - gap * (cols - 1)) / cols);
    const items = [...box.querySelectorAll(".row")].map((r) => r.getBoundingClientRect());
    const whole = box.getBoundingClientRect().height;
    box.remove();
    if (!items.length) { pager.pages = [[]]; break; }
    const tops = items.map((r) => r.top), bottoms = items.map((r) => r.bottom);
    const overhead = Math.max(0, whole - (bottoms.at(-1) - tops[0]));
    pager.pages = cut(tops, bottoms, overhead, height - slack, cols);
    if (pager.pages.length === 1 && pager.pages[0].length < cols) {
      cols = pager.pages[0].length;  // a short list: fewer, wider columns
      continue;
    }
    pager.page %= pager.pages.length;
    render();
    const over = pages.scrollHeight - pages.clientHeight;
    if (over <= 0) return;
    slack += over;  // rounding made a page too tall: cut it shorter
  }
  pager.page %= pager.pages.length;
  render();
}
function render() {
  const page = pager.pages[pager.page];
  const cols = Math.max(1, pager.pages[0].length);
  pager.box.replaceChildren();
  for (let c = 0; c < cols; c++) {
    const box = el("div", "col");
    if (page[c]) box.append(pager.column(pager.rows.slice(page[c][0], page[c][1])));
    pager.box.append(box);
  }
  const count = pager.pages.length;
  document.getElementById("pager").textContent = count > 1 ? say(T.page_of, n(pager.page + 1), n(count)) : "";
  document.body.dataset.page = String(pager.page + 1);
  document.body.dataset.pages = String(count);
}
function turn(step) {
  if (!pager.box || !pager.box.isConnected || pager.pages.length < 2) return;
  pager.page = (pager.page + step + pager.pages.length) % pager.pages.length;
  render();
}
function stopPaging() {
  clearInterval(pager.timer);
  pager.timer = 0;
  pager.box?.remove();
  document.getElementById("pager")?.remove();
  pager.box = null;
}
let relayout = 0;
window.addEventListener("resize", () => { clearTimeout(relayout); relayout = setTimeout(layout, 150); });
document.addEventListener("keydown", (event) => {
  if (event.target instanceof HTMLInputElement) return;
  if (["ArrowRight", "PageDown", " "].includes(event.key)) turn(1);
  else if (["ArrowLeft", "PageUp"].includes(event.key)) turn(-1);
});

// ---- lists ---------------------------------------------------------------------------------
function table(headers, rows, numeric) {
  // numeric[i]: 1 a right-aligned number, 2 a short text kept whole (a time), 0 a name (cut
  // with an ellipsis when too long)
  const cls = (i) => ["name", "n", "t"][numeric[i]];
  return (slice) => {
    const t = el("table"), head = el("tr");
    headers.forEach((h, i) => head.append(el("th", numeric[i] ? cls(i) : "", h)));
    t.append(head);
    for (const row of slice) {
      const tr = el("tr", "row" + (row.out ? " out" : ""));
      row.cells.forEach((c, i) => tr.append(el("td", cls(i), c)));
      t.append(tr);
    }
    return t;
  };
}
function showTable(headers, rows, numeric, cap) {
  const main = document.getElementById("main");
  if (!rows.length) {
    stopPaging();
    main.replaceChildren(el("p", "hint", T.nothing_yet));
    return;
  }
  main.querySelector(":scope > .hint")?.remove();
  showRows("pages", rows, table(headers, rows, numeric), cap);
}
function drawList() {
  api("/api/list").then((data) => {
    if (data.kind === "swiss") {
      showTable([T.table, T.player, T.points, T.opponent, T.points],
        data.rows.map((r) => ({ cells: [n(r.table), r.a, n(r.a_points), r.b || T.bye, r.b ? n(r.b_points) : ""] })),
        [1, 0, 1, 0, 1], 40);
    } else if (data.kind === "league") {
      showTable([T.player, T.opponent, T.when],
        data.rows.map((r) => ({ cells: [r.a, r.b, r.slot_at ? times.format(new Date(r.slot_at)) : "—"] })),
        [0, 0, 2], 40);
    } else {
      showTable([T.player, T.table, T.seat],
        data.rows.map((r) => ({ cells: [r.name, n(r.table), n(r.seat)] })), [0, 1, 1], 22);
    }
  }).catch(offline);
}
function record(r) {
  // won–lost–drawn, as the desk's W-L-D column (CG-M2): 13 points is 4–1–1, never "4–1"
  return `${n(r.wins)}–${n(r.losses)}–${n(r.draws ?? 0)}`;
}
function drawStandings() {
  api("/api/standings").then((data) => {
    if (data.kind === "swiss") {
      showTable(["#", T.player, T.points, T.record],
        data.rows.map((r) => ({ out: r.dropped, cells: [n(r.rank), r.name, n(r.points), record(r)] })),
        [1, 0, 1, 1], 24);
    } else if (data.kind === "league") {
      showTable(["#", T.player, T.lives],
        data.rows.map((r) => ({ out: !r.alive, cells: [n(r.rank), r.name, n(r.lives)] })), [1, 0, 1], 20);
    } else {
      showTable([T.place, T.player, T.prize],
        data.rows.map((r) => ({ cells: [n(r.place), r.name, r.prize ? n(r.prize) : ""] })), [1, 0, 1], 24);
    }
  }).catch(offline);
}
function drawSeries() {
  // the event's series board (SER-7): the first series it is in, its name above the table
  api("/api/series").then((data) => {
    const board = data.series[0];
    const main = document.getElementById("main");
    let caption = main.querySelector(":scope > h2.series");
    if (board && !caption) {
      caption = el("h2", "series");
      main.prepend(caption);
    }
    if (caption) caption.textContent = board ? board.name : "";
    showTable(["#", T.player, T.total],
      (board ? board.rows : []).map((r) => ({ cells: [n(r.rank), r.name, hundredths.format(r.total)] })),
      [1, 0, 1], 24);
  }).catch(offline);
}

// ---- following the store -------------------------------------------------------------------
const draw = { clock: drawClock, find: drawFind, list: drawList, standings: drawStandings,
               series: drawSeries };
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
    document.body.dataset.revision = String(revision);  // tests see which data was drawn
  }).catch(offline);
}
function start() {
  const nav = document.getElementById("nav");
  nav.append(link("/clock", T.clock), link("/find", T.find), link("/list", T.list_title),
             link("/standings", T.standings));
  api("/api/series").then((data) => {  // the Series screen only for an event in a series
    if (data.series.length) nav.append(link("/series", T.series));
  }).catch(() => {});
  document.getElementById("footer").textContent = T.footer;
  if (view !== "clock") draw[view]();
  poll(true);
  setInterval(poll, 2000);
  setInterval(tick, 250);
}
start();
