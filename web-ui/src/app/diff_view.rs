//! The Diff tab: the MSL of the current source against either the same
//! source under other options (another MSL version, another binding model),
//! translated by the worker in the same request, or an MSL output pinned
//! earlier ("Pin this output", then edit). Entry points are matched by their
//! MSL name; each is a unified line diff (`crate::diff`).

use super::Ctx;
use crate::diff;
use crate::state::PageState;
use ferrometal::{BindingModel, MslVersion, Options};
use leptos::prelude::*;

pub use crate::state::{DiffMode as Mode, DiffSettings, Pinned};

/// Read the Diff tab's settings (part of the page state).
fn diff<T>(ctx: Ctx, f: impl FnOnce(&DiffSettings) -> T) -> T {
    ctx.state.with(|s| f(&s.diff))
}

/// Change the Diff tab's settings.
fn update(ctx: Ctx, f: impl FnOnce(&mut DiffSettings)) {
    ctx.state.update(|s| f(&mut s.diff));
}

fn label(o: &Options) -> String {
    format!("MSL {} · {}", o.msl_version.as_str(), o.binding_model.as_str())
}

/// The other options of the Diff tab for `state`, while the tab is shown
/// comparing options (`key` from [`compare_key`]); `None` otherwise (the
/// worker then translates once).
pub fn compare_options(state: &PageState, key: Option<&(String, String)>) -> Option<Options> {
    let (version, binding) = key?;
    let mut o = state.options();
    o.msl_version = MslVersion::parse(version).unwrap_or(o.msl_version);
    o.binding_model = BindingModel::parse(binding).unwrap_or(o.binding_model);
    Some(o)
}

/// What the other side of the Diff tab is, changing only when the options to
/// compare with change (switching between other tabs does not translate again).
pub fn compare_key(ctx: Ctx) -> Memo<Option<(String, String)>> {
    Memo::new(move |_| {
        let on = ctx.tab.with(|t| t == "diff");
        diff(ctx, |d| (on && d.mode == Mode::Options).then(|| (d.msl_version.clone(), d.binding_model.clone())))
    })
}

/// `(MSL name, MSL)` per entry point.
type Entries = Vec<(String, String)>;
/// The old side's label, the new side's, and their entry points.
type Sides = (String, String, Entries, Entries);

/// One entry point's diff, ready to show.
struct EntryDiff {
    name: String,
    rendered: diff::Rendered,
}

fn entry_diffs(old: &[(String, String)], new: &[(String, String)]) -> Vec<EntryDiff> {
    let mut names: Vec<&str> = old.iter().map(|(n, _)| n.as_str()).collect();
    names.extend(new.iter().map(|(n, _)| n.as_str()).filter(|n| !old.iter().any(|(o, _)| o == n)));
    let text = |side: &[(String, String)], name: &str| {
        side.iter().find(|(n, _)| n == name).map(|(_, t)| t.clone()).unwrap_or_default()
    };
    names
        .into_iter()
        .map(|name| EntryDiff { name: name.to_string(), rendered: diff::render(&text(old, name), &text(new, name)) })
        .collect()
}

pub fn view(ctx: Ctx) -> impl IntoView {
    let current = move || {
        ctx.result.with(|r| {
            r.as_ref()
                .map(|r| r.entries.iter().map(|e| (e.msl_name.clone(), e.msl.clone())).collect::<Vec<_>>())
                .unwrap_or_default()
        })
    };
    let pin = move |_| {
        let entries = current();
        if entries.is_empty() {
            return;
        }
        let label = ctx.state.with_untracked(|s| label(&s.options()));
        update(ctx, |d| {
            d.pinned = Some(Pinned { entries, label });
            d.mode = Mode::Pinned;
        });
    };
    let mode = move || diff(ctx, |d| d.mode);
    let set_mode = move |m: Mode| update(ctx, |d| d.mode = m);
    let no_msl = move || ctx.result.with(|r| r.as_ref().is_none_or(|r| r.entries.is_empty()));

    // `(old label, new label, old, new)` or a sentence saying why there is nothing to compare.
    let sides = move || -> Result<Sides, String> {
        let now = current();
        let here = ctx.state.with(|s| label(&s.options()));
        if now.is_empty() {
            return Err("No MSL: the source has errors (see Diagnostics).".into());
        }
        match mode() {
            Mode::Pinned => match diff(ctx, |d| d.pinned.clone()) {
                Some(p) => Ok((format!("pinned ({})", p.label), format!("current ({here})"), p.entries, now)),
                None => {
                    Err("Nothing pinned yet: “Pin this output” keeps the MSL shown now; edit, then compare.".into())
                }
            },
            Mode::Options => {
                let other = ctx.result.with(|r| r.as_ref().and_then(|r| r.compare.clone()));
                let Some(other) = other else { return Err("Translating with the other options…".into()) };
                let there = ctx.state.with_untracked(|s| compare_options_label(ctx, s));
                if let Some(e) = other.error {
                    return Err(format!("With {there} the source does not translate: {e}"));
                }
                Ok((format!("current ({here})"), there, now, other.entries))
            }
        }
    };

    let body = move || match sides() {
        Err(why) => view! { <p id="diff-note" class="empty">{why}</p> }.into_any(),
        Ok((old_label, new_label, old, new)) => {
            let diffs = entry_diffs(&old, &new);
            let (removed, added) =
                diffs.iter().fold((0, 0), |(r, a), d| (r + d.rendered.removed, a + d.rendered.added));
            let summary = if removed + added == 0 {
                "The MSL is the same on both sides.".to_string()
            } else {
                format!("{removed} line{} removed, {added} line{} added.", plural(removed), plural(added))
            };
            view! {
                <p class="diff-legend">
                    <span class="sign-del" aria-hidden="true">"-"</span>" " {old_label} " · "
                    <span class="sign-ins" aria-hidden="true">"+"</span>" " {new_label}
                </p>
                <p id="diff-summary" role="status">{summary}</p>
                {diffs.into_iter().map(|d| {
                    let r = d.rendered;
                    let counts = if r.removed + r.added == 0 {
                        "unchanged".to_string()
                    } else {
                        format!("−{} +{}", r.removed, r.added)
                    };
                    let notes = [
                        (!r.minimal).then(|| "Too many changes for a minimal diff: the changed middle is shown removed, then added.".to_string()),
                        (r.left_out > 0).then(|| format!("{} more diff lines are not shown.", r.left_out)),
                    ];
                    view! {
                        <section class="diff-entry" aria-label=format!("MSL {}", d.name)>
                            <h3>{format!("MSL · {} ", d.name)}<span class="diff-counts">{counts}</span></h3>
                            {notes.into_iter().flatten().map(|n| view! { <p class="empty">{n}</p> }).collect_view()}
                            <div class="diff code" inner_html=r.html></div>
                        </section>
                    }
                }).collect_view()}
            }
            .into_any()
        }
    };

    view! {
        <div class="diff-view">
            <div class="diff-bar">
                <div class="segmented" role="group" aria-label="Compare with">
                    <button type="button" id="diff-options" aria-pressed=move || (mode() == Mode::Options).to_string()
                        on:click=move |_| set_mode(Mode::Options)>"Other options"</button>
                    <button type="button" id="diff-pinned" aria-pressed=move || (mode() == Mode::Pinned).to_string()
                        on:click=move |_| set_mode(Mode::Pinned)>"Pinned output"</button>
                </div>
                {move || (mode() == Mode::Options).then(|| view! {
                    <label class="field">"MSL"
                        <select id="diff-msl-version" on:change=move |ev| {
                            let v = event_target_value(&ev);
                            update(ctx, |d| d.msl_version = v);
                        }>
                            {MslVersion::ALL.into_iter().map(|v| {
                                let is = move || diff(ctx, |d| d.msl_version == v.as_str());
                                view! { <option value=v.as_str() prop:selected=is>{v.as_str()}</option> }
                            }).collect_view()}
                        </select>
                    </label>
                    <label class="field">"Binding"
                        <select id="diff-binding-model" on:change=move |ev| {
                            let v = event_target_value(&ev);
                            update(ctx, |d| d.binding_model = v);
                        }>
                            {BindingModel::ALL.into_iter().map(|m| {
                                let is = move || diff(ctx, |d| d.binding_model == m.as_str());
                                view! { <option value=m.as_str() prop:selected=is>{m.as_str()}</option> }
                            }).collect_view()}
                        </select>
                    </label>
                })}
                <button type="button" id="diff-pin" on:click=pin disabled=no_msl
                    title="Keep the MSL shown now, to compare later edits with">"Pin this output"</button>
            </div>
            {body}
        </div>
    }
}

fn compare_options_label(ctx: Ctx, s: &PageState) -> String {
    let key = diff(ctx, |d| (d.msl_version.clone(), d.binding_model.clone()));
    compare_options(s, Some(&key)).map_or_else(String::new, |o| label(&o))
}

const fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_are_matched_by_name() {
        let old = vec![("a".to_string(), "x\n".to_string()), ("b".to_string(), "y\n".to_string())];
        let new = vec![("b".to_string(), "y\nz\n".to_string()), ("c".to_string(), "w\n".to_string())];
        let d = entry_diffs(&old, &new);
        let got: Vec<(&str, usize, usize)> =
            d.iter().map(|e| (e.name.as_str(), e.rendered.removed, e.rendered.added)).collect();
        assert_eq!(got, [("a", 1, 0), ("b", 0, 1), ("c", 0, 1)]);
    }
}
