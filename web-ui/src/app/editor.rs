//! The source editor: a transparent `<textarea>` sized to the whole text,
//! over highlighted layers that hold only the lines near the viewport
//! (`lines::render`), inside one scrolling box with a line-number gutter that
//! is windowed the same way. The textarea keeps everything a browser gives an
//! editable field (selection, IME, native undo, accessibility); the layers
//! only paint colours and diagnostic squiggles, so a huge paste costs the
//! page a screenful of highlighting, not the whole text's.
//!
//! Keys: Tab / Shift+Tab indent and dedent (the selected lines, or insert
//! spaces), Enter keeps the indentation, Escape then Tab leaves the editor.
//! Every edit goes through the browser's `insertText` command, so Ctrl+Z
//! undoes it.

use super::{Ctx, Jump, dom, files};
use crate::highlight::{self, Mark};
use crate::lines::{self, LineIndex, Viewport, Window};
use crate::protocol::DiagView;
use leptos::ev::{KeyboardEvent, MouseEvent};
use leptos::html;
use leptos::prelude::*;

const INDENT: &str = "    ";
/// The editor's padding in CSS pixels (`--pad` in style.css).
const PAD_PX: f64 = 8.0;

/// Editor marks for the diagnostics of the current result in editor file
/// `file` (`None` = the main source).
fn marks(text: &str, idx: &LineIndex, diags: &[DiagView], file: Option<&str>) -> Vec<Mark> {
    diags
        .iter()
        .filter_map(|d| {
            let (l0, c0, l1, c1) = d.range_in(file)?;
            let a = idx.offset(text, l0, c0);
            let mut b = idx.offset(text, l1, c1).max(a);
            if b == a {
                // An empty range underlines the character (or word) it points at.
                let rest = text.get(a..).unwrap_or("");
                let word = rest.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(rest.len());
                let first = rest.chars().next().filter(|c| *c != '\n').map_or(0, char::len_utf8);
                b = a + word.max(first);
            }
            let severity = if d.severity == "error" { "error" } else { "warning" };
            Some(Mark { range: a..b, severity })
        })
        .collect()
}

/// Whether 1-based `(line, col)` of editor file `file` lies in a diagnostic's range.
fn covers(d: &DiagView, file: Option<&str>, line: u32, col: u32) -> bool {
    let Some((l0, c0, l1, c1)) = d.range_in(file) else { return false };
    let c1 = if (l0, c0) == (l1, c1) { c1 + 1 } else { c1 };
    (line, col) >= (l0, c0) && (line, col) < (l1, c1.max(c0 + 1))
}

#[component]
pub fn Editor() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let textarea = NodeRef::<html::Textarea>::new();
    let scroller = NodeRef::<html::Div>::new();
    let probe = NodeRef::<html::Span>::new();
    let escape_tab = RwSignal::new(false);
    let hover = RwSignal::new(None::<(String, f64, f64)>);

    // The editor file whose text the textarea holds (0 = the main source).
    let shown = StoredValue::new(ctx.file.get_untracked());
    // Another tab was chosen: show its text. Setting the value drops the
    // browser's undo history, so Ctrl+Z never brings one file's text into
    // another. Source replaced from outside (an example, an undo): replace
    // the textarea's text as an edit, so that Ctrl+Z brings the old text back.
    Effect::new(move |_| {
        let file = ctx.file.get();
        ctx.reload.track();
        if let Some(t) = textarea.get() {
            let text = ctx.state.with_untracked(|s| s.text(file).to_string());
            if shown.get_value() != file {
                show_file(&t, shown, file, &text);
                if let Some(sc) = scroller.get_untracked() {
                    sc.set_scroll_top(0);
                }
            } else if t.value() != text {
                replace_all(&t, &text);
            }
        }
    });
    let file_name = Memo::new(move |_| ctx.file_name());

    // What the viewport shows; the rendered window follows it in steps.
    let view = RwSignal::new(Viewport::default());
    let measure = move || {
        let Some(sc) = scroller.get_untracked() else { return };
        let (char_w, line_h) = metrics(probe);
        view.set(Viewport {
            top: f64::from(sc.scroll_top()) - PAD_PX,
            left: f64::from(sc.scroll_left()) - PAD_PX,
            height: f64::from(sc.client_height()),
            width: f64::from(sc.client_width()),
            char_w,
            line_h,
        });
    };
    Effect::new(move |_| {
        if scroller.get().is_some() {
            measure();
        }
    });
    let _resize = window_event_listener(leptos::ev::resize, move |_| measure());

    let index = Memo::new(move |_| {
        let file = ctx.file.get();
        ctx.state.with(|s| LineIndex::new(s.text(file)))
    });
    let window = Memo::new(move |_| Window::of(&view.get(), index.with(LineIndex::count)));
    let diag_marks = Memo::new(move |_| {
        let file = ctx.file.get();
        file_name.with(|name| {
            ctx.state.with(|s| {
                index.with(|idx| {
                    ctx.result.with(|r| {
                        r.as_ref()
                            .map(|r| marks(s.text(file), idx, &r.diagnostics, name.as_deref()))
                            .unwrap_or_default()
                    })
                })
            })
        })
    });
    let rendered = Memo::new(move |_| {
        let lang = ctx.source_lang();
        let win = window.get();
        let file = ctx.file.get();
        ctx.state.with(|s| index.with(|idx| diag_marks.with(|m| lines::render(lang, s.text(file), idx, win, m))))
    });
    let gutter = Memo::new(move |_| {
        let win = window.get();
        let (mut err, mut warn) = (Vec::new(), Vec::new());
        let name = file_name.get();
        ctx.result.with(|r| {
            for d in r.iter().flat_map(|r| &r.diagnostics) {
                if let Some((l, _, _, _)) = d.range_in(name.as_deref()) {
                    if d.severity == "error" { err.push(l as usize) } else { warn.push(l as usize) }
                }
            }
        });
        let mut out = String::with_capacity((win.last - win.first) * 8);
        for n in win.first + 1..=win.last {
            if err.contains(&n) {
                out.push_str(&format!("<span class=\"ln-error\">{n}</span>\n"));
            } else if warn.contains(&n) {
                out.push_str(&format!("<span class=\"ln-warning\">{n}</span>\n"));
            } else {
                out.push_str(&format!("{n}\n"));
            }
        }
        out
    });
    // The whole text's size, in pixels: the textarea and the gutter take it.
    let size = move || {
        let v = view.get();
        let (cw, lh) = if v.line_h > 0.0 { (v.char_w, v.line_h) } else { metrics(probe) };
        index.with(|i| (i.widest as f64 * cw + 2.0 * PAD_PX + cw, i.count() as f64 * lh + 2.0 * PAD_PX))
    };
    let layer_top = move || {
        let lh = view.with(|v| v.line_h);
        let lh = if lh > 0.0 { lh } else { metrics(probe).1 };
        format!("{}px", PAD_PX + window.get().first as f64 * lh)
    };
    let long_left = move || {
        let cw = view.with(|v| v.char_w);
        let cw = if cw > 0.0 { cw } else { metrics(probe).0 };
        format!("{}px", PAD_PX + window.get().c0 as f64 * cw)
    };
    let digits = move || index.with(|i| i.count().to_string().len()).max(2);

    // A diagnostic was clicked: open its file, select its position and
    // bring it into view.
    Effect::new(move |_| {
        let Some(Jump { file, line, col }) = ctx.jump.get() else { return };
        let (Some(t), Some(sc)) = (textarea.get(), scroller.get()) else { return };
        if shown.get_value() != file {
            let text = ctx.state.with_untracked(|s| s.text(file).to_string());
            show_file(&t, shown, file, &text);
            ctx.file.set(file);
        }
        let text = t.value();
        let pos = highlight::utf16_offset(&text, index.with_untracked(|i| i.offset(&text, line, col)));
        let _ = t.focus();
        let _ = t.set_selection_range(pos, pos);
        let (_, lh) = metrics(probe);
        let target = (f64::from(line) - 1.0) * lh - f64::from(sc.client_height()) / 3.0;
        sc.set_scroll_top(target.max(0.0) as i32);
        ctx.jump.set(None);
    });

    let on_input = move |_| {
        if let Some(t) = textarea.get() {
            let v = t.value();
            let file = shown.get_value();
            ctx.state.update(|s| s.set_text(file, v));
        }
    };

    let on_keydown = move |ev: KeyboardEvent| {
        let Some(t) = textarea.get() else { return };
        let key = ev.key();
        if ev.ctrl_key() || ev.meta_key() || ev.alt_key() {
            return;
        }
        match key.as_str() {
            "Escape" => escape_tab.set(true),
            "Tab" if escape_tab.get_untracked() => escape_tab.set(false),
            "Tab" => {
                ev.prevent_default();
                indent(&t, ev.shift_key());
            }
            "Enter" => {
                ev.prevent_default();
                newline(&t);
            }
            _ => escape_tab.set(false),
        }
    };

    let on_mousemove = move |ev: MouseEvent| {
        let (cw, lh) = metrics(probe);
        let line = ((f64::from(ev.offset_y()) - PAD_PX) / lh).floor() as i64 + 1;
        let col = ((f64::from(ev.offset_x()) - PAD_PX) / cw).floor() as i64 + 1;
        let found = if line < 1 || col < 1 {
            None
        } else {
            let name = file_name.get_untracked();
            ctx.result.with_untracked(|r| {
                r.iter()
                    .flat_map(|r| &r.diagnostics)
                    .find(|d| covers(d, name.as_deref(), line as u32, col as u32))
                    .map(|d| format!("{}[{}]: {}", d.severity, d.code, d.message))
            })
        };
        hover.set(found.map(|m| (m, f64::from(ev.offset_x()), f64::from(ev.offset_y()))));
        // The line map is of the main source.
        let link = u32::try_from(line)
            .ok()
            .filter(|l| *l >= 1 && shown.get_value() == 0)
            .and_then(|l| ctx.link_from_source(l));
        if ctx.link.get_untracked() != link {
            ctx.link.set(link);
        }
    };

    // An MSL line was clicked: bring its source into view.
    Effect::new(move |_| {
        let Some(line) = ctx.reveal.get() else { return };
        let Some(sc) = scroller.get() else { return };
        let (_, lh) = metrics(probe);
        let target = (f64::from(line) - 1.0) * lh - f64::from(sc.client_height()) / 3.0;
        sc.set_scroll_top(target.max(0.0) as i32);
        ctx.reveal.set(None);
    });
    let link_mark = move || {
        if ctx.file.get() != 0 {
            return None;
        }
        let (a, b) = ctx.link.get()?.source;
        let lh = view.with(|v| v.line_h);
        let lh = if lh > 0.0 { lh } else { metrics(probe).1 };
        Some(view! {
            <div class="line-link" data-lines=format!("{a}-{b}")
                style:top=format!("{}px", PAD_PX + f64::from(a - 1) * lh)
                style:height=format!("{}px", f64::from(b - a + 1) * lh)></div>
        })
    };

    view! {
        <section class="editor-pane" aria-label="Source">
            <files::FileTabs/>
            <div class="editor-scroll" node_ref=scroller on:scroll=move |_| measure()>
                <div class="gutter" aria-hidden="true" style:height=move || format!("{}px", size().1)
                    style:width=move || format!("calc({}ch + 20px)", digits())>
                    <pre class="gutter-nums layer" style:top=layer_top inner_html=move || gutter.get()></pre>
                </div>
                <div class="editor-stack" style:width=move || format!("{}px", size().0)
                    style:height=move || format!("{}px", size().1)>
                    {link_mark}
                    <pre class="code highlight layer" aria-hidden="true" style:top=layer_top
                        inner_html=move || rendered.with(|r| r.main.clone())></pre>
                    <pre class="code long-lines layer" aria-hidden="true" style:top=layer_top style:left=long_left
                        inner_html=move || rendered.with(|r| r.long.clone())></pre>
                    <textarea id="source" node_ref=textarea class="code input" spellcheck="false" autocomplete="off"
                        autocapitalize="off" wrap="off"
                        aria-label=move || file_name.get().map_or_else(|| "Shader source".to_string(), |n| format!("Include file {n}"))
                        aria-describedby="editor-help"
                        prop:value=move || ctx.state.with_untracked(|s| s.text(shown.get_value()).to_string())
                        on:input=on_input on:keydown=on_keydown on:mousemove=on_mousemove
                        on:mouseleave=move |_| { hover.set(None); ctx.link.set(None) } on:blur=move |_| escape_tab.set(false)></textarea>
                    <span class="probe code" node_ref=probe aria-hidden="true">"MMMMMMMMMM"</span>
                    {move || hover.get().map(|(msg, x, y)| view! {
                        <div id="hover-tip" class="hover-tip" role="tooltip"
                            style:left=format!("{}px", x + 12.0) style:top=format!("{}px", y + 16.0)>{msg}</div>
                    })}
                </div>
            </div>
            <p id="editor-help" class="editor-help">
                {move || if escape_tab.get() { "Tab now moves focus out of the editor." } else { "Tab indents · Esc then Tab leaves the editor · Ctrl+Z undoes" }}
                {move || rendered.with(|r| r.has_long).then(|| view! {
                    <span class="long-note">{format!(" · lines over {} characters are shown without highlighting", lines::LONG_LINE)}</span>
                })}
            </p>
        </section>
    }
}

/// Longest text replaced through the undoable editing command; the command
/// costs time in proportion to the text, and a longer one is set directly.
const UNDOABLE_REPLACE: usize = 1 << 20;

/// Replace the whole text of the editor, undoably when the browser allows.
fn replace_all(t: &web_sys::HtmlTextAreaElement, text: &str) {
    if text.len() <= UNDOABLE_REPLACE && t.focus().is_ok() {
        t.select();
        // An empty text deletes the selection (`insertText` with "" is a no-op).
        let done = if text.is_empty() { dom::exec("delete", "") } else { dom::insert_text(text) };
        if done && t.value() == text {
            return;
        }
    }
    t.set_value(text);
}

/// Show editor file `file`'s text, not as an edit (see the caller).
fn show_file(t: &web_sys::HtmlTextAreaElement, shown: StoredValue<usize>, file: usize, text: &str) {
    shown.set_value(file);
    t.set_value(text);
    let _ = t.set_selection_range(0, 0);
}

/// Width of one character and height of one line, in CSS pixels.
fn metrics(probe: NodeRef<html::Span>) -> (f64, f64) {
    probe.get().map(|p| p.get_bounding_client_rect()).map_or((7.8, 20.0), |r| {
        let w = if r.width() > 0.0 { r.width() / 10.0 } else { 7.8 };
        let h = if r.height() > 0.0 { r.height() } else { 20.0 };
        (w, h)
    })
}

/// UTF-16 offsets ↔ the textarea's string.
fn selection(t: &web_sys::HtmlTextAreaElement) -> (String, usize, usize) {
    let text = t.value();
    let to_byte = |u: u32| {
        let mut units = 0u32;
        for (i, ch) in text.char_indices() {
            if units >= u {
                return i;
            }
            units += ch.len_utf16() as u32;
        }
        text.len()
    };
    let a = to_byte(t.selection_start().ok().flatten().unwrap_or(0));
    let b = to_byte(t.selection_end().ok().flatten().unwrap_or(0));
    (text, a.min(b), a.max(b))
}

fn line_start(text: &str, at: usize) -> usize {
    text.get(..at).and_then(|s| s.rfind('\n')).map_or(0, |p| p + 1)
}

/// Tab: spaces at the cursor, or indent every selected line; Shift+Tab dedents.
fn indent(t: &web_sys::HtmlTextAreaElement, dedent: bool) {
    let (text, a, b) = selection(t);
    let multi = text.get(a..b).is_some_and(|s| s.contains('\n'));
    if !dedent && !multi {
        let col = a - line_start(&text, a);
        let n = INDENT.len() - col % INDENT.len();
        dom::insert_text(INDENT.get(..n).unwrap_or(INDENT));
        return;
    }
    let start = line_start(&text, a);
    // A selection ending at a line's start does not include that line.
    let end_at = if b > a && text.get(..b).is_some_and(|s| s.ends_with('\n')) { b - 1 } else { b };
    let end = text.get(end_at..).and_then(|s| s.find('\n')).map_or(text.len(), |p| end_at + p);
    let block = text.get(start..end).unwrap_or("");
    let changed: Vec<String> = block
        .split('\n')
        .map(|l| {
            if dedent {
                let strip = l.len() - l.trim_start_matches(' ').len();
                l.get(strip.min(INDENT.len())..).unwrap_or(l).to_string()
            } else if l.is_empty() {
                String::new()
            } else {
                format!("{INDENT}{l}")
            }
        })
        .collect();
    let new_block = changed.join("\n");
    if new_block == block {
        return;
    }
    let s16 = highlight::utf16_offset(&text, start);
    let e16 = highlight::utf16_offset(&text, end);
    let _ = t.set_selection_range(s16, e16);
    dom::insert_text(&new_block);
    let _ = t.set_selection_range(s16, s16 + new_block.encode_utf16().count() as u32);
}

/// Enter: a newline with the current line's indentation (one more after `{`).
fn newline(t: &web_sys::HtmlTextAreaElement) {
    let (text, a, _) = selection(t);
    let line = text.get(line_start(&text, a)..a).unwrap_or("");
    let lead: String = line.chars().take_while(|c| *c == ' ' || *c == '\t').collect();
    let extra = if line.trim_end().ends_with('{') { INDENT } else { "" };
    dom::insert_text(&format!("\n{lead}{extra}"));
}
