//! The options box and the output toggles beside it: one text field of
//! flags in the CLI's, DXC's or glslang's spellings, in step with the
//! toolbar's controls (`crate::options_box` has the rules), its coded
//! problems listed under it, and the reading view and one-`.metal` toggles.

use super::Ctx;
use crate::state::PageState;
use leptos::prelude::*;

/// A toggle of the state that the box shows too.
fn toggle(ctx: Ctx, set: fn(&mut PageState, bool)) -> impl Fn(leptos::ev::Event) {
    move |ev| {
        let on = event_target_checked(&ev);
        ctx.state.update(|s| {
            set(s, on);
            s.sync_options_text();
        });
    }
}

#[component]
pub fn OptionsBox() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let problems = Memo::new(move |_| {
        ctx.state
            .with(PageState::options_problems)
            .into_iter()
            .map(|d| (d.code.to_string(), d.message, d.help))
            .collect::<Vec<_>>()
    });
    let invalid = move || problems.with(|p| !p.is_empty()).to_string();
    view! {
        <div class="options-row">
            <label class="field options-field">"Options"
                <input id="options-box" type="text" spellcheck="false" autocomplete="off"
                    placeholder="-E main -T ps_6_0 -D NAME=1 -Zpr (the CLI's, DXC's or glslang's flags)"
                    aria-describedby="options-problems" aria-invalid=invalid
                    prop:value=move || ctx.state.with(|s| s.options_text.clone())
                    on:input=move |ev| {
                        let text = event_target_value(&ev);
                        ctx.state.update(|s| s.apply_options_text(text));
                    }/>
            </label>
            <label class="field check" title="Leave out the layout asserts and the padding of structs no host memory holds (same ABI)">
                <input id="readable" type="checkbox" prop:checked=move || ctx.state.with(|s| s.readable)
                    on:change=toggle(ctx, |s, on| s.readable = on)/>
                "Readable"
            </label>
            <label class="field check" title="Every entry point in one translation unit, for one MTLLibrary">
                <input id="single-file" type="checkbox" prop:checked=move || ctx.state.with(|s| s.single_file)
                    on:change=toggle(ctx, |s, on| s.single_file = on)/>
                "One .metal"
            </label>
            <ul id="options-problems" class="options-problems" aria-live="polite">
                {move || problems.get().into_iter().map(|(code, message, help)| {
                    let help = help.map(|h| format!(" ({h})"));
                    view! {
                        <li class="options-problem" data-code=code.clone()>
                            <code class="code">{format!("error[{code}]")}</code>" "{message}{help}
                        </li>
                    }
                }).collect_view()}
            </ul>
        </div>
    }
}
