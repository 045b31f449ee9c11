//! The playground: source on the left, MSL / reflection / diagnostics on the right.

use leptos::prelude::*;

/// Translate and return (MSL of every entry point, rendered diagnostics).
fn run(source: &str) -> (String, String) {
    let t = ferrometal::translate(source, &ferrometal::Options::default());
    let msl = t.entry_points.iter().map(|e| e.msl.as_str()).collect::<Vec<_>>().join("\n");
    (msl, t.render_diagnostics())
}

const START: &str = "@compute @workgroup_size(64)\nfn main(@builtin(global_invocation_id) id: vec3<u32>) {\n}\n";

#[component]
pub fn App() -> impl IntoView {
    let (source, set_source) = signal(START.to_string());
    let result = Memo::new(move |_| run(&source.get()));
    view! {
        <main>
            <h1>"ferrometal"</h1>
            <textarea id="source" prop:value=move || source.get()
                on:input=move |ev| set_source.set(event_target_value(&ev))></textarea>
            <pre id="msl">{move || result.get().0}</pre>
            <pre id="diagnostics">{move || result.get().1}</pre>
        </main>
    }
}
