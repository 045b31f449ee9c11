//! Semantic rules of HLSL: the type model, type names, implicit conversions
//! and their ranking (for overload resolution of user functions and
//! intrinsics), and the result types of operators.
//!
//! The lowering walks the tree once and asks these rules at every node; this
//! module is pure (no IR, no diagnostics of its own) so the GLSL front-end
//! can take what fits and its tests are plain data.

pub mod types;

pub use types::*;
