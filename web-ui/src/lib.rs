//! The ferrometal playground: a Leptos page (`app`) and a Web Worker
//! (`worker`) that runs the translator, talking through `protocol`.
//! See `web-ui/README.md` for the build and the design.

pub mod app;
pub mod diff;
pub mod examples;
pub mod highlight;
pub mod host;
pub mod lines;
pub mod options_box;
pub mod protocol;
pub mod state;
pub mod worker;
