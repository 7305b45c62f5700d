//! [`Input`]: the fuzzer's bytes read as numbers and slices, never running out (a read past the
//! end gives zeros), so that every byte string is a valid input.

/// A cursor over a fuzz input.
#[derive(Clone, Debug)]
pub struct Input<'a> {
    rest: &'a [u8],
}

impl<'a> Input<'a> {
    /// A cursor at the start of `data`.
    pub fn new(data: &'a [u8]) -> Input<'a> {
        Input { rest: data }
    }

    /// True when every byte has been read.
    pub fn is_empty(&self) -> bool {
        self.rest.is_empty()
    }

    /// The next byte (0 past the end).
    pub fn byte(&mut self) -> u8 {
        let (&b, rest) = self.rest.split_first().unwrap_or((&0, &[]));
        self.rest = rest;
        b
    }

    /// The next two bytes, little-endian.
    pub fn u16(&mut self) -> u16 {
        u16::from_le_bytes([self.byte(), self.byte()])
    }

    /// The next four bytes, little-endian.
    pub fn u32(&mut self) -> u32 {
        u32::from_le_bytes([self.byte(), self.byte(), self.byte(), self.byte()])
    }

    /// The next eight bytes, little-endian.
    pub fn u64(&mut self) -> u64 {
        u64::from(self.u32()) | u64::from(self.u32()) << 32
    }

    /// An index below `n` (0 when `n` is 0), from two bytes.
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 { 0 } else { usize::from(self.u16()) % n }
    }

    /// The next `n` bytes, or what is left when fewer are.
    pub fn take(&mut self, n: usize) -> &'a [u8] {
        let (head, rest) = self.rest.split_at(n.min(self.rest.len()));
        self.rest = rest;
        head
    }

    /// A slice whose length is the next two bytes (little-endian), then the slice.
    pub fn sized(&mut self) -> &'a [u8] {
        let n = usize::from(self.u16());
        self.take(n)
    }
}

/// Appends `bytes` to `out` as [`Input::sized`] reads it (at most 65,535 bytes are kept).
pub fn push_sized(out: &mut Vec<u8>, bytes: &[u8]) {
    let n = bytes.len().min(usize::from(u16::MAX));
    out.extend_from_slice(&(n as u16).to_le_bytes());
    out.extend_from_slice(&bytes[..n]);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_past_the_end_give_zeros() {
        let mut input = Input::new(&[1, 2, 3]);
        assert_eq!(input.u16(), 0x0201);
        assert_eq!(input.u32(), 3);
        assert!(input.is_empty());
        assert_eq!(input.byte(), 0);
        assert_eq!(input.take(4), &[] as &[u8]);
    }

    #[test]
    fn sized_reads_what_push_sized_wrote() {
        let mut out = vec![9];
        push_sized(&mut out, b"abc");
        let mut input = Input::new(&out);
        assert_eq!(input.byte(), 9);
        assert_eq!(input.sized(), b"abc");
        assert_eq!(input.below(5), 0);
    }
}
