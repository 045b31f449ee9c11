//! `--validate`: compile the output with Metal and run execution cases on the
//! GPU (macOS with the `validate` feature). Elsewhere it exits 2.

use crate::options::Options;
use std::io::Write;

/// Entry of `ferrometal --validate`. Returns the process exit code.
pub fn validate_cli(_options: &Options, stderr: &mut dyn Write) -> i32 {
    let _ =
        writeln!(stderr, "error: --validate needs macOS with a Metal device and a build with `--features validate`");
    2
}
