//! Ordered maps and sets with one copy of the tree code per key type.
//!
//! The standard `BTreeMap<K, V>` is several kilobytes of code for every
//! pair of key and value types (insertion, search, removal, iteration and
//! dropping, each per pair): forty-two such pairs were an eighth of the npm
//! package's wasm code (BENCHMARKS.md). [`OrdMap`] keeps its keys in a
//! `BTreeMap<K, u32>` that gives each key the index of its value in a
//! vector, so the tree code exists once per key type (`String` serves most
//! maps and every [`OrdSet`] of strings); only the small vector code is per
//! value type. Iteration is in key order, as the standard map's.
//!
//! A removed value leaves an empty slot behind: memory is one slot per key
//! ever inserted, which the translator's maps (filled while lowering one
//! module, then dropped) never notice. Time is the standard map's.

mod ints;

pub use ints::{IntKey, IntMap, IntSet};
use std::borrow::Borrow;
use std::collections::BTreeMap;
use std::fmt;

/// The String key of the pair (`name`, `index`), for maps and sets that are
/// only looked up, never iterated: `name`, which holds no NUL, a NUL, and
/// the index. A String key shares the String tree (a tuple key would be a
/// tree of its own in the wasm).
pub fn pair_key(name: &str, index: usize) -> String {
    format!("{name}\0{index}")
}

/// An ordered map: the standard map's behaviour and iteration order.
#[derive(Clone)]
pub struct OrdMap<K, V> {
    index: BTreeMap<K, u32>,
    values: Vec<Option<V>>,
}

impl<K, V> Default for OrdMap<K, V> {
    fn default() -> Self {
        OrdMap { index: BTreeMap::new(), values: Vec::new() }
    }
}

impl<K: Ord, V> OrdMap<K, V> {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn len(&self) -> usize {
        self.index.len()
    }

    pub fn is_empty(&self) -> bool {
        self.index.is_empty()
    }

    /// Insert `value` at `key`; the value it replaces, if any.
    pub fn insert(&mut self, key: K, value: V) -> Option<V> {
        match self.index.get(&key) {
            Some(&i) => self.values.get_mut(i as usize).and_then(|slot| slot.replace(value)),
            None => {
                let i = self.push(value);
                self.index.insert(key, i);
                None
            }
        }
    }

    fn push(&mut self, value: V) -> u32 {
        // Maps of more than u32::MAX entries do not occur (inputs are
        // budgeted far below that).
        let i = u32::try_from(self.values.len()).unwrap_or(u32::MAX);
        self.values.push(Some(value));
        i
    }

    pub fn get<Q: Ord + ?Sized>(&self, key: &Q) -> Option<&V>
    where
        K: Borrow<Q>,
    {
        let &i = self.index.get(key)?;
        self.values.get(i as usize)?.as_ref()
    }

    pub fn get_mut<Q: Ord + ?Sized>(&mut self, key: &Q) -> Option<&mut V>
    where
        K: Borrow<Q>,
    {
        let &i = self.index.get(key)?;
        self.values.get_mut(i as usize)?.as_mut()
    }

    pub fn get_key_value<Q: Ord + ?Sized>(&self, key: &Q) -> Option<(&K, &V)>
    where
        K: Borrow<Q>,
    {
        let (k, &i) = self.index.get_key_value(key)?;
        Some((k, self.values.get(i as usize)?.as_ref()?))
    }

    pub fn contains_key<Q: Ord + ?Sized>(&self, key: &Q) -> bool
    where
        K: Borrow<Q>,
    {
        self.index.contains_key(key)
    }

    pub fn remove<Q: Ord + ?Sized>(&mut self, key: &Q) -> Option<V>
    where
        K: Borrow<Q>,
    {
        let i = self.index.remove(key)?;
        self.values.get_mut(i as usize)?.take()
    }

    /// The value at `key`, inserted by the entry's methods when missing.
    pub fn entry(&mut self, key: K) -> Entry<'_, K, V> {
        Entry { map: self, key }
    }

    /// Keep the entries `keep` says yes to.
    pub fn retain(&mut self, mut keep: impl FnMut(&K, &mut V) -> bool) {
        let values = &mut self.values;
        self.index.retain(|k, &mut i| {
            let Some(slot) = values.get_mut(i as usize) else { return false };
            let kept = slot.as_mut().is_some_and(|v| keep(k, v));
            if !kept {
                *slot = None;
            }
            kept
        });
    }

    pub fn iter(&self) -> Iter<'_, K, V> {
        Iter { keys: self.index.iter(), values: &self.values }
    }

    pub fn iter_mut(&mut self) -> impl Iterator<Item = (&K, &mut V)> {
        let mut slots: Vec<Option<&mut V>> = self.values.iter_mut().map(Option::as_mut).collect();
        self.index.iter().filter_map(move |(k, &i)| Some((k, slots.get_mut(i as usize)?.take()?)))
    }

    pub fn keys(&self) -> impl DoubleEndedIterator<Item = &K> {
        self.index.keys()
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

/// A place in an [`OrdMap`], filled on demand.
pub struct Entry<'a, K, V> {
    map: &'a mut OrdMap<K, V>,
    key: K,
}

impl<'a, K: Ord, V> Entry<'a, K, V> {
    pub fn or_insert_with(self, make: impl FnOnce() -> V) -> &'a mut V {
        let map = self.map;
        let next = u32::try_from(map.values.len()).unwrap_or(u32::MAX);
        let i = *map.index.entry(self.key).or_insert(next) as usize;
        if map.values.len() <= i {
            map.values.resize_with(i + 1, || None);
        }
        // In bounds: the vector was just made long enough.
        #[allow(clippy::indexing_slicing)]
        map.values[i].get_or_insert_with(make)
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

impl<K: Ord, V> Extend<(K, V)> for OrdMap<K, V> {
    fn extend<I: IntoIterator<Item = (K, V)>>(&mut self, items: I) {
        for (k, v) in items {
            self.insert(k, v);
        }
    }
}

impl<K: Ord, V> FromIterator<(K, V)> for OrdMap<K, V> {
    fn from_iter<I: IntoIterator<Item = (K, V)>>(items: I) -> Self {
        let mut out = OrdMap::new();
        out.extend(items);
        out
    }
}

impl<K: Ord, V, const N: usize> From<[(K, V); N]> for OrdMap<K, V> {
    fn from(items: [(K, V); N]) -> Self {
        items.into_iter().collect()
    }
}

impl<K: Ord, V> IntoIterator for OrdMap<K, V> {
    type Item = (K, V);
    type IntoIter = std::vec::IntoIter<(K, V)>;

    /// Entries in key order, by value.
    fn into_iter(self) -> Self::IntoIter {
        let OrdMap { index, mut values } = self;
        let entries: Vec<(K, V)> =
            index.into_iter().filter_map(|(k, i)| Some((k, values.get_mut(i as usize)?.take()?))).collect();
        entries.into_iter()
    }
}

/// The entries of an [`OrdMap`] by reference, in key order.
pub struct Iter<'a, K, V> {
    keys: std::collections::btree_map::Iter<'a, K, u32>,
    values: &'a [Option<V>],
}

impl<'a, K, V> Iterator for Iter<'a, K, V> {
    type Item = (&'a K, &'a V);

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            let (k, &i) = self.keys.next()?;
            if let Some(Some(v)) = self.values.get(i as usize) {
                return Some((k, v));
            }
        }
    }
}

impl<K, V> DoubleEndedIterator for Iter<'_, K, V> {
    fn next_back(&mut self) -> Option<Self::Item> {
        loop {
            let (k, &i) = self.keys.next_back()?;
            if let Some(Some(v)) = self.values.get(i as usize) {
                return Some((k, v));
            }
        }
    }
}

impl<'a, K: Ord, V> IntoIterator for &'a OrdMap<K, V> {
    type Item = (&'a K, &'a V);
    type IntoIter = Iter<'a, K, V>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<K: Ord, V: PartialEq> PartialEq for OrdMap<K, V> {
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len() && self.iter().zip(other.iter()).all(|(a, b)| a == b)
    }
}

impl<K: Ord, V: Eq> Eq for OrdMap<K, V> {}

impl<K: Ord + fmt::Debug, V: fmt::Debug> fmt::Debug for OrdMap<K, V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

/// An ordered set sharing [`OrdMap`]'s tree code for its key type.
#[derive(Clone, PartialEq, Eq)]
pub struct OrdSet<K> {
    index: BTreeMap<K, u32>,
}

impl<K> Default for OrdSet<K> {
    fn default() -> Self {
        OrdSet { index: BTreeMap::new() }
    }
}

impl<K: Ord> OrdSet<K> {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn len(&self) -> usize {
        self.index.len()
    }

    pub fn is_empty(&self) -> bool {
        self.index.is_empty()
    }

    /// Whether `key` was not in the set yet.
    pub fn insert(&mut self, key: K) -> bool {
        match self.index.entry(key) {
            std::collections::btree_map::Entry::Occupied(_) => false,
            std::collections::btree_map::Entry::Vacant(v) => {
                v.insert(0);
                true
            }
        }
    }

    pub fn contains<Q: Ord + ?Sized>(&self, key: &Q) -> bool
    where
        K: Borrow<Q>,
    {
        self.index.contains_key(key)
    }

    pub fn remove<Q: Ord + ?Sized>(&mut self, key: &Q) -> bool
    where
        K: Borrow<Q>,
    {
        self.index.remove(key).is_some()
    }

    pub fn retain(&mut self, mut keep: impl FnMut(&K) -> bool) {
        self.index.retain(|k, _| keep(k));
    }

    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &K> + ExactSizeIterator {
        self.index.keys()
    }

    pub fn first(&self) -> Option<&K> {
        self.index.keys().next()
    }

    pub fn last(&self) -> Option<&K> {
        self.index.keys().next_back()
    }

    /// Move every key of `other` into `self`.
    pub fn append(&mut self, other: &mut Self) {
        self.index.append(&mut other.index);
    }

    /// The keys from `key` on, which leave `self`.
    pub fn split_off<Q: Ord + ?Sized>(&mut self, key: &Q) -> Self
    where
        K: Borrow<Q>,
    {
        OrdSet { index: self.index.split_off(key) }
    }
}

impl<K: Ord> Extend<K> for OrdSet<K> {
    fn extend<I: IntoIterator<Item = K>>(&mut self, items: I) {
        for k in items {
            self.insert(k);
        }
    }
}

impl<K: Ord> FromIterator<K> for OrdSet<K> {
    fn from_iter<I: IntoIterator<Item = K>>(items: I) -> Self {
        let mut out = OrdSet::new();
        out.extend(items);
        out
    }
}

impl<K: Ord, const N: usize> From<[K; N]> for OrdSet<K> {
    fn from(items: [K; N]) -> Self {
        items.into_iter().collect()
    }
}

impl<K> IntoIterator for OrdSet<K> {
    type Item = K;
    type IntoIter = std::collections::btree_map::IntoKeys<K, u32>;

    fn into_iter(self) -> Self::IntoIter {
        self.index.into_keys()
    }
}

impl<'a, K> IntoIterator for &'a OrdSet<K> {
    type Item = &'a K;
    type IntoIter = std::collections::btree_map::Keys<'a, K, u32>;

    fn into_iter(self) -> Self::IntoIter {
        self.index.keys()
    }
}

impl<K: fmt::Debug> fmt::Debug for OrdSet<K> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.index.keys()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::{OrdMap, OrdSet};

    #[test]
    fn map_behaves_as_the_standard_map() {
        let mut m: OrdMap<String, u32> = OrdMap::new();
        assert_eq!(m.insert("b".into(), 2), None);
        assert_eq!(m.insert("a".into(), 1), None);
        assert_eq!(m.insert("c".into(), 3), None);
        assert_eq!(m.insert("b".into(), 20), Some(2));
        assert_eq!(m.len(), 3);
        assert_eq!(m.get("b"), Some(&20));
        assert_eq!(m.remove("a"), Some(1));
        assert_eq!(m.remove("a"), None);
        assert!(!m.contains_key("a"));
        m.insert("a".into(), 10);
        *m.entry("d".into()).or_default() += 4;
        *m.entry("d".into()).or_insert(0) += 1;
        m.entry("c".into()).and_modify(|v| *v *= 10).or_insert(0);
        for (_, v) in m.iter_mut() {
            *v += 1;
        }
        let keys: Vec<&str> = m.keys().map(String::as_str).collect();
        assert_eq!(keys, ["a", "b", "c", "d"]);
        let values: Vec<u32> = m.values().copied().collect();
        assert_eq!(values, [11, 21, 31, 6]);
        assert_eq!(m.iter().next_back().map(|(k, _)| k.as_str()), Some("d"));
        m.retain(|k, v| k != "b" && *v > 10);
        let all: Vec<(String, u32)> = m.clone().into_iter().collect();
        assert_eq!(all, [("a".to_string(), 11), ("c".to_string(), 31)]);
        let again: OrdMap<String, u32> = all.into_iter().collect();
        assert_eq!(again, m);
        let mut other = OrdMap::from([("a".to_string(), 0), ("z".to_string(), 26)]);
        m.append(&mut other);
        assert!(other.is_empty());
        assert_eq!(format!("{m:?}"), r#"{"a": 0, "c": 31, "z": 26}"#);
    }

    #[test]
    fn set_behaves_as_the_standard_set() {
        let mut s: OrdSet<u32> = [5, 1, 3].into();
        assert!(s.insert(2));
        assert!(!s.insert(3));
        assert!(s.remove(&5));
        assert_eq!(s.iter().copied().collect::<Vec<_>>(), [1, 2, 3]);
        assert_eq!((s.first(), s.last()), (Some(&1), Some(&3)));
        let tail = s.split_off(&2);
        assert_eq!(tail.into_iter().collect::<Vec<_>>(), [2, 3]);
        s.retain(|&k| k != 1);
        assert!(s.is_empty());
    }
}
