//! The output tabs: MSL per entry point, Reflection (tables), Host code,
//! Diagnostics (with counts; a click moves the editor's cursor).

use super::{Ctx, Jump, Status, dom};
use crate::highlight::Lang;
use crate::lines::{self, LineIndex, Viewport, Window};
use crate::protocol::{ArgumentBufferView, BindlessSlotRow, DiagView, EntryRow, ResourceRow, Response};
use leptos::ev::KeyboardEvent;
use leptos::html;
use leptos::prelude::*;

/// The MSL's padding in CSS pixels (`--pad` in style.css).
const PAD_PX: f64 = 8.0;

/// The tabs for a result: `(id, label)`. The MSL tabs are those of `shown`
/// (the result itself, or the last good one while it has errors).
fn tabs(r: Option<&Response>, shown: Option<&Response>) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = match shown {
        Some(r) if r.single_file.is_some() => vec![("msl:0".into(), "MSL · all entry points".into())],
        Some(r) if !r.entries.is_empty() => {
            r.entries.iter().enumerate().map(|(i, e)| (format!("msl:{i}"), format!("MSL · {}", e.msl_name))).collect()
        }
        _ => vec![("msl:0".into(), "MSL".into())],
    };
    out.push(("reflection".into(), "Reflection".into()));
    out.push(("host".into(), "Host code".into()));
    // Before Diagnostics, which stays last (ArrowLeft from the first MSL tab reaches it).
    out.push(("diff".into(), "Diff".into()));
    let (e, w) = r.map_or((0, 0), counts);
    let label = if e + w == 0 {
        "Diagnostics".to_string()
    } else {
        format!("Diagnostics ({e} error{}, {w} warning{})", plural(e), plural(w))
    };
    out.push(("diagnostics".into(), label));
    out
}

const fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

fn counts(r: &Response) -> (usize, usize) {
    let e = r.diagnostics.iter().filter(|d| d.severity == "error").count();
    (e, r.diagnostics.iter().filter(|d| d.severity == "warning").count())
}

#[component]
pub fn Output() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let tab_list = Memo::new(move |_| {
        let stale = ctx.stale();
        ctx.result.with(|r| {
            if stale { ctx.last_good.with(|g| tabs(r.as_ref(), g.as_ref())) } else { tabs(r.as_ref(), r.as_ref()) }
        })
    });
    // The panel's viewport: the MSL view renders only the lines near it.
    let panel = NodeRef::<html::Div>::new();
    let probe = NodeRef::<html::Span>::new();
    let view = RwSignal::new(Viewport::default());
    let measure = move || {
        let Some(p) = panel.get_untracked() else { return };
        let r = probe.get_untracked().map(|p| p.get_bounding_client_rect());
        let (char_w, line_h) = r.map_or((7.8, 20.0), |r| (r.width() / 10.0, r.height()));
        view.set(Viewport {
            top: f64::from(p.scroll_top()) - PAD_PX,
            left: f64::from(p.scroll_left()) - PAD_PX,
            height: f64::from(p.client_height()),
            width: f64::from(p.client_width()),
            char_w,
            line_h,
        });
    };
    Effect::new(move |_| {
        ctx.tab.track();
        if panel.get().is_some() {
            measure();
        }
    });
    let _resize = window_event_listener(leptos::ev::resize, move |_| measure());
    // Arrow keys move between tabs (WAI-ARIA tabs pattern).
    let on_key = move |ev: KeyboardEvent| {
        let list = tab_list.get_untracked();
        let cur = list.iter().position(|(id, _)| *id == ctx.tab.get_untracked()).unwrap_or(0);
        let next = match ev.key().as_str() {
            "ArrowRight" => (cur + 1) % list.len().max(1),
            "ArrowLeft" => (cur + list.len().max(1) - 1) % list.len().max(1),
            _ => return,
        };
        if let Some((id, _)) = list.get(next) {
            ctx.tab.set(id.clone());
            if let Some(el) = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.get_element_by_id(&format!("tab-{}", id.replace(':', "-"))))
            {
                use wasm_bindgen::JsCast;
                if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
                    let _ = el.focus();
                }
            }
        }
    };
    view! {
        <section class="output-pane" aria-label="Output">
            <div class="tabs" role="tablist" aria-label="Output views" on:keydown=on_key>
                {move || tab_list.get().into_iter().map(|(id, label)| {
                    let selected = { let id = id.clone(); move || ctx.tab.get() == id };
                    let selected2 = selected.clone();
                    let dom_id = format!("tab-{}", id.replace(':', "-"));
                    let click_id = id.clone();
                    view! {
                        <button type="button" role="tab" id=dom_id class="tab" class:error-tab=id == "diagnostics"
                            aria-selected=move || selected().to_string() tabindex=move || if selected2() { "0" } else { "-1" }
                            aria-controls="panel" on:click=move |_| ctx.tab.set(click_id.clone())>{label}</button>
                    }
                }).collect_view()}
            </div>
            <span class="probe code" node_ref=probe aria-hidden="true">"MMMMMMMMMM"</span>
            <div id="panel" class="panel" role="tabpanel" tabindex="0" node_ref=panel on:scroll=move |_| measure()>
                {move || {
                    let tab = ctx.tab.get();
                    if let Some(i) = tab.strip_prefix("msl:") {
                        msl_view(ctx, i.parse().unwrap_or(0), view).into_any()
                    } else if tab == "reflection" {
                        reflection_view(ctx).into_any()
                    } else if tab == "host" {
                        host_view(ctx).into_any()
                    } else if tab == "diff" {
                        super::diff_view::view(ctx).into_any()
                    } else {
                        diagnostics_view(ctx).into_any()
                    }
                }}
            </div>
        </section>
    }
}

fn msl_view(ctx: Ctx, i: usize, view: RwSignal<Viewport>) -> impl IntoView {
    // While the source has errors, the last MSL that translated stays, dimmed.
    let stale = Memo::new(move |_| ctx.stale());
    let text = Memo::new(move |_| {
        let pick =
            |r: &Option<Response>| r.as_ref().and_then(|r| r.msl_view(i)).map(|e| e.msl.clone()).unwrap_or_default();
        if stale.get() { ctx.last_good.with(pick) } else { ctx.result.with(pick) }
    });
    let index = Memo::new(move |_| text.with(|t| LineIndex::new(t)));
    let window = Memo::new(move |_| Window::of(&view.get(), index.with(LineIndex::count)));
    let rendered =
        Memo::new(move |_| text.with(|t| index.with(|idx| lines::render(Lang::Msl, t, idx, window.get(), &[]))));
    let metrics = move || view.with(|v| if v.line_h > 0.0 { (v.char_w, v.line_h) } else { (7.8, 20.0) });
    let size = move || {
        let (cw, lh) = metrics();
        index.with(|i| (i.widest as f64 * cw + 2.0 * PAD_PX + cw, i.count() as f64 * lh + 2.0 * PAD_PX))
    };
    let top = move || format!("{}px", PAD_PX + window.get().first as f64 * metrics().1);
    let long_left = move || format!("{}px", PAD_PX + window.get().c0 as f64 * metrics().0);
    // Source ↔ MSL: the line under the mouse links to its source lines.
    let sized = NodeRef::<html::Div>::new();
    let line_at = move |client_y: i32| {
        let top = sized.get_untracked()?.get_bounding_client_rect().top();
        let line = ((f64::from(client_y) - top - PAD_PX) / metrics().1).floor() as i64 + 1;
        u32::try_from(line).ok().filter(|l| *l >= 1)
    };
    let on_move = move |ev: leptos::ev::MouseEvent| {
        let link = line_at(ev.client_y()).and_then(|l| ctx.link_from_msl(l));
        if ctx.link.get_untracked() != link {
            ctx.link.set(link);
        }
    };
    let on_click = move |ev: leptos::ev::MouseEvent| {
        if let Some(link) = line_at(ev.client_y()).and_then(|l| ctx.link_from_msl(l)) {
            // The line map is of the main source: an include tab gives way to it.
            if ctx.file.get_untracked() == 0 {
                ctx.reveal.set(Some(link.source.0));
            } else {
                ctx.jump.set(Some(Jump { file: 0, line: link.source.0, col: 1 }));
            }
        }
    };
    let marks = move || {
        let lines = ctx.link.with(|l| l.as_ref().map(|l| l.msl.clone()).unwrap_or_default());
        let lh = metrics().1;
        lines
            .into_iter()
            .map(|m| {
                view! {
                    <div class="line-link" data-line=m.to_string()
                        style:top=format!("{}px", PAD_PX + f64::from(m - 1) * lh)
                        style:height=format!("{lh}px")></div>
                }
            })
            .collect_view()
    };
    let empty = move || {
        ctx.result.with(|r| match r {
            None => Some("Translating…".to_string()),
            Some(r) if r.entries.is_empty() => {
                let (e, _) = counts(r);
                let errors = format!("the source has {e} error{} (see Diagnostics)", plural(e));
                Some(if stale.get() {
                    format!("Out of date: {errors}; this is the last MSL that translated.")
                } else {
                    format!("No MSL: {errors}.")
                })
            }
            _ => None,
        })
    };
    view! {
        {move || empty().map(|m| view! { <p id="msl-note" class="empty" class:stale-note=move || stale.get()>{m}</p> })}
        <div class="code-sized" class:stale=move || stale.get() node_ref=sized style:width=move || format!("{}px", size().0)
            style:height=move || format!("{}px", size().1)
            on:mousemove=on_move on:mouseleave=move |_| ctx.link.set(None) on:click=on_click>
            {marks}
            <pre id="msl" class="code out layer" style:top=top inner_html=move || rendered.with(|r| r.main.clone())></pre>
            <pre class="code long-lines layer" aria-hidden="true" style:top=top style:left=long_left
                inner_html=move || rendered.with(|r| r.long.clone())></pre>
        </div>
    }
}

fn resource_rows(res: Vec<ResourceRow>) -> impl IntoView {
    res.into_iter()
        .map(|r| {
            let layout = r.layout.clone().map(|l| {
                let summary = format!(
                    "Layout of {}: {} bytes, align {}{}",
                    r.name,
                    l.size,
                    l.alignment,
                    l.runtime_array_stride.map(|s| format!(", runtime array stride {s}")).unwrap_or_default()
                );
                view! {
                    <tr class="layout-row"><td colspan="8">
                        <details class="layout">
                            <summary>{summary}</summary>
                            <table class="grid">
                                <thead><tr><th>"Member"</th><th>"Offset"</th><th>"Size"</th><th>"Type"</th><th>"Notes"</th></tr></thead>
                                <tbody>
                                {l.members.into_iter().map(|m| view! {
                                    <tr><td class=format!("depth-{}", m.depth.min(6))>{m.name}</td><td class="num">{m.offset}</td>
                                    <td class="num">{m.size}</td><td><code>{m.ty}</code></td><td>{m.note}</td></tr>
                                }).collect_view()}
                                </tbody>
                            </table>
                        </details>
                    </td></tr>
                }
            });
            let mut kind = r.kind.clone();
            if r.needs_compare_function {
                kind.push_str(" (set a compare function)");
            }
            view! {
                <tr>
                    <td>{r.name}</td><td><code class="metal">{r.metal}</code></td><td>{kind}</td><td>{r.binding}</td>
                    <td><code>{r.ty}</code></td><td><code>{r.msl_type}</code></td>
                    <td class="num">{r.array_size.map(|n| n.to_string()).unwrap_or_default()}</td>
                    <td>{r.access.unwrap_or_default()}</td>
                </tr>
                {layout}
            }
        })
        .collect_view()
}

/// `argument-buffers`: each buffer's members with their ids and, on tier 2,
/// the byte offsets the host writes resource IDs and GPU addresses at.
fn argument_buffer_tables(buffers: Vec<ArgumentBufferView>) -> impl IntoView {
    buffers
        .into_iter()
        .map(|b| {
            view! {
                <h3>{format!("Argument buffer {}", b.name)}</h3>
                <p>{b.summary}</p>
                <div class="table-scroll">
                <table class="grid argument-buffer">
                    <thead><tr><th>"Member"</th><th>"Id"</th><th>"Kind"</th><th>"MSL type"</th><th>"Array"</th><th>"Offset"</th><th>"Size"</th><th>"Host writes"</th></tr></thead>
                    <tbody>{b.members.into_iter().map(|m| view! {
                        <tr><td>{m.name}</td><td><code>{m.id}</code></td><td>{m.kind}</td><td><code>{m.msl_type}</code></td>
                        <td class="num">{m.array}</td><td class="num">{m.offset}</td><td class="num">{m.size}</td><td>{m.encoding}</td></tr>
                    }).collect_view()}</tbody>
                </table>
                </div>
            }
        })
        .collect_view()
}

/// `metal4-bindless`: the three buffer slots a Metal 4 host fills.
fn bindless_table(slots: Vec<BindlessSlotRow>) -> impl IntoView {
    (!slots.is_empty()).then(|| {
        view! {
            <h3>"Bindless slots (metal4-bindless)"</h3>
            <div class="table-scroll">
            <table class="grid bindless-slots">
                <thead><tr><th>"Metal"</th><th>"Role"</th><th>"Host puts there"</th><th>"Used by"</th></tr></thead>
                <tbody>{slots.into_iter().map(|s| view! {
                    <tr><td><code>{s.buffer}</code></td><td>{s.role}</td><td>{s.holds}</td><td>{s.used_by}</td></tr>
                }).collect_view()}</tbody>
            </table>
            </div>
        }
    })
}

fn entry_block(e: EntryRow, vb: u32) -> impl IntoView {
    let wg = e.workgroup_size.map(|[x, y, z]| format!("workgroup size {x} × {y} × {z}"));
    let attrs = (!e.vertex_attributes.is_empty()).then(|| {
        let stride = e.vertex_stride.map(|s| format!("Vertex buffer: Metal [[buffer({vb})]], stride {s} bytes")).unwrap_or_default();
        view! {
            <h4>"Vertex attributes"</h4>
            <p>{stride}</p>
            <table class="grid vertex-attributes">
                <thead><tr><th>"Location"</th><th>"Name"</th><th>"Format"</th><th>"Offset"</th></tr></thead>
                <tbody>{e.vertex_attributes.into_iter().map(|(loc, name, fmt, off)| view! {
                    <tr><td class="num">{loc}</td><td>{name}</td><td><code>{fmt}</code></td><td class="num">{off}</td></tr>
                }).collect_view()}</tbody>
            </table>
        }
    });
    let io = |title: &'static str, rows: Vec<(String, String, String)>| {
        (!rows.is_empty()).then(|| view! {
            <h4>{title}</h4>
            <table class="grid">
                <thead><tr><th>"Name"</th><th>"Metal attribute"</th><th>"Type"</th></tr></thead>
                <tbody>{rows.into_iter().map(|(n, a, t)| view! { <tr><td>{n}</td><td><code>{a}</code></td><td><code>{t}</code></td></tr> }).collect_view()}</tbody>
            </table>
        })
    };
    let uses = if e.resources.is_empty() {
        "uses no resources".to_string()
    } else {
        format!("uses {}", e.resources.join(", "))
    };
    view! {
        <div class="entry">
            <h3>{format!("{} {} → ", e.stage, e.name)}<code>{e.msl_name}</code></h3>
            <p>{[Some(uses), wg].into_iter().flatten().collect::<Vec<_>>().join(" · ")}</p>
            {attrs}
            {io("Inputs", e.inputs)}
            {io("Outputs", e.outputs)}
        </div>
    }
}

/// The Reflection tab: the tables, or the raw JSON the CLI's `--reflect` writes.
fn reflection_view(ctx: Ctx) -> impl IntoView {
    let raw = RwSignal::new(false);
    let json = move || ctx.result.with(|r| r.as_ref().and_then(|r| r.reflection_json.clone()));
    view! {
        <div class="segmented reflection-mode" role="group" aria-label="Reflection view">
            <button type="button" id="reflection-tables" aria-pressed=move || (!raw.get()).to_string() on:click=move |_| raw.set(false)>"Tables"</button>
            <button type="button" id="reflection-raw" aria-pressed=move || raw.get().to_string() on:click=move |_| raw.set(true)>"JSON"</button>
        </div>
        {move || if raw.get() {
            json().map_or_else(
                || view! { <p class="empty">"No reflection: the translation has errors (see Diagnostics)."</p> }.into_any(),
                |j| view! { <pre id="reflection-json" class="code out">{j}</pre> }.into_any(),
            )
        } else {
            reflection_tables(ctx).into_any()
        }}
    }
}

fn reflection_tables(ctx: Ctx) -> impl IntoView {
    move || {
        let Some(r) = ctx.result.with(|r| r.as_ref().and_then(|r| r.reflection.clone())) else {
            return view! { <p class="empty">"No reflection: the translation has errors (see Diagnostics)."</p> }
                .into_any();
        };
        let vb = r.vertex_buffer_index;
        let push = r.push_constants.clone().map(
            |p| view! { <p>"Push constants: " <strong>{p}</strong> " (filled with set*Bytes at its buffer index)"</p> },
        );
        let specs = (!r.spec_constants.is_empty()).then(|| view! {
            <h3>"Function constants"</h3>
            <table class="grid spec-constants">
                <thead><tr><th>"Index"</th><th>"Name"</th><th>"Type"</th><th>"Default"</th><th>"MTLDataType"</th></tr></thead>
                <tbody>{r.spec_constants.clone().into_iter().map(|c| view! {
                    <tr><td class="num">{c.index}</td><td>{c.name}</td><td><code>{c.ty}</code></td><td><code>{c.default}</code></td>
                    <td>{format!(".{} ({})", c.mtl_data_type_name, c.mtl_data_type)}</td></tr>
                }).collect_view()}</tbody>
            </table>
        });
        view! {
            <div class="reflection">
                <h3>"Resources"</h3>
                {if r.resources.is_empty() { Some(view! { <p class="empty">"No resources."</p> }) } else { None }}
                <div class="table-scroll">
                <table class="grid resources">
                    <thead><tr><th>"Name"</th><th>"Metal"</th><th>"Kind"</th><th>"Source binding"</th><th>"Type"</th><th>"MSL type"</th><th>"Array"</th><th>"Access"</th></tr></thead>
                    <tbody>{resource_rows(r.resources.clone())}</tbody>
                </table>
                </div>
                {push}
                {argument_buffer_tables(r.argument_buffers.clone())}
                {bindless_table(r.bindless_slots.clone())}
                {specs}
                <h3>"Entry points"</h3>
                {r.entry_points.clone().into_iter().map(|e| entry_block(e, vb)).collect_view()}
            </div>
        }
        .into_any()
    }
}

fn host_view(ctx: Ctx) -> impl IntoView {
    let lang = RwSignal::new("swift");
    let text = move || {
        ctx.result.with(|r| {
            r.as_ref()
                .map(|r| if lang.get() == "swift" { r.host_swift.clone() } else { r.host_cpp.clone() })
                .unwrap_or_default()
        })
    };
    let copied = RwSignal::new(None::<bool>);
    let copy = move |_| {
        let shown = ctx.result.with_untracked(|r| {
            r.as_ref()
                .map(|r| if lang.get_untracked() == "swift" { r.host_swift.clone() } else { r.host_cpp.clone() })
                .unwrap_or_default()
        });
        dom::copy_text(&shown, move |ok| {
            copied.set(Some(ok));
            set_timeout(move || copied.set(None), std::time::Duration::from_millis(1500));
        });
    };
    let copy_label = move || match copied.get() {
        None => "Copy",
        Some(true) => "Copied ✓",
        Some(false) => "Copy failed",
    };
    view! {
        <div class="host">
            <div class="host-bar">
                <div class="segmented" role="group" aria-label="Host language">
                    <button type="button" aria-pressed=move || (lang.get() == "swift").to_string() on:click=move |_| lang.set("swift")>"Swift"</button>
                    <button type="button" aria-pressed=move || (lang.get() == "cpp").to_string() on:click=move |_| lang.set("cpp")>"metal-cpp"</button>
                </div>
                <button type="button" id="copy-host" on:click=copy disabled=move || text().is_empty() aria-live="polite">{copy_label}</button>
            </div>
            <p class="host-note">{move || {
                let n = ctx.result.with(|r| r.as_ref().map_or(0, |r| r.entries.len()));
                format!("Each entry point's MSL is its own source string (`<name>Source`): {n} here, the files the .metal button downloads.")
            }}</p>
            <pre id="host-code" class="code out">{text}</pre>
        </div>
    }
}

fn diagnostics_view(ctx: Ctx) -> impl IntoView {
    move || {
        let cancelled = match ctx.status.get() {
            Status::Cancelled { limit_ms, .. } => Some(view! {
                <li class="diag error cancelled">
                    {format!("Translation cancelled: it ran past the {limit_ms} ms time limit. The worker was restarted; edit the source to try again.")}
                </li>
            }),
            _ => None,
        };
        let diags: Vec<DiagView> = ctx.result.with(|r| r.as_ref().map(|r| r.diagnostics.clone()).unwrap_or_default());
        let none = (diags.is_empty() && cancelled.is_none()).then(|| view! { <p class="empty">"No diagnostics."</p> });
        view! {
            {none}
            <ul id="diagnostics" class="diagnostics">
                {cancelled}
                {diags.into_iter().map(|d| {
                    let place = d.range.map_or_else(|| "no position".to_string(), |(l, c, _, _)| match &d.file {
                        Some(f) => format!("{f}, line {l}, column {c}"),
                        None => format!("line {l}, column {c}"),
                    });
                    // A place in the main source or in an include tab (not in an example's header).
                    let target = d.range.zip(ctx.file_of(d.file.as_deref()));
                    let class = format!("diag {}", d.severity);
                    view! {
                        <li class=class data-file=d.file.clone()>
                            <button type="button" class="diag-jump" disabled=target.is_none()
                                on:click=move |_| if let Some(((line, col, _, _), file)) = target { ctx.jump.set(Some(Jump { file, line, col })) }>
                                <span class="sev">{format!("{}[{}]", d.severity, d.code)}</span>
                                <span class="msg">{d.message}</span>
                                <span class="where">{place}</span>
                            </button>
                            <pre class="rendered">{d.rendered}</pre>
                        </li>
                    }
                }).collect_view()}
            </ul>
        }
    }
}
