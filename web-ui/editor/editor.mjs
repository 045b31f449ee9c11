// The playground's source editor: CodeMirror 6, bundled into `editor.js` by
// `build.mjs` (Trunk's post-build hook) and loaded by boot.js before the
// page's wasm starts. The Leptos side (src/app/editor.rs) creates one editor
// with `globalThis.ferrometalEditor.create(host, config)` and drives it
// through the returned handle; nothing here knows the page's state.
//
// CodeMirror draws only the lines in and near the viewport (and the visible
// part of a very long line), so a huge paste costs the page a screenful.
//
// Content-Security-Policy: CodeMirror writes its styles into a `<style>`
// element when mounted in a document, which `style-src 'self'` forbids. In a
// shadow root it adopts constructed style sheets instead, which CSP allows:
// the editor lives in the shadow root of its host element (`#source`), and
// takes the page's colours through CSS custom properties, which inherit.
import {
  Annotation,
  Compartment,
  EditorSelection,
  EditorState,
  RangeSetBuilder,
  StateEffect,
  StateField,
  Text,
  Transaction,
} from "@codemirror/state";
import {
  Decoration,
  EditorView,
  GutterMarker,
  drawSelection,
  gutterLineClass,
  highlightActiveLine,
  highlightSpecialChars,
  hoverTooltip,
  keymap,
  lineNumbers,
} from "@codemirror/view";
import {
  defaultKeymap,
  history,
  historyKeymap,
  indentLess,
  indentMore,
  isolateHistory,
  toggleComment,
} from "@codemirror/commands";
import {
  StreamLanguage,
  bracketMatching,
  indentService,
  indentUnit,
  syntaxHighlighting,
} from "@codemirror/language";
import { gotoLine, openSearchPanel, search, searchKeymap } from "@codemirror/search";
import { tagHighlighter, tags } from "@lezer/highlight";

const UNIT = "    ";
// Marks the handle's own changes of the document (not reported as edits).
const outsideAnnotation = Annotation.define();

// ---- Highlighting ----------------------------------------------------------
// A line tokenizer for HLSL, GLSL and WGSL. Which words are keywords or type
// names is the page's highlighter's decision (`classify(lang, word)`, the
// same lists that colour the MSL view), so the two views never disagree.

const TOKENS = {
  k: tags.keyword,
  t: tags.typeName,
  n: tags.number,
  s: tags.string,
  c: tags.comment,
  p: tags.processingInstruction,
  a: tags.attributeName,
};
const classes = tagHighlighter(Object.entries(TOKENS).map(([cls, tag]) => ({ tag, class: cls })));

const NUMBER = /^(?:0[xX][0-9a-fA-F]+|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)[a-zA-Z]*/;
const WORD = /^[A-Za-z_][A-Za-z0-9_]*/;

function language(lang, classify) {
  const cache = new Map();
  const word = (w) => {
    let c = cache.get(w);
    if (c === undefined) {
      c = classify(lang, w) || null;
      cache.set(w, c);
    }
    return c;
  };
  const wgsl = lang === "wgsl";
  return StreamLanguage.define({
    name: lang,
    startState: () => ({ block: false, pp: false }),
    copyState: (s) => ({ block: s.block, pp: s.pp }),
    blankLine(s) {
      s.pp = false;
    },
    token(stream, s) {
      if (s.block) {
        const end = stream.string.indexOf("*/", stream.pos);
        if (end < 0) stream.skipToEnd();
        else {
          stream.pos = end + 2;
          s.block = false;
        }
        return "c";
      }
      if (stream.sol() && s.pp) {
        // A directive continued by `\`.
        stream.skipToEnd();
        s.pp = stream.string.endsWith("\\");
        return "p";
      }
      s.pp = false;
      if (stream.eatSpace()) return null;
      if (stream.match("//")) {
        stream.skipToEnd();
        return "c";
      }
      if (stream.match("/*")) {
        s.block = true;
        return this.token(stream, s);
      }
      const ch = stream.peek();
      if (ch === "#" && !wgsl && stream.string.slice(0, stream.pos).trim() === "") {
        stream.skipToEnd();
        s.pp = stream.string.endsWith("\\");
        return "p";
      }
      if (ch === '"') {
        stream.next();
        let c;
        while ((c = stream.next()) !== undefined) {
          if (c === "\\") stream.next();
          else if (c === '"') break;
        }
        return "s";
      }
      if (wgsl && ch === "@" && stream.match(/^@[A-Za-z_]\w*/)) return "a";
      if (stream.match(NUMBER)) return "n";
      const w = stream.match(WORD);
      if (w) return word(w[0]);
      stream.next();
      return null;
    },
    tokenTable: TOKENS,
    languageData: { commentTokens: { line: "//", block: { open: "/*", close: "*/" } } },
  });
}

/** Enter and re-indentation: the previous line's indentation, one unit more
 *  after `{`, one less before `}`. */
const indentation = indentService.of((cx, pos) => {
  if (pos === 0) return 0;
  const before = cx.lineAt(pos - 1, -1);
  const text = before.text.slice(0, Math.max(0, pos - before.from));
  let col = cx.countColumn(/^\s*/.exec(text)[0]);
  if (/\{\s*$/.test(text)) col += cx.unit;
  if (/^\s*\}/.test(cx.textAfterPos(pos))) col = Math.max(0, col - cx.unit);
  return col;
});

/** Tab: spaces to the next tab stop at a cursor, or indent the selected lines. */
function tab(view) {
  const { state } = view;
  if (state.selection.ranges.some((r) => !r.empty)) return indentMore(view);
  view.dispatch(
    state.changeByRange((r) => {
      const line = state.doc.lineAt(r.head);
      const col = r.head - line.from;
      const pad = UNIT.slice(col % UNIT.length);
      return { changes: { from: r.head, insert: pad }, range: EditorSelection.cursor(r.head + pad.length) };
    }),
    { userEvent: "input.indent", scrollIntoView: true },
  );
  return true;
}

/** Shift+Tab: dedent the lines, as an undo step of its own (CodeMirror's
 *  dedent would join the indent just before it into one step). */
function dedent(view) {
  return indentLess({
    state: view.state,
    dispatch: (tr) =>
      view.dispatch({
        changes: tr.changes,
        selection: tr.selection,
        scrollIntoView: tr.scrollIntoView,
        annotations: [isolateHistory.of("full"), Transaction.userEvent.of("delete.dedent")],
      }),
  });
}

// ---- Decorations set from outside -----------------------------------------

/** A field of decorations replaced whole by one effect. */
function decoField(build, provide) {
  const set = StateEffect.define();
  const field = StateField.define({
    create: () => ({ data: null, deco: Decoration.none }),
    update(value, tr) {
      for (const e of tr.effects) if (e.is(set)) return { data: e.value, deco: build(tr.state, e.value) };
      return tr.docChanged ? { data: value.data, deco: value.deco.map(tr.changes) } : value;
    },
    provide: (f) => [EditorView.decorations.from(f, (v) => v.deco), ...(provide ? [provide(f)] : [])],
  });
  return { set, field };
}

/** 1-based line and UTF-16 column → a position of `doc`, clamped. */
function position(doc, line, col) {
  if (line < 1) return 0;
  if (line > doc.lines) return doc.length;
  const l = doc.line(line);
  return Math.min(l.to, l.from + Math.max(0, col - 1));
}

class LineMark extends GutterMarker {
  constructor(cls) {
    super();
    this.elementClass = cls;
  }
}
const LINE_MARKS = { error: new LineMark("ln-error"), warning: new LineMark("ln-warning") };

// Diagnostics: `{ l0, c0, l1, c1, severity, text }`, lines 1-based, columns
// 1-based UTF-16. An empty range underlines the word (or character) it is at.
const diagnostics = decoField(
  (state, list) => {
    const doc = state.doc;
    const ranges = [];
    for (const d of list) {
      const a = position(doc, d.l0, d.c0);
      let b = Math.max(a, position(doc, d.l1, d.c1));
      if (b === a) {
        const line = doc.lineAt(a);
        const rest = line.text.slice(a - line.from);
        const w = /^[\p{L}\p{N}_]+/u.exec(rest);
        b = a + (w ? w[0].length : Math.min(1, rest.length));
      }
      if (b > a) ranges.push({ a, b, cls: d.severity === "error" ? "sq error" : "sq warning" });
    }
    ranges.sort((x, y) => x.a - y.a || x.b - y.b);
    return Decoration.set(ranges.map((r) => Decoration.mark({ class: r.cls }).range(r.a, r.b)));
  },
  (f) =>
    gutterLineClass.compute([f], (state) => {
      const list = state.field(f).data ?? [];
      const doc = state.doc;
      const byLine = new Map();
      for (const d of list) {
        if (d.l0 < 1 || d.l0 > doc.lines) continue;
        const sev = d.severity === "error" ? "error" : "warning";
        if (byLine.get(d.l0) !== "error") byLine.set(d.l0, sev);
      }
      const b = new RangeSetBuilder();
      for (const l of [...byLine.keys()].sort((x, y) => x - y)) {
        const from = doc.line(l).from;
        b.add(from, from, LINE_MARKS[byLine.get(l)]);
      }
      return b.finish();
    }),
);

const diagnosticTip = hoverTooltip((view, pos, side) => {
  const list = view.state.field(diagnostics.field).data ?? [];
  const doc = view.state.doc;
  for (const d of list) {
    const a = position(doc, d.l0, d.c0);
    let b = position(doc, d.l1, d.c1);
    if (b <= a) b = a + 1;
    if ((pos > a || (pos === a && side > 0)) && (pos < b || (pos === b && side < 0))) {
      return {
        pos: a,
        end: b,
        above: false,
        create() {
          const dom = document.createElement("div");
          dom.id = "hover-tip";
          dom.className = "hover-tip";
          dom.setAttribute("role", "tooltip");
          dom.textContent = d.text;
          return { dom };
        },
      };
    }
  }
  return null;
});

/** Whole lines, `[[first, last], …]` 1-based, given one line class. */
function lineField(attrs) {
  return decoField((state, ranges) => {
    const doc = state.doc;
    const b = new RangeSetBuilder();
    const sorted = [...ranges].sort((x, y) => x[0] - y[0]);
    let next = 1;
    for (const [first, last] of sorted) {
      for (let l = Math.max(first, next); l <= Math.min(last, doc.lines); l++) {
        const from = doc.line(l).from;
        b.add(from, from, Decoration.line({ attributes: attrs(first, last) }));
      }
      next = Math.max(next, last + 1);
    }
    return b.finish();
  });
}
// Groups of `#if` the preprocessor skipped.
const inactive = lineField(() => ({ class: "pp-inactive" }));
// The source lines of the MSL line under the mouse.
const link = lineField((a, b) => ({ class: "line-link", "data-lines": `${a}-${b}` }));

// ---- Theme -----------------------------------------------------------------

const theme = EditorView.theme({
  "&": {
    height: "100%",
    color: "var(--fg)",
    backgroundColor: "var(--bg)",
    fontSize: "13px",
  },
  "&.cm-focused": { outline: "none" },
  ".cm-scroller": {
    fontFamily: "var(--font)",
    lineHeight: "20px",
    overflow: "auto",
  },
  ".cm-content": { padding: "8px 0", caretColor: "var(--fg)" },
  ".cm-line": { padding: "0 8px" },
  ".cm-gutters": {
    backgroundColor: "var(--bg2)",
    color: "var(--muted)",
    borderRight: "1px solid var(--border)",
  },
  ".cm-lineNumbers .cm-gutterElement": { padding: "0 8px 0 10px" },
  ".cm-activeLine": { backgroundColor: "var(--active-line, transparent)" },
  ".cm-cursor": { borderLeftColor: "var(--fg)" },
  "&.cm-focused .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection": {
    backgroundColor: "var(--sel)",
  },
  "&.cm-focused .cm-matchingBracket": { backgroundColor: "var(--link)", outline: "1px solid var(--muted)" },
  "&.cm-focused .cm-nonmatchingBracket": { backgroundColor: "transparent", outline: "1px solid var(--error)" },
  ".k": { color: "var(--k)" },
  ".t": { color: "var(--t)" },
  ".n": { color: "var(--n)" },
  ".s": { color: "var(--s)" },
  ".c": { color: "var(--c)", fontStyle: "italic" },
  ".p": { color: "var(--p)" },
  ".a": { color: "var(--a)" },
  ".sq": { textDecoration: "underline wavy", textDecorationSkipInk: "none", textUnderlineOffset: "3px" },
  ".sq.error": { textDecorationColor: "var(--error)" },
  ".sq.warning": { textDecorationColor: "var(--warning)" },
  ".ln-error": { color: "var(--error)", fontWeight: "700" },
  ".ln-warning": { color: "var(--warning)", fontWeight: "700" },
  ".line-link": { backgroundColor: "var(--link)" },
  ".pp-inactive": { opacity: "0.45" },
  ".cm-tooltip": { border: "0", background: "transparent" },
  ".hover-tip": {
    maxWidth: "60ch",
    padding: "4px 8px",
    whiteSpace: "pre-wrap",
    
    fontSize: "12px",
    color: "var(--fg)",
    background: "var(--bg2)",
    border: "1px solid var(--border)",
    borderRadius: "4px",
  },
  ".cm-panels": { backgroundColor: "var(--bg2)", color: "var(--fg)" },
  ".cm-panels.cm-panels-top": { borderBottom: "1px solid var(--border)" },
  ".cm-panel input, .cm-panel button": { font: "inherit", color: "inherit" },
  ".cm-textfield": { backgroundColor: "var(--bg)", border: "1px solid var(--border)" },
  ".cm-button": { backgroundImage: "none", backgroundColor: "var(--bg)", border: "1px solid var(--border)" },
  ".cm-searchMatch": { backgroundColor: "var(--link)", outline: "1px solid var(--muted)" },
  ".cm-searchMatch-selected": { backgroundColor: "var(--sel)" },
});

// ---- The editor -------------------------------------------------------------

/** Pastes at least this long (UTF-16 units) are inserted in tasks of their own. */
const HUGE_PASTE = 1 << 20;

/** Edits inserting at most this much (UTF-16 units) are reported to the page
 *  in the task that made them (see `reportChange`). */
const SMALL_EDIT = 4096;

/** Cut `text` into lines (at `\n`, `\r\n` and `\r`, as CodeMirror does), a
 *  megabyte per task, and give them to `done`. */
function splitLines(text, done) {
  const lines = [];
  let at = 0;
  const step = () => {
    let end = Math.min(text.length, at + (1 << 20));
    if (end < text.length) {
      const newline = text.indexOf("\n", end);
      end = newline < 0 ? text.length : newline + 1;
    }
    let chunk = text.slice(at, end);
    at = end;
    // A chunk cut before the end ends in its line break: the next chunk
    // starts the next line.
    if (at < text.length) chunk = chunk.slice(0, chunk.endsWith("\r\n") ? -2 : -1);
    for (const line of chunk.split(/\r\n?|\n/)) lines.push(line);
    if (at < text.length) afterTask(step);
    else done(lines);
  };
  step();
}

/** Run `f` in a task of its own, right after the current one (a message
 *  to oneself: no timer clamping). */
function afterTask(f) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    f();
  };
  channel.port2.postMessage(null);
}

/**
 * Mount an editor in `host` (its shadow root). `config`:
 *   text, lang ("hlsl" | "glsl" | "wgsl"), label (the text box's name),
 *   classify(lang, word) → "k" | "t" | "", onChange(text), onHoverLine(line | 0).
 */
function create(host, config) {
  const root = host.shadowRoot ?? host.attachShadow({ mode: "open" });
  const lang = new Compartment();
  const label = new Compartment();
  const classify = config.classify ?? (() => "");
  let current = config.lang || "hlsl";
  let currentLabel = config.label ?? "Shader source";
  const languages = new Map();
  const langOf = (name) => {
    if (!languages.has(name)) languages.set(name, language(name, classify));
    return languages.get(name);
  };
  const labelAttrs = (text) => EditorView.contentAttributes.of({ "aria-label": text, "aria-describedby": "editor-help" });

  const extensions = () => [
    lineNumbers(),
    highlightSpecialChars(),
    history(),
    drawSelection(),
    highlightActiveLine(),
    bracketMatching(),
    search({ top: true }),
    indentUnit.of(UNIT),
    EditorState.tabSize.of(4),
    indentation,
    lang.of(langOf(current)),
    syntaxHighlighting(classes),
    label.of(labelAttrs(currentLabel)),
    EditorView.contentAttributes.of({ spellcheck: "false", autocorrect: "off", autocapitalize: "off" }),
    diagnostics.field,
    inactive.field,
    link.field,
    diagnosticTip,
    theme,
    keymap.of([
      { key: "Mod-/", run: toggleComment },
      { key: "Mod-h", run: openSearchPanel, preventDefault: true },
      { key: "Mod-g", run: gotoLine, preventDefault: true },
      ...searchKeymap,
      ...historyKeymap,
      { key: "Tab", run: tab, shift: dedent },
      ...defaultKeymap,
    ]),
    EditorView.updateListener.of((u) => {
      if (panelField && !panelField.isConnected) {
        panelField = null;
        if (!u.view.hasFocus) u.view.focus();
      }
      if (u.docChanged && !u.transactions.every((t) => t.annotation(outsideAnnotation))) {
        let inserted = 0;
        u.changes.iterChanges((_a, _b, _c, _d, text) => {
          inserted += text.length;
        });
        reportChange(inserted <= SMALL_EDIT);
      }
    }),
    EditorView.domEventHandlers({
      paste(ev, view) {
        // A huge paste is split into tasks: the clipboard's text is cut
        // into lines in one, and inserted in the next, so that neither
        // holds the page for long. Smaller ones take CodeMirror's own path.
        const text = ev.clipboardData?.getData("text/plain") ?? "";
        if (text.length < HUGE_PASTE || view.state.readOnly) return false;
        ev.preventDefault();
        afterTask(() =>
          splitLines(text, (lines) =>
            afterTask(() => {
              // Not scrolled to the cursor at its end: that would lay out
              // the tail of a text this long in the same task.
              view.dispatch(view.state.replaceSelection(Text.of(lines)), { userEvent: "input.paste" });
            }),
          ),
        );
        return true;
      },
      mousemove(ev, view) {
        const pos = view.posAtCoords({ x: ev.clientX, y: ev.clientY }, false);
        const line = pos == null ? 0 : view.state.doc.lineAt(pos).number;
        if (line !== hovered) {
          hovered = line;
          config.onHoverLine?.(line);
        }
      },
      mouseleave() {
        if (hovered !== 0) {
          hovered = 0;
          config.onHoverLine?.(0);
        }
      },
    }),
  ];
  let hovered = 0;
  let panelField = null;
  // Typing is reported to the page at the end of the task that made the
  // edit (a microtask): in a task of its own it waited behind the frame the
  // browser draws first, up to 16 ms of every keystroke's latency. A large
  // edit (a paste) is reported in a task of its own, right after the one
  // that made it: the editor's part of a huge paste (splitting it into
  // lines) and the page's (copying the text into its state and sending it
  // to the worker) are then two tasks, not one long one. Edits made before
  // the report runs are reported once, with the text after the last.
  let changePending = false;
  const changeTask = new MessageChannel();
  const flushChange = () => {
    if (!changePending) return;
    changePending = false;
    config.onChange?.(view.state.doc.toString());
  };
  changeTask.port1.onmessage = flushChange;
  const reportChange = (small) => {
    if (changePending) return;
    changePending = true;
    if (small) queueMicrotask(flushChange);
    else changeTask.port2.postMessage(null);
  };
  const state = (text) => EditorState.create({ doc: text, extensions: extensions() });
  const view = new EditorView({ state: state(config.text ?? ""), root, parent: root });
  // A panel's field (go-to-line's, on Enter) may close without giving the
  // text back the focus: give it back, so that typing goes on there.
  view.dom.addEventListener("focusin", (e) => {
    if (e.target instanceof HTMLInputElement && e.target.closest(".cm-panel")) panelField = e.target;
  });

  const handle = {
    view,
    /** The whole text. */
    text: () => view.state.doc.toString(),
    /** Report an edit not yet reported now (before the page reads its state). */
    flush: flushChange,
    /** Replace the text as one undoable edit (an example opened, an undo of the page state). */
    replace(text) {
      // The page state was replaced from outside: an edit not yet reported
      // is of the text being replaced.
      changePending = false;
      if (view.state.doc.toString() === text) return;
      view.dispatch({
        changes: { from: 0, to: view.state.doc.length, insert: text },
        selection: EditorSelection.cursor(0),
        // Not reported back as an edit: the page state already holds it.
        // An undo step of its own: never joined with the edit before it.
        annotations: [outsideAnnotation.of(true), isolateHistory.of("full")],
        scrollIntoView: true,
      });
    },
    /** Show another file's text with a history of its own (a tab switch). */
    show(text) {
      // The page flushed an edit of the file shown until now (`flush`).
      changePending = false;
      const focused = view.hasFocus;
      view.setState(state(text));
      view.scrollDOM.scrollTop = 0;
      if (focused) view.focus();
    },
    setLanguage(name) {
      if (!name || name === current) return;
      current = name;
      view.dispatch({ effects: lang.reconfigure(langOf(name)) });
    },
    setLabel(text) {
      currentLabel = text;
      view.dispatch({ effects: label.reconfigure(labelAttrs(text)) });
    },
    setDiagnostics(list) {
      view.dispatch({ effects: diagnostics.set.of(list) });
    },
    /** `[[first, last], …]`: lines of skipped `#if` groups. */
    setInactive(ranges) {
      view.dispatch({ effects: inactive.set.of(ranges) });
    },
    /** Lines `first..=last` linked to the MSL under the mouse, or none. */
    setLink(first, last) {
      view.dispatch({ effects: link.set.of(first > 0 ? [[first, last]] : []) });
    },
    /** Put the cursor at 1-based `line`, UTF-16 `col`, focused and in view. */
    jump(line, col) {
      const pos = position(view.state.doc, line, col);
      view.dispatch({
        selection: EditorSelection.cursor(pos),
        effects: EditorView.scrollIntoView(pos, { y: "start", yMargin: view.scrollDOM.clientHeight / 3 }),
      });
      view.focus();
    },
    /** Scroll 1-based `line` into view; the cursor stays. */
    reveal(line) {
      const pos = position(view.state.doc, line, 1);
      view.dispatch({ effects: EditorView.scrollIntoView(pos, { y: "start", yMargin: view.scrollDOM.clientHeight / 3 }) });
    },
    /** UTF-16 offsets, as a text field's `selectionStart`/`selectionEnd`. */
    select(from, to = from) {
      const n = view.state.doc.length;
      view.dispatch({ selection: EditorSelection.range(Math.min(from, n), Math.min(to, n)) });
    },
    selection: () => ({ from: view.state.selection.main.from, to: view.state.selection.main.to }),
    focus: () => view.focus(),
    hasFocus: () => view.hasFocus,
    destroy: () => view.destroy(),
  };
  host.editor = handle;
  return handle;
}


globalThis.ferrometalEditor = { create };
