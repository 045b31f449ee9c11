//! Execution parity (see README.md): every case in `examples-shaders/cases/`
//! runs twice — the source through an independent compiler on a Vulkan CPU
//! driver (the reference, stored as golden files), and ferrometal's MSL
//! compiled as C++ against the in-repo Metal emulation — and the outputs must
//! agree as the case file says.

pub mod case;
pub mod driver;
pub mod generate;
pub mod ours;
pub mod reference;
pub mod spirv;
pub mod spirv_layout;
pub mod sweep;
pub mod texture;
pub mod tu;
pub mod vk;
