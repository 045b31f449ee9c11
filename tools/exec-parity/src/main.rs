//! `exec-parity [--regen] [CASE…]`: run the execution-parity cases and print
//! a table of case, schedule, result and max error; exit 0 when all match.

use ferrometal_exec_parity::{driver, ours};
use std::path::PathBuf;

fn main() {
    let mut config = driver::Config::from_repo(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../.."));
    let mut names = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--regen" => config.regen = true,
            "--no-sanitize" => config.sanitize = false,
            "-v" | "--verbose" => config.verbose = true,
            "--cases" => config.cases_dir = args.next().map(PathBuf::from).unwrap_or(config.cases_dir),
            "-h" | "--help" => {
                println!("usage: exec-parity [--regen] [--no-sanitize] [--cases DIR] [CASE…]");
                return;
            }
            _ => names.push(a),
        }
    }
    if let Some(missing) = ours::missing_toolchain(&config) {
        eprintln!("{missing}");
        std::process::exit(1);
    }
    let ok = driver::run(&config, &names, &mut std::io::stdout());
    std::process::exit(if ok { 0 } else { 1 });
}
