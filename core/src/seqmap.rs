//! [`SeqMap`], the insertion-ordered map of the translator, with one copy of
//! the hash table code per key type.
//!
//! `indexmap::IndexMap<K, V>` stores keys and values together, so its table
//! code (insertion, growth, lookup) exists once per pair of key and value
//! types: the translator's thirty-odd maps keyed by naga handles were about
//! 40 kB of the npm package's wasm code. A [`SeqMap`] keeps its keys in an
//! `IndexSet<K>` and the value of the key at position `i` at position `i` of
//! a vector, so the table code exists once per key type, and a handful of
//! key types serve every map. The behaviour is `IndexMap`'s: iteration in
//! insertion order, `insert` of a present key keeps its position.
//!
//! [`IntSeqMap`] is the same map for keys that are naga handles, integers or
//! tuples of them: it hashes their `u128` code ([`IntKey`]), so one table
//! serves every such key type (seven of them: handles of five arenas and
//! pairs of a type with a flag or an index).

use crate::ordered::IntKey;
use indexmap::{Equivalent, IndexSet};
use std::fmt;
use std::hash::Hash;

/// An insertion-ordered map: `IndexMap`'s behaviour and iteration order.
#[derive(Clone)]
pub struct SeqMap<K, V> {
    keys: IndexSet<K>,
    values: Vec<V>,
}

impl<K, V> Default for SeqMap<K, V> {
    fn default() -> Self {
        SeqMap { keys: IndexSet::default(), values: Vec::new() }
    }
}

impl<K: Hash + Eq, V> SeqMap<K, V> {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn len(&self) -> usize {
        self.values.len()
    }

    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Insert `value` at `key` (a new key goes last); the value it replaces.
    pub fn insert(&mut self, key: K, value: V) -> Option<V> {
        let (i, new) = self.keys.insert_full(key);
        if new {
            self.values.push(value);
            None
        } else {
            self.values.get_mut(i).map(|slot| std::mem::replace(slot, value))
        }
    }

    pub fn get_index_of<Q: ?Sized + Hash + Equivalent<K>>(&self, key: &Q) -> Option<usize> {
        self.keys.get_index_of(key)
    }

    pub fn get<Q: ?Sized + Hash + Equivalent<K>>(&self, key: &Q) -> Option<&V> {
        self.values.get(self.keys.get_index_of(key)?)
    }

    pub fn get_mut<Q: ?Sized + Hash + Equivalent<K>>(&mut self, key: &Q) -> Option<&mut V> {
        self.values.get_mut(self.keys.get_index_of(key)?)
    }

    pub fn contains_key<Q: ?Sized + Hash + Equivalent<K>>(&self, key: &Q) -> bool {
        self.keys.contains(key)
    }

    /// The entry at position `i` of the insertion order.
    pub fn get_index(&self, i: usize) -> Option<(&K, &V)> {
        Some((self.keys.get_index(i)?, self.values.get(i)?))
    }

    /// Remove `key`, moving the later entries up (the order stays).
    pub fn shift_remove<Q: ?Sized + Hash + Equivalent<K>>(&mut self, key: &Q) -> Option<V> {
        let (i, _) = self.keys.shift_remove_full(key)?;
        (i < self.values.len()).then(|| self.values.remove(i))
    }

    /// The value at `key`, inserted by `make` if it is absent.
    pub fn entry(&mut self, key: K) -> Entry<'_, K, V> {
        Entry { map: self, key }
    }

    pub fn iter(&self) -> Iter<'_, K, V> {
        Iter { keys: self.keys.iter(), values: self.values.iter() }
    }

    pub fn iter_mut(&mut self) -> impl DoubleEndedIterator<Item = (&K, &mut V)> + ExactSizeIterator {
        self.keys.iter().zip(self.values.iter_mut())
    }

    pub fn keys(&self) -> indexmap::set::Iter<'_, K> {
        self.keys.iter()
    }

    pub fn values(&self) -> std::slice::Iter<'_, V> {
        self.values.iter()
    }

    pub fn values_mut(&mut self) -> std::slice::IterMut<'_, V> {
        self.values.iter_mut()
    }

    pub fn clear(&mut self) {
        self.keys.clear();
        self.values.clear();
    }

    /// Keep the entries `keep` accepts, in their order.
    pub fn retain(&mut self, mut keep: impl FnMut(&K, &mut V) -> bool) {
        let kept: Vec<bool> = self.keys.iter().zip(self.values.iter_mut()).map(|(k, v)| keep(k, v)).collect();
        let mut flags = kept.iter();
        self.keys.retain(|_| flags.next().copied().unwrap_or(true));
        let mut flags = kept.iter();
        self.values.retain(|_| flags.next().copied().unwrap_or(true));
    }
}

/// A place in a [`SeqMap`], filled or not (`IndexMap`'s entry, for the
/// methods the translator uses).
pub struct Entry<'a, K, V> {
    map: &'a mut SeqMap<K, V>,
    key: K,
}

impl<'a, K: Hash + Eq, V> Entry<'a, K, V> {
    pub fn or_insert_with(self, make: impl FnOnce() -> V) -> &'a mut V {
        let (i, new) = self.map.keys.insert_full(self.key);
        if new {
            self.map.values.push(make());
        }
        // `i` is in range: the key's value was there or was just pushed.
        #[allow(clippy::indexing_slicing)]
        &mut self.map.values[i]
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
}

/// The entries of a [`SeqMap`] in insertion order.
pub struct Iter<'a, K, V> {
    keys: indexmap::set::Iter<'a, K>,
    values: std::slice::Iter<'a, V>,
}

impl<'a, K, V> Iterator for Iter<'a, K, V> {
    type Item = (&'a K, &'a V);

    fn next(&mut self) -> Option<Self::Item> {
        Some((self.keys.next()?, self.values.next()?))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.values.size_hint()
    }
}

impl<K, V> DoubleEndedIterator for Iter<'_, K, V> {
    fn next_back(&mut self) -> Option<Self::Item> {
        Some((self.keys.next_back()?, self.values.next_back()?))
    }
}

impl<K, V> ExactSizeIterator for Iter<'_, K, V> {}

impl<'a, K: Hash + Eq, V> IntoIterator for &'a SeqMap<K, V> {
    type Item = (&'a K, &'a V);
    type IntoIter = Iter<'a, K, V>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<K: Hash + Eq, V> IntoIterator for SeqMap<K, V> {
    type Item = (K, V);
    type IntoIter = std::iter::Zip<indexmap::set::IntoIter<K>, std::vec::IntoIter<V>>;

    fn into_iter(self) -> Self::IntoIter {
        self.keys.into_iter().zip(self.values)
    }
}

impl<K: Hash + Eq, V> Extend<(K, V)> for SeqMap<K, V> {
    fn extend<I: IntoIterator<Item = (K, V)>>(&mut self, items: I) {
        for (k, v) in items {
            self.insert(k, v);
        }
    }
}

impl<K: Hash + Eq, V> FromIterator<(K, V)> for SeqMap<K, V> {
    fn from_iter<I: IntoIterator<Item = (K, V)>>(items: I) -> Self {
        let mut map = SeqMap::new();
        map.extend(items);
        map
    }
}

impl<K: Hash + Eq, V, Q: ?Sized + Hash + Equivalent<K>> std::ops::Index<&Q> for SeqMap<K, V> {
    type Output = V;

    /// `IndexMap`'s indexing: the value at `key`, which must be present.
    #[allow(clippy::expect_used)]
    fn index(&self, key: &Q) -> &V {
        self.get(key).expect("SeqMap: no entry for the key")
    }
}

impl<K: Hash + Eq, V: PartialEq> PartialEq for SeqMap<K, V> {
    /// `IndexMap`'s equality: the same entries, whatever their order.
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len() && self.iter().all(|(k, v)| other.get(k) == Some(v))
    }
}

impl<K: Hash + Eq, V: Eq> Eq for SeqMap<K, V> {}

impl<K: fmt::Debug, V: fmt::Debug> fmt::Debug for SeqMap<K, V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.keys.iter().zip(self.values.iter())).finish()
    }
}

/// An insertion-ordered map of [`IntKey`] keys, hashed by their code.
#[derive(Clone)]
pub struct IntSeqMap<K, V> {
    codes: IndexSet<u128>,
    keys: Vec<K>,
    values: Vec<V>,
}

impl<K, V> Default for IntSeqMap<K, V> {
    fn default() -> Self {
        IntSeqMap { codes: IndexSet::default(), keys: Vec::new(), values: Vec::new() }
    }
}

impl<K: IntKey, V> IntSeqMap<K, V> {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn len(&self) -> usize {
        self.values.len()
    }

    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Insert `value` at `key` (a new key goes last); the value it replaces.
    pub fn insert(&mut self, key: K, value: V) -> Option<V> {
        let (i, new) = self.codes.insert_full(key.code());
        if new {
            self.keys.push(key);
            self.values.push(value);
            None
        } else {
            self.values.get_mut(i).map(|slot| std::mem::replace(slot, value))
        }
    }

    pub fn get_index_of(&self, key: &K) -> Option<usize> {
        self.codes.get_index_of(&key.code())
    }

    pub fn get(&self, key: &K) -> Option<&V> {
        self.values.get(self.get_index_of(key)?)
    }

    pub fn get_mut(&mut self, key: &K) -> Option<&mut V> {
        let i = self.get_index_of(key)?;
        self.values.get_mut(i)
    }

    pub fn contains_key(&self, key: &K) -> bool {
        self.codes.contains(&key.code())
    }

    /// The entry at position `i` of the insertion order.
    pub fn get_index(&self, i: usize) -> Option<(&K, &V)> {
        Some((self.keys.get(i)?, self.values.get(i)?))
    }

    /// Remove `key`, moving the later entries up (the order stays).
    pub fn shift_remove(&mut self, key: &K) -> Option<V> {
        let (i, _) = self.codes.shift_remove_full(&key.code())?;
        if i >= self.values.len() {
            return None;
        }
        self.keys.remove(i);
        Some(self.values.remove(i))
    }

    /// The value at `key`, inserted by the entry's methods if it is absent.
    pub fn entry(&mut self, key: K) -> IntEntry<'_, K, V> {
        IntEntry { map: self, key }
    }

    pub fn iter(&self) -> std::iter::Zip<std::slice::Iter<'_, K>, std::slice::Iter<'_, V>> {
        self.keys.iter().zip(self.values.iter())
    }

    pub fn iter_mut(&mut self) -> std::iter::Zip<std::slice::Iter<'_, K>, std::slice::IterMut<'_, V>> {
        self.keys.iter().zip(self.values.iter_mut())
    }

    pub fn keys(&self) -> std::slice::Iter<'_, K> {
        self.keys.iter()
    }

    pub fn values(&self) -> std::slice::Iter<'_, V> {
        self.values.iter()
    }

    pub fn values_mut(&mut self) -> std::slice::IterMut<'_, V> {
        self.values.iter_mut()
    }

    pub fn clear(&mut self) {
        self.codes.clear();
        self.keys.clear();
        self.values.clear();
    }

    /// Keep the entries `keep` accepts, in their order.
    pub fn retain(&mut self, mut keep: impl FnMut(&K, &mut V) -> bool) {
        let kept: Vec<bool> = self.keys.iter().zip(self.values.iter_mut()).map(|(k, v)| keep(k, v)).collect();
        let mut flags = kept.iter();
        self.codes.retain(|_| flags.next().copied().unwrap_or(true));
        let mut flags = kept.iter();
        self.keys.retain(|_| flags.next().copied().unwrap_or(true));
        let mut flags = kept.iter();
        self.values.retain(|_| flags.next().copied().unwrap_or(true));
    }
}

/// A place in an [`IntSeqMap`], filled or not.
pub struct IntEntry<'a, K, V> {
    map: &'a mut IntSeqMap<K, V>,
    key: K,
}

impl<'a, K: IntKey, V> IntEntry<'a, K, V> {
    pub fn or_insert_with(self, make: impl FnOnce() -> V) -> &'a mut V {
        let (i, new) = self.map.codes.insert_full(self.key.code());
        if new {
            self.map.keys.push(self.key);
            self.map.values.push(make());
        }
        // `i` is in range: the key's value was there or was just pushed.
        #[allow(clippy::indexing_slicing)]
        &mut self.map.values[i]
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
}

impl<'a, K: IntKey, V> IntoIterator for &'a IntSeqMap<K, V> {
    type Item = (&'a K, &'a V);
    type IntoIter = std::iter::Zip<std::slice::Iter<'a, K>, std::slice::Iter<'a, V>>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<K: IntKey, V> IntoIterator for IntSeqMap<K, V> {
    type Item = (K, V);
    type IntoIter = std::iter::Zip<std::vec::IntoIter<K>, std::vec::IntoIter<V>>;

    fn into_iter(self) -> Self::IntoIter {
        self.keys.into_iter().zip(self.values)
    }
}

impl<K: IntKey, V> Extend<(K, V)> for IntSeqMap<K, V> {
    fn extend<I: IntoIterator<Item = (K, V)>>(&mut self, items: I) {
        for (k, v) in items {
            self.insert(k, v);
        }
    }
}

impl<K: IntKey, V> FromIterator<(K, V)> for IntSeqMap<K, V> {
    fn from_iter<I: IntoIterator<Item = (K, V)>>(items: I) -> Self {
        let mut map = IntSeqMap::new();
        map.extend(items);
        map
    }
}

impl<K: IntKey, V> std::ops::Index<&K> for IntSeqMap<K, V> {
    type Output = V;

    /// `IndexMap`'s indexing: the value at `key`, which must be present.
    #[allow(clippy::expect_used)]
    fn index(&self, key: &K) -> &V {
        self.get(key).expect("IntSeqMap: no entry for the key")
    }
}

impl<K: IntKey, V: PartialEq> PartialEq for IntSeqMap<K, V> {
    /// `IndexMap`'s equality: the same entries, whatever their order.
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len() && self.iter().all(|(k, v)| other.get(k) == Some(v))
    }
}

impl<K: IntKey, V: Eq> Eq for IntSeqMap<K, V> {}

impl<K: fmt::Debug, V: fmt::Debug> fmt::Debug for IntSeqMap<K, V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.keys.iter().zip(self.values.iter())).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::SeqMap;

    #[test]
    fn keeps_insertion_order_and_positions() {
        let mut m = SeqMap::new();
        assert_eq!(m.insert("b", 1), None);
        assert_eq!(m.insert("a", 2), None);
        assert_eq!(m.insert("b", 3), Some(1));
        assert_eq!(m.iter().map(|(k, v)| (*k, *v)).collect::<Vec<_>>(), [("b", 3), ("a", 2)]);
        *m.entry("c").or_insert(0) += 5;
        *m.entry("a").or_insert(0) += 5;
        assert_eq!(m.get("c"), Some(&5));
        assert_eq!(m.get("a"), Some(&7));
        assert_eq!(m.shift_remove("b"), Some(3));
        assert_eq!(m.get_index(0), Some((&"a", &7)));
        m.retain(|k, _| *k != "a");
        assert_eq!(m.into_iter().collect::<Vec<_>>(), [("c", 5)]);
    }

    #[test]
    fn int_keys_keep_insertion_order_and_positions() {
        let mut m = super::IntSeqMap::new();
        assert_eq!(m.insert((7u32, 1u32), 1), None);
        assert_eq!(m.insert((2, 9), 2), None);
        assert_eq!(m.insert((7, 1), 3), Some(1));
        assert_eq!(m.iter().map(|(k, v)| (*k, *v)).collect::<Vec<_>>(), [((7, 1), 3), ((2, 9), 2)]);
        *m.entry((0, 0)).or_insert(0) += 5;
        *m.entry((2, 9)).or_insert(0) += 5;
        assert_eq!(m.get(&(0, 0)), Some(&5));
        assert_eq!(m[&(2, 9)], 7);
        assert_eq!(m.shift_remove(&(7, 1)), Some(3));
        assert_eq!(m.get_index(0), Some((&(2, 9), &7)));
        m.retain(|k, _| k.0 != 2);
        assert_eq!(m.into_iter().collect::<Vec<_>>(), [((0, 0), 5)]);
    }
}
