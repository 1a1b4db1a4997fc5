// ssa-opt playground: the page's behaviour. Plain JavaScript, no
// dependencies; everything comes from the server that serves this file.
"use strict";

const $ = (id) => document.getElementById(id);
const state = {
  passes: [],        // the registry, from /api/passes
  examples: [],      // from /api/examples
  steps: [],         // the last run's stages
  stage: 0,          // the stage shown
  view: "source",    // the left column's tab
  trace: null,       // {steps, on_step, printer} of the stage, if any
  tracePos: -1,      // the trace step shown (-1: none)
};

// ----- Editor -----------------------------------------------------------

function updateGutter(badLine) {
  const lines = $("source").value.split("\n").length;
  const gutter = $("gutter");
  gutter.textContent = "";
  for (let i = 1; i <= lines; i++) {
    const span = document.createElement("span");
    span.textContent = i + "\n";
    if (i === badLine) span.className = "bad";
    gutter.appendChild(span);
  }
  gutter.scrollTop = $("source").scrollTop;
}

function showError(error) {
  const box = $("error");
  if (!error) {
    box.hidden = true;
    box.textContent = "";
    updateGutter(null);
    return;
  }
  const where = error.line != null
    ? (error.in === "pipeline" ? `pipeline, column ${error.column}: ` : `line ${error.line}, column ${error.column}: `)
    : "";
  box.textContent = "error: " + where + error.message;
  box.hidden = false;
  if (error.in === "source" && error.line != null) {
    selectView("source");
    updateGutter(error.line);
    const text = $("source").value;
    let start = 0;
    for (let i = 1; i < error.line; i++) start = text.indexOf("\n", start) + 1;
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    const src = $("source");
    src.focus();
    src.setSelectionRange(start, end);
    const lineHeight = parseFloat(getComputedStyle(src).lineHeight) || 26;
    src.scrollTop = Math.max(0, (error.line - 4) * lineHeight);
  } else if (error.in === "pipeline" && error.column != null) {
    const p = $("pipeline");
    p.focus();
    p.setSelectionRange(error.column - 1, error.column);
  }
}

// ----- Passes and pipeline -------------------------------------------------

function pipelineItems() {
  // Split at commas outside braces.
  const text = $("pipeline").value;
  const items = [];
  let depth = 0, start = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = text[i];
    if (c === "{") depth++;
    if (c === "}") depth = Math.max(0, depth - 1);
    if (i === text.length || (c === "," && depth === 0)) {
      const item = text.slice(start, i).trim();
      if (item) items.push(item);
      start = i + 1;
    }
  }
  return items;
}

function parseItem(item) {
  const brace = item.indexOf("{");
  const name = (brace < 0 ? item : item.slice(0, brace)).trim();
  const options = {};
  if (brace >= 0) {
    for (const part of item.slice(brace + 1).replace("}", "").split(/[\s,]+/)) {
      if (!part) continue;
      const [k, v] = part.split("=");
      options[k] = v === undefined ? "true" : v;
    }
  }
  return { name, options };
}

function itemText(pass, options) {
  const parts = pass.options
    .filter((o) => options[o.name] !== undefined && options[o.name] !== o.default)
    .map((o) => `${o.name}=${options[o.name]}`);
  return parts.length ? `${pass.name}{${parts.join(" ")}}` : pass.name;
}

function setPipelineItems(items) {
  $("pipeline").value = items.join(",");
}

// Options of the pipeline's element `index`, as selects.
function showOptions(index) {
  const box = $("pass-options");
  box.textContent = "";
  const items = pipelineItems();
  if (index < 0 || index >= items.length) return;
  const { name, options } = parseItem(items[index]);
  const pass = state.passes.find((p) => p.name === name);
  if (!pass || pass.options.length === 0) return;
  const title = document.createElement("strong");
  title.textContent = `${name} options:`;
  box.appendChild(title);
  for (const option of pass.options) {
    const label = document.createElement("label");
    label.title = option.help;
    label.append(option.name + " ");
    let input;
    if (option.values.length) {
      input = document.createElement("select");
      for (const v of option.values) input.add(new Option(v, v));
    } else {
      input = document.createElement("input");
      input.size = 8;
    }
    input.value = options[option.name] ?? option.default;
    input.dataset.option = option.name;
    input.addEventListener("change", () => {
      const all = pipelineItems();
      const current = parseItem(all[index]);
      current.options[option.name] = input.value;
      all[index] = itemText(pass, current.options);
      setPipelineItems(all);
    });
    label.appendChild(input);
    box.appendChild(label);
  }
}

function buildPassButtons() {
  const box = $("passes");
  for (const pass of state.passes) {
    const b = document.createElement("button");
    b.textContent = pass.name;
    b.title = pass.summary;
    b.dataset.pass = pass.name;
    if (pass.printer) b.classList.add("printer");
    b.addEventListener("click", () => {
      const items = pipelineItems();
      items.push(pass.name);
      setPipelineItems(items);
      showOptions(items.length - 1);
    });
    box.appendChild(b);
  }
}

// ----- Running -------------------------------------------------------------

async function run() {
  const body = {
    language: $("language").value,
    source: $("source").value,
    pipeline: $("pipeline").value,
    flavor: $("flavor").value,
    first_version: Number($("first-version").value),
  };
  $("run").disabled = true;
  $("run").textContent = "Running…";
  try {
    const response = await fetch("/api/run", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    state.steps = answer.steps || [];
    showError(answer.error);
    buildStages();
    if (state.steps.length) {
      showStage(state.steps.length - 1);
      if (!answer.error) selectView(state.steps.length > 1 ? "ir" : "textbook");
    } else {
      // Nothing ran: no picture, no trace from an earlier run.
      $("picture").textContent = "";
      $("picture-caption").textContent = "";
      state.trace = null;
      showTrace();
    }
  } catch (e) {
    showError({ message: "the server did not answer: " + e, line: null, column: null, in: "request" });
  } finally {
    $("run").disabled = false;
    $("run").textContent = "Run ▶";
  }
}

function buildStages() {
  const list = $("stage-list");
  list.textContent = "";
  state.steps.forEach((step, i) => {
    const b = document.createElement("button");
    b.textContent = `${i}: ${step.pass}`;
    b.dataset.stage = i;
    if (step.diff.some(([tag]) => tag !== " ")) b.classList.add("changed");
    b.addEventListener("click", () => showStage(i));
    list.appendChild(b);
  });
}

function showStage(i) {
  if (i < 0 || i >= state.steps.length) return;
  state.stage = i;
  for (const b of $("stage-list").children) {
    b.classList.toggle("active", Number(b.dataset.stage) === i);
  }
  const step = state.steps[i];
  state.trace = step.trace;
  state.tracePos = -1;
  const on = step.trace ? step.trace.on_step : i;
  drawPicture(state.steps[on].cfg_svg);
  $("picture-caption").textContent = on === i ? "" :
    `The picture is stage ${on} (${state.steps[on].pass}): the IR the trace below runs on.`;
  showTrace();
  renderView();
}

// ----- Left column views -----------------------------------------------

function selectView(view) {
  state.view = view;
  for (const b of $("view-tabs").children) b.classList.toggle("active", b.dataset.view === view);
  renderView();
}

function renderView() {
  const source = state.view === "source";
  $("source-view").hidden = !source;
  $("text-view").hidden = source;
  if (source) return;
  const pre = $("text-view");
  pre.textContent = "";
  const step = state.steps[state.stage];
  if (!step) {
    pre.textContent = "Run the program to see this view.";
    return;
  }
  if (state.view === "ir") {
    for (const [tag, line] of step.diff) {
      const span = document.createElement("span");
      span.className = tag === "+" ? "ins" : tag === "-" ? "del" : "same";
      span.textContent = line + "\n";
      pre.appendChild(span);
    }
    return;
  }
  let text;
  if (state.view === "output") {
    text = step.output || `(${step.pass} printed nothing: it is ${step.pass === "input" ? "the input" : "a transformation"})`;
  } else {
    text = step.views[state.view];
  }
  pre.textContent = text.split("\n").map((l) => l.replace(/^\/\/ ?/, "")).join("\n");
}

// ----- The picture -----------------------------------------------------

function drawPicture(svgText) {
  const box = $("picture");
  box.innerHTML = svgText;
  const svg = box.querySelector("svg");
  if (!svg) return;
  svg.classList.toggle("with-domtree", $("show-domtree").checked);
  for (const block of svg.querySelectorAll(".block")) {
    block.addEventListener("click", () => selectBlock(block));
  }
  $("block-info").textContent = "Click a block to see its dominators and dominance frontier.";
}

function blockName(svg, id) {
  const b = id && svg.querySelector(`#${CSS.escape(id)}`);
  return b ? b.dataset.name : "?";
}

function selectBlock(block) {
  const svg = block.ownerSVGElement;
  const already = block.classList.contains("sel");
  for (const b of svg.querySelectorAll(".block")) b.classList.remove("sel", "dominator", "frontier");
  if (already) {
    $("block-info").textContent = "Click a block to see its dominators and dominance frontier.";
    return;
  }
  const ids = (attr) => (block.dataset[attr] || "").split(" ").filter(Boolean);
  for (const id of ids("dom")) {
    if (id !== block.id) svg.querySelector(`#${CSS.escape(id)}`)?.classList.add("dominator");
  }
  for (const id of ids("df")) svg.querySelector(`#${CSS.escape(id)}`)?.classList.add("frontier");
  block.classList.add("sel");
  const names = (attr) => "{" + ids(attr).map((id) => blockName(svg, id)).join(", ") + "}";
  const idom = block.dataset.idom ? blockName(svg, block.dataset.idom) : "none";
  $("block-info").textContent =
    `${block.dataset.name}: dominators ${names("dom")}  ·  idom ${idom}  ·  DF(${block.dataset.name}) = ${names("df")}`;
}

// ----- Traces ----------------------------------------------------------

function showTrace() {
  const box = $("trace");
  const trace = state.trace;
  if (!trace || trace.steps.length === 0) {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  $("trace-title").textContent =
    `${trace.printer} on stage ${trace.on_step} (${state.steps[trace.on_step].pass})`;
  const list = $("trace-lines");
  list.textContent = "";
  trace.steps.forEach((s, i) => {
    const li = document.createElement("li");
    li.textContent = s.text;
    li.addEventListener("click", () => traceTo(i));
    list.appendChild(li);
  });
  traceTo(0);
}

function traceTo(pos) {
  const trace = state.trace;
  if (!trace) return;
  pos = Math.max(0, Math.min(trace.steps.length - 1, pos));
  state.tracePos = pos;
  const step = trace.steps[pos];
  $("trace-pos").textContent = `step ${pos + 1} / ${trace.steps.length}`;
  $("trace-current").textContent = step.text;
  const list = $("trace-lines");
  [...list.children].forEach((li, i) => li.classList.toggle("now", i === pos));
  list.children[pos]?.scrollIntoView({ block: "nearest" });
  const svg = $("picture").querySelector("svg");
  if (!svg) return;
  for (const b of svg.querySelectorAll(".block")) b.classList.remove("current", "mentioned");
  for (const id of step.mentions) svg.querySelector(`#${CSS.escape(id)}`)?.classList.add("mentioned");
  if (step.block) {
    const current = svg.querySelector(`#${CSS.escape(step.block)}`);
    if (current) {
      current.classList.remove("mentioned");
      current.classList.add("current");
    }
  }
}

// ----- Examples and start-up -------------------------------------------

function loadExample(i) {
  const example = state.examples[i];
  if (!example) return;
  $("language").value = example.language;
  $("source").value = example.source;
  $("pipeline").value = example.pipeline;
  $("pass-options").textContent = "";
  showError(null);
  selectView("source");
}

async function start() {
  const [passes, examples] = await Promise.all([
    fetch("/api/passes").then((r) => r.json()),
    fetch("/api/examples").then((r) => r.json()),
  ]);
  state.passes = passes;
  state.examples = examples;
  buildPassButtons();
  const select = $("example");
  examples.forEach((e, i) => select.add(new Option(e.name.replace(/^Seeds\//, "").replace(/^Python\//, "Python: "), i)));
  select.addEventListener("change", () => loadExample(Number(select.value)));
  const first = Math.max(0, examples.findIndex((e) => e.name.includes("1.8.4")));
  select.value = first;
  loadExample(first);

  $("source").addEventListener("input", () => updateGutter(null));
  $("source").addEventListener("scroll", () => { $("gutter").scrollTop = $("source").scrollTop; });
  $("source").addEventListener("keydown", (e) => {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) run();
  });
  $("pipeline").addEventListener("keydown", (e) => { if (e.key === "Enter") run(); });
  $("pipeline").addEventListener("click", () => {
    const p = $("pipeline");
    const before = p.value.slice(0, p.selectionStart);
    let depth = 0, index = 0;
    for (const c of before) {
      if (c === "{") depth++;
      if (c === "}") depth--;
      if (c === "," && depth === 0) index++;
    }
    showOptions(index);
  });
  $("clear-pipeline").addEventListener("click", () => { $("pipeline").value = ""; $("pass-options").textContent = ""; });
  $("run").addEventListener("click", run);
  for (const b of $("view-tabs").children) b.addEventListener("click", () => selectView(b.dataset.view));
  $("stage-prev").addEventListener("click", () => showStage(state.stage - 1));
  $("stage-next").addEventListener("click", () => showStage(state.stage + 1));
  $("trace-prev").addEventListener("click", () => traceTo(state.tracePos - 1));
  $("trace-next").addEventListener("click", () => traceTo(state.tracePos + 1));
  $("fit").addEventListener("change", () => $("picture").classList.toggle("fit", $("fit").checked));
  $("show-domtree").addEventListener("change", () => {
    $("picture").querySelector("svg")?.classList.toggle("with-domtree", $("show-domtree").checked);
  });
  document.addEventListener("keydown", (e) => {
    if (e.target.matches("textarea, input, select")) return;
    if (e.key === "ArrowRight") traceTo(state.tracePos + 1);
    if (e.key === "ArrowLeft") traceTo(state.tracePos - 1);
  });
  run();
}

start();
