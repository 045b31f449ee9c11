fn main() {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let code = ferrometal::cli::run(
        &argv,
        &mut std::io::stdin().lock(),
        &mut std::io::stdout().lock(),
        &mut std::io::stderr().lock(),
    );
    std::process::exit(code);
}
