//! [`IntMap`] and [`IntSet`]: the ordered maps and sets of keys that are
//! integers, naga handles, or tuples of them, all sharing one tree.
//!
//! [`OrdMap`](super::OrdMap) has one copy of the B-tree code per key type;
//! the translator's maps and sets keyed by integers, handles and small tuples
//! of them were a dozen such copies, a few kilobytes of wasm each. Such a key
//! has an order-preserving encoding as a `u128` ([`IntKey`]): these maps keep
//! a `BTreeMap<u128, u32>` from the encoded key to the entry's slot in a
//! vector of keys and values, so the tree code exists once for all of them.
//! Iteration is in key order, as the standard map's; lookups take the key by
//! reference, as the standard map's do.
//!
//! As in `OrdMap`, a removed entry leaves an empty slot behind.

use std::collections::BTreeMap;
use std::fmt;

/// A key with an order-preserving encoding in the low [`IntKey::BITS`] bits
/// of a `u128`: `a < b` exactly when `a.code() < b.code()`.
pub trait IntKey: Ord {
    /// The width of the encoding (a tuple's is the sum of its parts').
    const BITS: u32;
    fn code(&self) -> u128;
}

macro_rules! unsigned_key {
    ($($t:ty),*) => {$(
        impl IntKey for $t {
            const BITS: u32 = <$t>::BITS;
            fn code(&self) -> u128 {
                *self as u128
            }
        }
    )*};
}
unsigned_key!(u8, u16, u32, u64, usize);

impl IntKey for i64 {
    const BITS: u32 = 64;
    fn code(&self) -> u128 {
        // Flipping the sign bit orders negative numbers first.
        u128::from((*self as u64) ^ (1 << 63))
    }
}

impl IntKey for char {
    const BITS: u32 = 32;
    fn code(&self) -> u128 {
        u128::from(u32::from(*self))
    }
}

impl IntKey for bool {
    const BITS: u32 = 1;
    fn code(&self) -> u128 {
        u128::from(*self)
    }
}

/// naga orders handles by their index.
impl<T> IntKey for naga::Handle<T> {
    const BITS: u32 = 32;
    fn code(&self) -> u128 {
        self.index() as u128
    }
}

impl<K: IntKey> IntKey for Option<K> {
    const BITS: u32 = K::BITS + 1;
    fn code(&self) -> u128 {
        match self {
            None => 0,
            Some(k) => (1 << K::BITS) | k.code(),
        }
    }
}

impl<A: IntKey, B: IntKey> IntKey for (A, B) {
    const BITS: u32 = {
        assert!(A::BITS + B::BITS <= 128);
        A::BITS + B::BITS
    };
    fn code(&self) -> u128 {
        let _ = Self::BITS;
        (self.0.code() << B::BITS) | self.1.code()
    }
}

impl<A: IntKey, B: IntKey, C: IntKey> IntKey for (A, B, C) {
    const BITS: u32 = {
        assert!(A::BITS + B::BITS + C::BITS <= 128);
        A::BITS + B::BITS + C::BITS
    };
    fn code(&self) -> u128 {
        let _ = Self::BITS;
        (((self.0.code() << B::BITS) | self.1.code()) << C::BITS) | self.2.code()
    }
}

/// The shared part: encoded keys to slots, and the slots' count.
#[derive(Clone, Default, PartialEq, Eq)]
struct Index {
    tree: BTreeMap<u128, u32>,
}

impl Index {
    fn slot(&self, code: u128) -> Option<usize> {
        self.tree.get(&code).map(|&i| i as usize)
    }

    /// The slot of `code`, and whether it is new (then it is `next`).
    fn slot_or_insert(&mut self, code: u128, next: usize) -> (usize, bool) {
        // Slots beyond u32::MAX do not occur (inputs are budgeted far below).
        let next = u32::try_from(next).unwrap_or(u32::MAX);
        match self.tree.entry(code) {
            std::collections::btree_map::Entry::Occupied(o) => (*o.get() as usize, false),
            std::collections::btree_map::Entry::Vacant(v) => (*v.insert(next) as usize, true),
        }
    }

    fn slots(&self) -> impl DoubleEndedIterator<Item = usize> + ExactSizeIterator + '_ {
        self.tree.values().map(|&i| i as usize)
    }
}

/// An ordered map of [`IntKey`] keys: the standard map's behaviour and order.
#[derive(Clone)]
pub struct IntMap<K, V> {
    index: Index,
    slots: Vec<Option<(K, V)>>,
}

impl<K, V> Default for IntMap<K, V> {
    fn default() -> Self {
        IntMap { index: Index::default(), slots: Vec::new() }
    }
}

impl<K: IntKey, V> IntMap<K, V> {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn len(&self) -> usize {
        self.index.tree.len()
    }

    pub fn is_empty(&self) -> bool {
        self.index.tree.is_empty()
    }

    /// Insert `value` at `key`; the value it replaces, if any.
    pub fn insert(&mut self, key: K, value: V) -> Option<V> {
        match self.get_mut(&key) {
            Some(v) => Some(std::mem::replace(v, value)),
            None => {
                let (i, _) = self.index.slot_or_insert(key.code(), self.slots.len());
                self.put(i, key, value);
                None
            }
        }
    }

    fn put(&mut self, i: usize, key: K, value: V) {
        if self.slots.len() <= i {
            self.slots.resize_with(i + 1, || None);
        }
        if let Some(slot) = self.slots.get_mut(i) {
            *slot = Some((key, value));
        }
    }

    fn at(&self, i: usize) -> Option<(&K, &V)> {
        self.slots.get(i)?.as_ref().map(|(k, v)| (k, v))
    }

    pub fn get(&self, key: &K) -> Option<&V> {
        Some(self.at(self.index.slot(key.code())?)?.1)
    }

    pub fn get_mut(&mut self, key: &K) -> Option<&mut V> {
        let i = self.index.slot(key.code())?;
        self.slots.get_mut(i)?.as_mut().map(|(_, v)| v)
    }

    pub fn get_key_value(&self, key: &K) -> Option<(&K, &V)> {
        self.at(self.index.slot(key.code())?)
    }

    pub fn contains_key(&self, key: &K) -> bool {
        self.index.tree.contains_key(&key.code())
    }

    pub fn remove(&mut self, key: &K) -> Option<V> {
        let i = self.index.tree.remove(&key.code())? as usize;
        self.slots.get_mut(i)?.take().map(|(_, v)| v)
    }

    /// The value at `key`, inserted by the entry's methods when missing.
    pub fn entry(&mut self, key: K) -> Entry<'_, K, V> {
        Entry { map: self, key }
    }

    /// Keep the entries `keep` says yes to.
    pub fn retain(&mut self, mut keep: impl FnMut(&K, &mut V) -> bool) {
        let slots = &mut self.slots;
        self.index.tree.retain(|_, &mut i| {
            let Some(slot) = slots.get_mut(i as usize) else { return false };
            let kept = slot.as_mut().is_some_and(|(k, v)| keep(k, v));
            if !kept {
                *slot = None;
            }
            kept
        });
    }

    pub fn iter(&self) -> Iter<'_, K, V> {
        Iter { slots: self.index.tree.values(), entries: &self.slots }
    }

    pub fn iter_mut(&mut self) -> impl Iterator<Item = (&K, &mut V)> {
        let mut slots: Vec<Option<&mut (K, V)>> = self.slots.iter_mut().map(Option::as_mut).collect();
        self.index.slots().filter_map(move |i| slots.get_mut(i)?.take().map(|(k, v)| (&*k, v)))
    }

    pub fn keys(&self) -> impl DoubleEndedIterator<Item = &K> {
        self.iter().map(|(k, _)| k)
    }

    pub fn values(&self) -> impl DoubleEndedIterator<Item = &V> {
        self.iter().map(|(_, v)| v)
    }

    pub fn values_mut(&mut self) -> impl Iterator<Item = &mut V> {
        self.iter_mut().map(|(_, v)| v)
    }

    pub fn into_values(self) -> impl Iterator<Item = V> {
        self.into_iter().map(|(_, v)| v)
    }

    pub fn first_key_value(&self) -> Option<(&K, &V)> {
        self.iter().next()
    }

    pub fn last_key_value(&self) -> Option<(&K, &V)> {
        self.iter().next_back()
    }

    /// Move every entry of `other` into `self` (its values win).
    pub fn append(&mut self, other: &mut Self) {
        let other = std::mem::take(other);
        self.extend(other);
    }
}

/// A place in an [`IntMap`], filled on demand.
pub struct Entry<'a, K, V> {
    map: &'a mut IntMap<K, V>,
    key: K,
}

impl<'a, K: IntKey, V> Entry<'a, K, V> {
    pub fn or_insert_with(self, make: impl FnOnce() -> V) -> &'a mut V {
        let map = self.map;
        let (i, _) = map.index.slot_or_insert(self.key.code(), map.slots.len());
        if map.slots.len() <= i {
            map.slots.resize_with(i + 1, || None);
        }
        // In bounds: the vector was just made long enough.
        #[allow(clippy::indexing_slicing)]
        let slot = &mut map.slots[i];
        &mut slot.get_or_insert_with(|| (self.key, make())).1
    }

    pub fn or_insert(self, value: V) -> &'a mut V {
        self.or_insert_with(|| value)
    }

    pub fn or_default(self) -> &'a mut V
    where
        V: Default,
    {
        self.or_insert_with(V::default)
    }

    pub fn and_modify(self, change: impl FnOnce(&mut V)) -> Self {
        if let Some(v) = self.map.get_mut(&self.key) {
            change(v);
        }
        self
    }

    pub fn key(&self) -> &K {
        &self.key
    }
}

impl<K: IntKey, V> Extend<(K, V)> for IntMap<K, V> {
    fn extend<I: IntoIterator<Item = (K, V)>>(&mut self, items: I) {
        for (k, v) in items {
            self.insert(k, v);
        }
    }
}

impl<K: IntKey, V> FromIterator<(K, V)> for IntMap<K, V> {
    fn from_iter<I: IntoIterator<Item = (K, V)>>(items: I) -> Self {
        let mut out = IntMap::new();
        out.extend(items);
        out
    }
}

impl<K: IntKey, V, const N: usize> From<[(K, V); N]> for IntMap<K, V> {
    fn from(items: [(K, V); N]) -> Self {
        items.into_iter().collect()
    }
}

impl<K: IntKey, V> IntoIterator for IntMap<K, V> {
    type Item = (K, V);
    type IntoIter = std::vec::IntoIter<(K, V)>;

    /// Entries in key order, by value.
    fn into_iter(self) -> Self::IntoIter {
        let IntMap { index, mut slots } = self;
        let entries: Vec<(K, V)> = index.slots().filter_map(|i| slots.get_mut(i)?.take()).collect();
        entries.into_iter()
    }
}

/// The entries of an [`IntMap`] (or the keys of an [`IntSet`]) by reference,
/// in key order.
pub struct Iter<'a, K, V> {
    slots: std::collections::btree_map::Values<'a, u128, u32>,
    entries: &'a [Option<(K, V)>],
}

impl<'a, K, V> Iterator for Iter<'a, K, V> {
    type Item = (&'a K, &'a V);

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            let &i = self.slots.next()?;
            if let Some(Some((k, v))) = self.entries.get(i as usize) {
                return Some((k, v));
            }
        }
    }
}

impl<K, V> DoubleEndedIterator for Iter<'_, K, V> {
    fn next_back(&mut self) -> Option<Self::Item> {
        loop {
            let &i = self.slots.next_back()?;
            if let Some(Some((k, v))) = self.entries.get(i as usize) {
                return Some((k, v));
            }
        }
    }
}

impl<'a, K: IntKey, V> IntoIterator for &'a IntMap<K, V> {
    type Item = (&'a K, &'a V);
    type IntoIter = Iter<'a, K, V>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<K: IntKey, V: PartialEq> PartialEq for IntMap<K, V> {
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len() && self.iter().zip(other.iter()).all(|(a, b)| a == b)
    }
}

impl<K: IntKey, V: Eq> Eq for IntMap<K, V> {}

impl<K: IntKey + fmt::Debug, V: fmt::Debug> fmt::Debug for IntMap<K, V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

/// An ordered set of [`IntKey`] keys sharing [`IntMap`]'s one tree.
#[derive(Clone)]
pub struct IntSet<K> {
    index: Index,
    keys: Vec<Option<(K, ())>>,
}

impl<K> Default for IntSet<K> {
    fn default() -> Self {
        IntSet { index: Index::default(), keys: Vec::new() }
    }
}

impl<K: IntKey> IntSet<K> {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn len(&self) -> usize {
        self.index.tree.len()
    }

    pub fn is_empty(&self) -> bool {
        self.index.tree.is_empty()
    }

    /// Whether `key` was not in the set yet.
    pub fn insert(&mut self, key: K) -> bool {
        let (i, new) = self.index.slot_or_insert(key.code(), self.keys.len());
        if new {
            if self.keys.len() <= i {
                self.keys.resize_with(i + 1, || None);
            }
            if let Some(slot) = self.keys.get_mut(i) {
                *slot = Some((key, ()));
            }
        }
        new
    }

    pub fn contains(&self, key: &K) -> bool {
        self.index.tree.contains_key(&key.code())
    }

    pub fn remove(&mut self, key: &K) -> bool {
        let Some(i) = self.index.tree.remove(&key.code()) else { return false };
        if let Some(slot) = self.keys.get_mut(i as usize) {
            *slot = None;
        }
        true
    }

    pub fn retain(&mut self, mut keep: impl FnMut(&K) -> bool) {
        let keys = &mut self.keys;
        self.index.tree.retain(|_, &mut i| {
            let Some(slot) = keys.get_mut(i as usize) else { return false };
            let kept = slot.as_ref().is_some_and(|(k, _)| keep(k));
            if !kept {
                *slot = None;
            }
            kept
        });
    }

    pub fn iter(&self) -> SetIter<'_, K> {
        SetIter(Iter { slots: self.index.tree.values(), entries: &self.keys })
    }

    pub fn first(&self) -> Option<&K> {
        self.iter().next()
    }

    pub fn last(&self) -> Option<&K> {
        self.iter().next_back()
    }

    /// Move every key of `other` into `self`.
    pub fn append(&mut self, other: &mut Self) {
        let other = std::mem::take(other);
        self.extend(other);
    }
}

impl<K: IntKey> Extend<K> for IntSet<K> {
    fn extend<I: IntoIterator<Item = K>>(&mut self, items: I) {
        for k in items {
            self.insert(k);
        }
    }
}

impl<K: IntKey> FromIterator<K> for IntSet<K> {
    fn from_iter<I: IntoIterator<Item = K>>(items: I) -> Self {
        let mut out = IntSet::new();
        out.extend(items);
        out
    }
}

impl<K: IntKey, const N: usize> From<[K; N]> for IntSet<K> {
    fn from(items: [K; N]) -> Self {
        items.into_iter().collect()
    }
}

impl<K: IntKey> IntoIterator for IntSet<K> {
    type Item = K;
    type IntoIter = std::vec::IntoIter<K>;

    /// The keys in order.
    fn into_iter(self) -> Self::IntoIter {
        let IntSet { index, mut keys } = self;
        let ordered: Vec<K> = index.slots().filter_map(|i| Some(keys.get_mut(i)?.take()?.0)).collect();
        ordered.into_iter()
    }
}

/// The keys of an [`IntSet`] by reference, in order.
pub struct SetIter<'a, K>(Iter<'a, K, ()>);

impl<'a, K> Iterator for SetIter<'a, K> {
    type Item = &'a K;

    fn next(&mut self) -> Option<&'a K> {
        self.0.next().map(|(k, _)| k)
    }
}

impl<K> DoubleEndedIterator for SetIter<'_, K> {
    fn next_back(&mut self) -> Option<Self::Item> {
        self.0.next_back().map(|(k, _)| k)
    }
}

impl<'a, K: IntKey> IntoIterator for &'a IntSet<K> {
    type Item = &'a K;
    type IntoIter = SetIter<'a, K>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<K: IntKey> PartialEq for IntSet<K> {
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len() && self.iter().zip(other.iter()).all(|(a, b)| a == b)
    }
}

impl<K: IntKey> Eq for IntSet<K> {}

impl<K: IntKey + fmt::Debug> fmt::Debug for IntSet<K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::{IntKey, IntMap, IntSet};

    #[test]
    fn codes_keep_the_order() {
        let ints = [i64::MIN, -2, -1, 0, 1, i64::MAX];
        assert!(ints.windows(2).all(|w| w[0].code() < w[1].code()));
        let pairs = [(0u8, u32::MAX), (1, 0), (1, 1), (2, 0)];
        assert!(pairs.windows(2).all(|w| w[0].code() < w[1].code()));
        let opts = [None, Some(0u32), Some(7)];
        assert!(opts.windows(2).all(|w| w[0].code() < w[1].code()));
    }

    #[test]
    fn map_behaves_as_the_standard_map() {
        let mut m: IntMap<i64, u32> = IntMap::new();
        assert_eq!(m.insert(2, 2), None);
        assert_eq!(m.insert(-1, 1), None);
        assert_eq!(m.insert(3, 3), None);
        assert_eq!(m.insert(2, 20), Some(2));
        assert_eq!(m.len(), 3);
        assert_eq!(m.get(&2), Some(&20));
        assert_eq!(m.remove(&-1), Some(1));
        assert_eq!(m.remove(&-1), None);
        assert!(!m.contains_key(&-1));
        m.insert(-1, 10);
        *m.entry(4).or_default() += 4;
        *m.entry(4).or_insert(0) += 1;
        m.entry(3).and_modify(|v| *v *= 10).or_insert(0);
        for (_, v) in m.iter_mut() {
            *v += 1;
        }
        assert_eq!(m.keys().copied().collect::<Vec<_>>(), [-1, 2, 3, 4]);
        assert_eq!(m.values().copied().collect::<Vec<_>>(), [11, 21, 31, 6]);
        assert_eq!(m.iter().next_back().map(|(k, _)| *k), Some(4));
        m.retain(|k, v| *k != 2 && *v > 10);
        let all: Vec<(i64, u32)> = m.clone().into_iter().collect();
        assert_eq!(all, [(-1, 11), (3, 31)]);
        let again: IntMap<i64, u32> = all.into_iter().collect();
        assert_eq!(again, m);
        let mut other = IntMap::from([(-1, 0), (26, 26)]);
        m.append(&mut other);
        assert!(other.is_empty());
        assert_eq!(format!("{m:?}"), "{-1: 0, 3: 31, 26: 26}");
    }

    #[test]
    fn set_behaves_as_the_standard_set() {
        let mut s: IntSet<(u32, u32)> = [(5, 0), (1, 9), (3, 3)].into();
        assert!(s.insert((2, 2)));
        assert!(!s.insert((3, 3)));
        assert!(s.remove(&(5, 0)));
        assert_eq!(s.iter().copied().collect::<Vec<_>>(), [(1, 9), (2, 2), (3, 3)]);
        assert_eq!((s.first(), s.last()), (Some(&(1, 9)), Some(&(3, 3))));
        s.retain(|&(a, _)| a != 1);
        assert_eq!(s.clone().into_iter().collect::<Vec<_>>(), [(2, 2), (3, 3)]);
        assert_eq!(format!("{s:?}"), "{(2, 2), (3, 3)}");
    }
}
