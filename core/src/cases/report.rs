//! The summary table every runner prints: one row per case run (compiled,
//! dispatched, matched, max error), then the failures in words.

use super::compare::Comparison;
use std::fmt::Write as _;

/// The outcome of one step of a case run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Step {
    Passed,
    Failed,
    /// Not reached (an earlier step failed) or not applicable.
    #[default]
    Skipped,
}

impl Step {
    pub const fn as_str(self) -> &'static str {
        match self {
            Step::Passed => "yes",
            Step::Failed => "NO",
            Step::Skipped => "-",
        }
    }

    pub const fn from_bool(ok: bool) -> Step {
        if ok { Step::Passed } else { Step::Failed }
    }
}

/// One row of the table.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CaseReport {
    /// `shader.hlsl:run` or `shader.hlsl:entry`.
    pub case: String,
    pub compiled: Step,
    pub dispatched: Step,
    pub matched: Step,
    /// Set once buffers were compared.
    pub comparison: Option<Comparison>,
    /// Why a step failed, compiler messages, validation messages.
    pub notes: Vec<String>,
}

impl CaseReport {
    pub fn new(case: impl Into<String>) -> Self {
        CaseReport { case: case.into(), ..CaseReport::default() }
    }

    /// No step failed.
    pub fn passed(&self) -> bool {
        ![self.compiled, self.dispatched, self.matched].contains(&Step::Failed)
    }

    /// Record a comparison and its verdict.
    pub fn set_comparison(&mut self, c: Comparison) {
        self.matched = Step::from_bool(c.matched());
        self.notes.extend(c.details.iter().cloned());
        if c.mismatched > c.details.len() {
            self.notes.push(format!("… {} mismatches in all", c.mismatched));
        }
        self.comparison = Some(c);
    }

    fn max_error(&self) -> String {
        match &self.comparison {
            None => "-".into(),
            Some(c) if c.max_ulp == 0 && c.max_abs == 0.0 => "0".into(),
            Some(c) => format!("{} ulp ({:.3e})", c.max_ulp, c.max_abs),
        }
    }
}

/// The table, a totals line, and the notes of every row that failed.
pub fn render_table(rows: &[CaseReport]) -> String {
    let width = rows.iter().map(|r| r.case.len()).max().unwrap_or(4).max(4);
    let mut out = String::new();
    let _ = writeln!(out, "{:<width$}  compiled  dispatched  matched  max error", "case");
    for r in rows {
        let _ = writeln!(
            out,
            "{:<width$}  {:<8}  {:<10}  {:<7}  {}",
            r.case,
            r.compiled.as_str(),
            r.dispatched.as_str(),
            r.matched.as_str(),
            r.max_error()
        );
    }
    let failed = rows.iter().filter(|r| !r.passed()).count();
    let _ = writeln!(out, "{} case runs: {} passed, {failed} failed", rows.len(), rows.len() - failed);
    for r in rows.iter().filter(|r| !r.passed() || !r.notes.is_empty()) {
        for n in &r.notes {
            let _ = writeln!(out, "  {}: {n}", r.case);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_lists_every_run_and_the_failures() {
        let mut ok = CaseReport::new("v_arith.hlsl:default");
        ok.compiled = Step::Passed;
        ok.dispatched = Step::Passed;
        ok.set_comparison(Comparison { compared: 4, max_ulp: 1, max_abs: 1.2e-7, ..Comparison::default() });
        let mut bad = CaseReport::new("v_spec.comp:override");
        bad.compiled = Step::Failed;
        bad.notes.push("error: use of undeclared identifier".into());
        let text = render_table(&[ok.clone(), bad.clone()]);
        let expected = "\
case                  compiled  dispatched  matched  max error
v_arith.hlsl:default  yes       yes         yes      1 ulp (1.200e-7)
v_spec.comp:override  NO        -           -        -
2 case runs: 1 passed, 1 failed
  v_spec.comp:override: error: use of undeclared identifier
";
        assert_eq!(text, expected);
        assert!(ok.passed());
        assert!(!bad.passed());
    }
}
