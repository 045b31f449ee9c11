//! Stable sorting with one copy of the sorting code for every element type.
//!
//! The standard library's stable sort is a few kilobytes of code per element
//! type and comparator, and every `sort_by_key` closure is a type of its own:
//! sixteen such sorts were nearly 5% of the npm package's wasm code
//! (BENCHMARKS.md). These functions sort a permutation of indices with one
//! comparator behind a `dyn` call, so the sorting code exists once, and then
//! move the elements into place; only that small permutation step is
//! generic. The order is the standard library's stable order, so a sort
//! whose keys are unique, or whose equal elements are indistinguishable
//! (`sort_unstable` of integers), gives the same result as before.
//!
//! Time is O(n log n) comparisons, as the standard sort's; memory is one
//! `u32` per element.
//!
//! `collect()` into a `OrdSet` or `OrdMap` sorts a vector of the items
//! first (another stable sort per element type); [`set`] and [`map`] insert
//! them one by one instead, with the same result.

use crate::ordered::{OrdMap, OrdSet};
use std::cmp::Ordering;

/// Sort `v` stably by `cmp`.
pub fn sort_by<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    if v.len() < 2 {
        return;
    }
    let shared: &[T] = v;
    let mut order = sorted_indices(shared.len(), &mut |a, b| match (shared.get(a), shared.get(b)) {
        (Some(x), Some(y)) => cmp(x, y),
        _ => Ordering::Equal,
    });
    permute(v, &mut order);
}

/// Sort `v` stably by the key `key` gives each element.
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| key(a).cmp(&key(b)));
}

/// Sort `v` stably by its elements' order.
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, T::cmp);
}

/// The set of `items`, as `collect()` gives it, without a sort.
pub fn set<T: Ord>(items: impl IntoIterator<Item = T>) -> OrdSet<T> {
    let mut out = OrdSet::new();
    out.extend(items);
    out
}

/// The map of `items`, as `collect()` gives it (of equal keys the last
/// value stays), without a sort.
pub fn map<K: Ord, V>(items: impl IntoIterator<Item = (K, V)>) -> OrdMap<K, V> {
    let mut out = OrdMap::new();
    out.extend(items);
    out
}

/// The indices `0..len` in the stable order `cmp` gives them: the one
/// instance of the standard library's sort that every caller shares.
fn sorted_indices(len: usize, cmp: &mut dyn FnMut(usize, usize) -> Ordering) -> Vec<u32> {
    // Slices longer than u32::MAX elements do not occur (inputs are
    // budgeted far below that); such a tail would keep its order.
    let len = u32::try_from(len).unwrap_or(u32::MAX);
    let mut order: Vec<u32> = (0..len).collect();
    order.sort_by(|&a, &b| cmp(a as usize, b as usize));
    order
}

/// Put `v[order[i]]` at position `i` for every `i`, following the
/// permutation's cycles with swaps; `order` is left as the identity.
fn permute<T>(v: &mut [T], order: &mut [u32]) {
    for start in 0..order.len() {
        let mut at = start;
        while let Some(slot) = order.get_mut(at) {
            let from = *slot as usize;
            *slot = at as u32;
            if from == start || from == at {
                break;
            }
            v.swap(at, from);
            at = from;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small deterministic generator (xorshift), so the cases need no
    /// dependency and are the same on every run.
    fn numbers(seed: u64, n: usize, modulo: u64) -> Vec<u64> {
        let mut x = seed;
        (0..n)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x % modulo
            })
            .collect()
    }

    #[test]
    fn agrees_with_the_standard_stable_sort() {
        for (seed, n, modulo) in [(1, 0, 1), (2, 1, 5), (3, 2, 2), (4, 17, 3), (5, 300, 10), (6, 2000, 1000)] {
            // Pairs (key, position): equal keys must keep their positions' order.
            let items: Vec<(u64, usize)> = numbers(seed, n, modulo).into_iter().zip(0..).collect();
            let mut ours = items.clone();
            sort_by_key(&mut ours, |p| p.0);
            let mut std = items.clone();
            std.sort_by_key(|p| p.0);
            assert_eq!(ours, std, "seed {seed}, n {n}");
            let mut ours = items.clone();
            sort_by(&mut ours, |a, b| b.0.cmp(&a.0));
            let mut std = items;
            std.sort_by_key(|p| std::cmp::Reverse(p.0));
            assert_eq!(ours, std, "seed {seed}, n {n}, descending");
        }
    }

    #[test]
    fn sorts_owned_values_and_moves_each_once() {
        let mut words: Vec<String> = ["pear", "fig", "apple", "fig", "kiwi", "date"].map(String::from).to_vec();
        sort(&mut words);
        assert_eq!(words, ["apple", "date", "fig", "fig", "kiwi", "pear"]);
        // A permutation that is one long cycle, and one of many 2-cycles.
        let mut v: Vec<u32> = (1..=9).chain([0]).collect();
        sort(&mut v);
        assert_eq!(v, (0..10).collect::<Vec<u32>>());
        let mut v = vec![1, 0, 3, 2, 5, 4];
        sort(&mut v);
        assert_eq!(v, [0, 1, 2, 3, 4, 5]);
    }

    #[test]
    fn set_and_map_collect_as_collect_does() {
        let items = numbers(7, 500, 40);
        assert_eq!(set(items.iter().copied()), items.iter().copied().collect::<OrdSet<u64>>());
        let pairs: Vec<(u64, usize)> = items.iter().copied().zip(0..).collect();
        let ours = map(pairs.iter().copied());
        assert_eq!(ours, pairs.iter().copied().collect::<OrdMap<u64, usize>>());
        // Of equal keys the last value stays.
        assert_eq!(map([(1, "a"), (2, "b"), (1, "c")]).get(&1), Some(&"c"));
    }
}
