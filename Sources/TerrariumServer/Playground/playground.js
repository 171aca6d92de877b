// The Terrarium playground: every control maps to the render API's parameters, the picture is
// the API's own bytes, and the page's state lives in the URL's hash, so a link restores it.
// Plain JavaScript against this server only: no build step, no request anywhere else.
"use strict";

const $ = (id) => document.getElementById(id);
const controls = ["plugin", "scene", "example", "family", "device", "scale", "theme"];
let catalog = null;       // GET /v1/plugins
let edited = false;       // the editor holds the user's own input, sent as the body
let renderSequence = 0;   // answers to older requests are dropped
let typingTimer = null;
let imageURL = null;
let exampleSequence = 0;  // an example's JSON that arrives after another was picked is dropped

function option(select, value, label, selected) {
  const element = document.createElement("option");
  element.value = value;
  element.textContent = label ?? value;
  element.selected = value === selected;
  select.append(element);
}

function fill(select, values, selected, defaultLabel) {
  select.replaceChildren();
  if (defaultLabel !== undefined) option(select, "", defaultLabel, selected ?? "");
  for (const value of values) option(select, value, value, selected);
  if (![...select.options].some((o) => o.selected) && select.options.length) select.options[0].selected = true;
}

const plugin = () => catalog.plugins.find((p) => p.id === $("plugin").value);
const scene = () => plugin().scenes.find((s) => s.name === $("scene").value);

function examplesOf(p, sceneName) {
  return p.examples.filter((e) => e.scenes.includes(sceneName));
}

function fillForPlugin(saved) {
  const p = plugin();
  fill($("scene"), p.scenes.map((s) => s.name), saved.scene);
  fill($("theme"), p.themes, saved.theme ?? p.defaultTheme);
  const axes = $("axes");
  axes.replaceChildren();
  for (const axis of p.axes) {
    const label = document.createElement("label");
    label.textContent = axis.name[0].toUpperCase() + axis.name.slice(1) + " ";
    const select = document.createElement("select");
    select.id = "axis-" + axis.name;
    select.dataset.axis = axis.name;
    fill(select, axis.values, saved["axis." + axis.name], "(the input's)");
    select.addEventListener("change", () => render());
    label.append(select);
    axes.append(label);
  }
  fillForScene(saved);
}

function fillForScene(saved) {
  const p = plugin(), s = scene();
  const examples = examplesOf(p, s.name);
  const fallback = (examples.find((e) => e.default) ?? examples[0])?.name;
  fill($("example"), examples.map((e) => e.name), saved.example ?? fallback);
  const variants = s.families.length ? s.families : s.formats.map((f) => f.name);
  $("family-label").hidden = variants.length === 0;
  fill($("family"), variants, saved.family);
  const fixed = s.kind === "image";
  fill($("device"), catalog.devices, saved.device, fixed ? "(fixed size)" : "(default device)");
  $("device").disabled = fixed;
  fill($("scale"), catalog.scales.map(String), saved.scale, "(device's own)");
}

/// The request's query: canvas, theme and axes (the example is added when it is the input).
function query() {
  const q = new URLSearchParams();
  if (!$("family-label").hidden && $("family").value) q.set("family", $("family").value);
  if ($("device").value && !$("device").disabled) q.set("device", $("device").value);
  if ($("scale").value) q.set("scale", $("scale").value);
  if ($("theme").value && $("theme").value !== plugin().defaultTheme) q.set("theme", $("theme").value);
  for (const select of $("axes").querySelectorAll("select")) {
    if (select.value) q.set(select.dataset.axis, select.value);
  }
  return q;
}

async function loadExample() {
  const sequence = ++exampleSequence;
  const name = $("example").value;
  let text = "{}";
  if (name) {
    try {
      const answer = await fetch(`/v1/plugins/${encodeURIComponent(plugin().id)}/examples/${encodeURIComponent(name)}`);
      if (answer.ok) text = await answer.text();
    } catch { /* the render that follows reports the server unreachable */ }
  }
  if (sequence !== exampleSequence) return;
  $("input").value = text;
  setEdited(false);
}

function setEdited(value) {
  edited = value;
  $("edited").hidden = !value;
}

function showError(error) {
  const box = $("error");
  if (!error) { box.hidden = true; box.textContent = ""; $("input").classList.remove("invalid"); return; }
  box.hidden = false;
  // The message starts with the field it is about (`scale: must be 1, 2 or 3`).
  box.textContent = error.message;
  box.dataset.code = error.code;
  box.dataset.field = error.field ?? "";
  $("input").classList.toggle("invalid", error.code === "input");
  document.body.dataset.state = "error";
}

async function sha256(bytes) {
  if (!crypto.subtle) return "";
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/// Width and height from a PNG's IHDR chunk (bytes 16-23, big-endian), or null if not a PNG.
function pngSize(bytes) {
  const signature = [137, 80, 78, 71, 13, 10, 26, 10];
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/// The server's bearer token, when it asks for one (--token-file): typed once on the page and
/// kept for this tab only (never in the link, which is shared).
function authorized(options = {}) {
  const token = sessionStorage.getItem("terrarium-token");
  if (!token) return options;
  return { ...options, headers: { ...(options.headers ?? {}), Authorization: `Bearer ${token}` } };
}

async function render() {
  const sequence = ++renderSequence;
  document.body.dataset.state = "loading";
  // Boxes belong to the picture they were measured on: gone until the new one's arrive.
  hideOverlay();
  saveState();
  const p = plugin().id, s = scene().name, q = query();
  let answer;
  try {
    if (edited) {
      answer = await fetch(`/v1/render/${p}/${s}?${q}`, authorized({ method: "POST", headers: { "Content-Type": "application/json" }, body: $("input").value }));
    } else {
      if ($("example").value) q.set("example", $("example").value);
      answer = await fetch(`/v1/render/${p}/${s}?${q}`, authorized());
    }
  } catch (failure) {
    if (sequence === renderSequence) showError({ code: "network", message: `the server cannot be reached (${failure})` });
    return;
  }
  if (sequence !== renderSequence) return;
  if (!answer.ok) {
    let error;
    try { error = (await answer.json()).error; } catch { error = { code: "http", message: `HTTP ${answer.status}` }; }
    // The server asks for its token: the field to give it appears.
    if (answer.status === 401) $("token-label").hidden = false;
    if (sequence === renderSequence) showError(error);
    return;
  }
  const bytes = new Uint8Array(await answer.arrayBuffer());
  const digest = await sha256(bytes);
  if (sequence !== renderSequence) return;
  showError(null);
  if (imageURL) URL.revokeObjectURL(imageURL);
  imageURL = URL.createObjectURL(new Blob([bytes], { type: "image/png" }));
  const image = $("image");
  image.src = imageURL;
  // The size comes from the PNG's own header (IHDR), not from decoding the picture: a headless
  // browser under load can spend its whole time budget before decode() settles.
  const size = pngSize(bytes) ?? { width: image.naturalWidth, height: image.naturalHeight };
  const timing = /dur=([\d.]+)/.exec(answer.headers.get("Server-Timing") ?? "");
  const cache = answer.headers.get("X-Terrarium-Cache") ?? "";
  const scale = Number($("scale").value || 0) || null;
  $("info").textContent = `${size.width} × ${size.height} px · ${bytes.length.toLocaleString("en")} bytes · ` +
    (cache === "hit" ? "from the cache" : `rendered in ${timing ? Number(timing[1]).toFixed(1) : "?"} ms`);
  image.alt = `${p} ${s}`;
  image.dataset.sha256 = digest;
  image.dataset.bytes = String(bytes.length);
  image.dataset.etag = answer.headers.get("ETag") ?? "";
  image.dataset.scale = scale ?? "";
  document.body.dataset.state = "ready";
  if ($("overlay").checked) await overlay(sequence);
}

async function overlay(sequence) {
  const p = plugin().id, s = scene().name, q = query();
  const options = edited
    ? { method: "POST", headers: { "Content-Type": "application/json" }, body: $("input").value }
    : {};
  if (!edited && $("example").value) q.set("example", $("example").value);
  let inspection;
  try {
    const answer = await fetch(`/v1/inspect/${p}/${s}?${q}`, authorized(options));
    if (!answer.ok) return;
    inspection = await answer.json();
  } catch {
    return;
  }
  if (sequence !== renderSequence) return;
  const flagged = new Set(inspection.findings.map((f) => f.box).filter(Boolean));
  const layer = $("boxes");
  layer.replaceChildren();
  for (const box of inspection.boxes) {
    const element = document.createElement("div");
    element.className = box.role + (flagged.has(box.id) ? " flagged" : "");
    // In percent of the canvas, so the boxes follow the picture at any displayed size.
    element.style.left = `${(100 * box.x) / inspection.width}%`;
    element.style.top = `${(100 * box.y) / inspection.height}%`;
    element.style.width = `${(100 * box.width) / inspection.width}%`;
    element.style.height = `${(100 * box.height) / inspection.height}%`;
    element.title = `${box.id} (${box.role})`;
    layer.append(element);
  }
  layer.hidden = false;
  const list = $("findings");
  list.replaceChildren();
  list.classList.toggle("clean", inspection.findings.length === 0);
  if (inspection.findings.length === 0) {
    const item = document.createElement("li");
    item.textContent = `lint: no findings in ${inspection.boxes.length} boxes`;
    list.append(item);
  }
  for (const finding of inspection.findings) {
    const item = document.createElement("li");
    item.textContent = `${finding.kind}${finding.box ? ` (${finding.box})` : ""}: ${finding.message}`;
    list.append(item);
  }
  list.hidden = false;
}

function hideOverlay() {
  $("boxes").hidden = true;
  $("findings").hidden = true;
}

function state() {
  const saved = {};
  for (const id of controls) if ($(id).value && !$(id).disabled) saved[id] = $(id).value;
  if ($("family-label").hidden) delete saved.family;
  for (const select of $("axes").querySelectorAll("select")) if (select.value) saved["axis." + select.dataset.axis] = select.value;
  if (edited) saved.input = $("input").value;
  if ($("overlay").checked) saved.overlay = "1";
  return saved;
}

function saveState() {
  const saved = state();
  const hash = new URLSearchParams(saved).toString();
  history.replaceState(null, "", "#" + hash);
  // As attributes too, so the page's state shows in its markup (and in a saved page).
  for (const [id, text] of [["link", location.href], ["command", command(saved)]]) {
    $(id).value = text;
    $(id).setAttribute("value", text);
  }
}

function shellQuote(text) {
  return /^[\w.\/=:-]+$/.test(text) ? text : `'${text.replaceAll("'", "'\\''")}'`;
}

/// The same render from the command line.
function command(saved) {
  const parts = ["terrarium", "render", saved.plugin, saved.scene];
  if (saved.input !== undefined) parts.push("--input", "input.json");
  else if (saved.example) parts.push("--example", saved.example);
  for (const name of ["family", "device", "scale", "theme"]) {
    if (saved[name] && !(name === "theme" && saved.theme === plugin().defaultTheme)) parts.push("--" + name, saved[name]);
  }
  for (const [key, value] of Object.entries(saved)) if (key.startsWith("axis.")) parts.push("--axis", `${key.slice(5)}=${value}`);
  parts.push("-o", `${saved.plugin}-${saved.scene}.png`);
  return parts.map(shellQuote).join(" ");
}

async function copy(id) {
  const field = $(id);
  field.select();
  try { await navigator.clipboard.writeText(field.value); } catch { document.execCommand?.("copy"); }
}

async function start() {
  try {
    const answer = await fetch("/v1/plugins");
    if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
    catalog = await answer.json();
  } catch (failure) {
    showError({ code: "network", message: `the plugin list cannot be loaded (${failure.message ?? failure})` });
    return;
  }
  const saved = Object.fromEntries(new URLSearchParams(location.hash.slice(1)));
  fill($("plugin"), catalog.plugins.map((p) => p.id), saved.plugin);
  fillForPlugin(saved);
  $("overlay").checked = saved.overlay === "1";
  if (saved.input !== undefined) {
    $("input").value = saved.input;
    setEdited(true);
  } else {
    await loadExample();
  }

  $("plugin").addEventListener("change", async () => { fillForPlugin({}); await loadExample(); render(); });
  $("scene").addEventListener("change", async () => { fillForScene({}); await loadExample(); render(); });
  $("example").addEventListener("change", async () => { await loadExample(); render(); });
  for (const id of ["family", "device", "scale", "theme"]) $(id).addEventListener("change", () => render());
  $("token").value = sessionStorage.getItem("terrarium-token") ?? "";
  $("token-label").hidden = !$("token").value;
  $("token").addEventListener("change", () => { sessionStorage.setItem("terrarium-token", $("token").value.trim()); render(); });
  $("input").addEventListener("input", () => {
    setEdited(true);
    clearTimeout(typingTimer);
    // Debounced: the server's messages follow the typing without a render per keystroke.
    typingTimer = setTimeout(render, 300);
  });
  $("overlay").addEventListener("change", () => { if ($("overlay").checked) render(); else { hideOverlay(); saveState(); } });
  $("copy-link").addEventListener("click", () => copy("link"));
  $("copy-command").addEventListener("click", () => copy("command"));
  await render();
}

start();
