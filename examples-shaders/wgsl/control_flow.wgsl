// Control flow: switch with shared cases and default, loops with continuing
// and break-if, while, continue, nested breaks, select, early return.
@group(0) @binding(0) var<storage, read_write> out: array<i32, 32>;

fn classify(x: i32) -> i32 {
    var r = 0;
    switch x {
        case 0: { r = 10; }
        case 1, 2, 3: { r = 20; }
        case 4, default: { r = 30; }
    }
    return r;
}

fn collatz(start: u32) -> u32 {
    var n = start;
    var steps = 0u;
    loop {
        if n == 1u { break; }
        if n % 2u == 0u { n = n / 2u; continue; }
        n = 3u * n + 1u;
        continuing {
            steps += 1u;
            break if steps > 1000u;
        }
    }
    return steps;
}

// A value of the loop body read by the continuing block.
fn halving_steps(start: u32) -> u32 {
    var i = start;
    var count = 0u;
    loop {
        let half = i / 2u;
        if half == 0u { break; }
        count += 1u;
        continuing { i = half; }
    }
    return count;
}

@compute @workgroup_size(32)
fn main(@builtin(local_invocation_index) i: u32) {
    var acc = classify(i32(i) % 6);
    var j = 0;
    while j < 4 {
        j++;
        if j == 2 { continue; }
        acc += select(1, -1, j % 2 == 0);
    }
    for (var k = 0; k < 8; k++) {
        var inner = 0;
        loop {
            inner++;
            if inner > k { break; }
        }
        acc += inner;
    }
    if i >= 32u { return; }
    out[i] = acc + i32(collatz(i + 1u)) + i32(halving_steps(i));
}
