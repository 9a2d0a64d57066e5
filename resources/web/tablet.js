// tdesk floor tablet (issue 39): the staff pages are plain forms; this only watches that the
// page's server still answers. When it does not (the host laptop died), the page says so and,
// as soon as the standby copy's staff pages answer (the host named them on this page in
// advance), goes on there at the same table: the staff member signs in with the same PIN.
"use strict";
(function () {
  const body = document.body;
  const standby = body.dataset.standby || "";
  const table = body.dataset.table || "";
  const EVERY_MS = 2000;
  let leaving = false;
  let sending = false;

  function answers(url, options) {
    const stop = new AbortController();
    const timer = setTimeout(() => stop.abort(), 2500);
    return fetch(url, Object.assign({ cache: "no-store", signal: stop.signal }, options || {}))
      .then(() => true, () => false)
      .finally(() => clearTimeout(timer));
  }
  function here() { return answers("/app.css"); }
  function there() {
    if (!standby) return Promise.resolve(false);
    return answers(new URL("/app.css", standby).href, { mode: "no-cors" });
  }
  function notice(text) {
    let box = document.getElementById("lost");
    if (!text) { if (box) box.remove(); return; }
    if (!box) {
      box = document.createElement("p");
      box.id = "lost";
      box.className = "notice";
      document.getElementById("main").prepend(box);
    }
    box.textContent = text;
  }
  function lost() {
    if (leaving) return;
    notice(body.dataset.lost || "");
    there().then((up) => {
      if (!up || leaving) return;
      leaving = true;
      const url = new URL(standby);
      if (table) url.searchParams.set("table", table);
      location.assign(url.href);
    });
  }
  function look() {
    if (leaving || sending) return;
    here().then((up) => { if (up) notice(""); else lost(); });
  }
  setInterval(look, EVERY_MS);
  // the live strip (a frame reloading itself) takes no room until it has something to say
  function fit(frame) {
    try {
      const doc = frame.contentDocument;
      const said = doc && doc.body && doc.body.textContent.trim();
      frame.style.height = said ? doc.documentElement.scrollHeight + "px" : "0";
    } catch (e) { /* not readable: the stylesheet's height stays */ }
  }
  document.querySelectorAll("iframe.changes").forEach((frame) => {
    frame.addEventListener("load", () => fit(frame));
    fit(frame);
  });
  // a form sent to a server that is gone would leave the tablet on the browser's error page
  document.addEventListener("submit", (event) => {
    if (sending) return;
    event.preventDefault();
    const form = event.target;
    const by = event.submitter;
    here().then((up) => {
      if (!up) { lost(); return; }
      sending = true;
      if (by) form.requestSubmit(by); else form.requestSubmit();
    });
  });
})();
