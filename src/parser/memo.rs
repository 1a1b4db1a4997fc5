//! A direct-mapped memo of what short texts (at most 16 bytes: `i32`,
//! `memref<4x4xi32>`, `arith.constant`) were read as, in front of the
//! parser's hash maps: a text's key is its length and its first and last
//! eight bytes, which together are the whole text, so a hit costs no
//! hashing of the text and no call to compare it. A slot holds the last
//! text that mapped to it. O(length of the text) per lookup; 64 slots.

/// The key of a short text and its slot.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) struct MemoKey {
    len: u64,
    first: u64,
    last: u64,
    slot: usize,
}

const SLOTS: usize = 64;

impl MemoKey {
    /// The key of `text`, if it is at most 16 bytes long.
    #[inline]
    pub(super) fn of(text: &str) -> Option<MemoKey> {
        let text = text.as_bytes();
        let len = text.len();
        if len > 16 {
            return None;
        }
        let word = |bytes: &[u8]| {
            let mut buf = [0u8; 8];
            buf[..bytes.len()].copy_from_slice(bytes);
            u64::from_le_bytes(buf)
        };
        let (first, last) = match len {
            0..=8 => (word(text), 0),
            _ => (word(&text[..8]), word(&text[len - 8..])),
        };
        // Fibonacci hashing (Knuth, TAOCP vol. 3, 6.4): the top bits.
        let mixed = (first ^ last.rotate_left(29) ^ len as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        Some(MemoKey {
            len: len as u64,
            first,
            last,
            slot: (mixed >> 58) as usize,
        })
    }
}

/// Short texts and what they were read as.
pub(super) struct TextMemo<T>(Box<[Option<(MemoKey, T)>; SLOTS]>);

impl<T: Copy> Default for TextMemo<T> {
    fn default() -> Self {
        TextMemo(Box::new([None; SLOTS]))
    }
}

impl<T: Copy> TextMemo<T> {
    /// What the text of `key` was read as, if its slot still holds it.
    #[inline]
    pub(super) fn get(&self, key: MemoKey) -> Option<T> {
        match self.0[key.slot] {
            Some((held, value)) if held == key => Some(value),
            _ => None,
        }
    }

    /// Records that the text of `key` reads as `value`.
    pub(super) fn set(&mut self, key: MemoKey, value: T) {
        self.0[key.slot] = Some((key, value));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Keys tell every two short texts apart (they hold the whole text),
    /// a hit is the text's own value, and longer texts have no key.
    #[test]
    fn keys_are_the_texts() {
        let texts = [
            "i1",
            "i32",
            "i64",
            "f32",
            "index",
            "memref<i32>",
            "memref<1xi32>",
            "memref<1xi64>",
            "memref<1x1xi32>",
            "memref<1x1xi64>",
            "memref<10x10xi8>",
            "memref<10x1xi16>",
            "memref<1x10xi16>",
            "arith.constant",
            "arith.floordivsi",
            "i",
            "",
            "\0",
        ];
        let mut memo = TextMemo::default();
        for (i, text) in texts.iter().enumerate() {
            memo.set(MemoKey::of(text).expect("short"), i);
        }
        for (i, a) in texts.iter().enumerate() {
            let key = MemoKey::of(a).expect("short");
            for b in &texts[i + 1..] {
                assert_ne!(Some(key), MemoKey::of(b), "{a:?} {b:?}");
            }
            if let Some(value) = memo.get(key) {
                assert_eq!(value, i, "{a:?}");
            }
        }
        assert_eq!(
            memo.get(MemoKey::of("memref<1x1xi32>").expect("short")),
            Some(8)
        );
        assert!(MemoKey::of("memref<10x10xi32>").is_none());
    }
}
