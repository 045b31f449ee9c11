//! What the execution-parity tests share: the planted wrong translations.

/// The first two `[[buffer(n)]]` indices of the kernel swapped (`None` when
/// there are fewer than two, or both are the same).
pub fn swapped_buffers(msl: &str) -> Option<String> {
    let kernel = msl.find("kernel void ")?;
    let mut found = Vec::new();
    let mut from = kernel;
    while let Some(i) = msl[from..].find("[[buffer(") {
        let start = from + i + "[[buffer(".len();
        let end = start + msl[start..].find(')')?;
        found.push((start, end));
        from = end;
    }
    let (&(a0, a1), &(b0, b1)) = (found.first()?, found.get(1)?);
    let (a, b) = (&msl[a0..a1], &msl[b0..b1]);
    (a != b).then(|| format!("{}{b}{}{a}{}", &msl[..a0], &msl[a1..b0], &msl[b1..]))
}
