//! Exact probabilities: a non-negative whole number of any size ([`Big`]) over a denominator
//! `2^a 3^b 5^c` ([`Ratio`]). Every die the games roll has 4, 6, 8, 10, 12 or 20 faces, so every
//! probability of a roll (re-rolls included) has such a denominator: the fractions stay exact
//! whatever the number of dice, with no overflow and no rounding, and the reduction to lowest
//! terms only divides by 2, 3 and 5.

use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

/// The primes of every die's number of faces.
const PRIMES: [u32; 3] = [2, 3, 5];

/// A non-negative whole number: base-2^32 limbs, least significant first, no high zero limb.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub(crate) struct Big(Vec<u32>);

impl Big {
    pub(crate) fn from_u64(v: u64) -> Big {
        let mut b = Big(vec![v as u32, (v >> 32) as u32]);
        b.trim();
        b
    }

    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }

    pub(crate) fn is_zero(&self) -> bool {
        self.0.is_empty()
    }

    pub(crate) fn add(&self, o: &Big) -> Big {
        let n = self.0.len().max(o.0.len());
        let mut out = Vec::with_capacity(n + 1);
        let mut carry = 0u64;
        for i in 0..n {
            let s = u64::from(*self.0.get(i).unwrap_or(&0)) + u64::from(*o.0.get(i).unwrap_or(&0)) + carry;
            out.push(s as u32);
            carry = s >> 32;
        }
        if carry > 0 {
            out.push(carry as u32);
        }
        let mut b = Big(out);
        b.trim();
        b
    }

    pub(crate) fn mul_small(&self, m: u32) -> Big {
        let mut out = Vec::with_capacity(self.0.len() + 1);
        let mut carry = 0u64;
        for limb in &self.0 {
            let p = u64::from(*limb) * u64::from(m) + carry;
            out.push(p as u32);
            carry = p >> 32;
        }
        if carry > 0 {
            out.push(carry as u32);
        }
        let mut b = Big(out);
        b.trim();
        b
    }

    pub(crate) fn mul(&self, o: &Big) -> Big {
        if self.is_zero() || o.is_zero() {
            return Big::default();
        }
        let mut out = vec![0u32; self.0.len() + o.0.len()];
        for (i, a) in self.0.iter().enumerate() {
            let mut carry = 0u64;
            for (j, b) in o.0.iter().enumerate() {
                let t = u64::from(*a) * u64::from(*b) + u64::from(out[i + j]) + carry;
                out[i + j] = t as u32;
                carry = t >> 32;
            }
            let mut k = i + o.0.len();
            while carry > 0 && k < out.len() {
                let t = u64::from(out[k]) + carry;
                out[k] = t as u32;
                carry = t >> 32;
                k += 1;
            }
        }
        let mut b = Big(out);
        b.trim();
        b
    }

    /// The quotient and remainder of a division by `d` (not 0).
    pub(crate) fn divrem_small(&self, d: u32) -> (Big, u32) {
        let d = u64::from(d.max(1));
        let mut out = vec![0u32; self.0.len()];
        let mut rem = 0u64;
        for i in (0..self.0.len()).rev() {
            let cur = (rem << 32) | u64::from(self.0[i]);
            out[i] = (cur / d) as u32;
            rem = cur % d;
        }
        let mut b = Big(out);
        b.trim();
        (b, rem as u32)
    }

    /// Decimal digits.
    pub(crate) fn to_decimal(&self) -> String {
        if self.is_zero() {
            return String::from("0");
        }
        let mut chunks = Vec::new();
        let mut n = self.clone();
        while !n.is_zero() {
            let (q, r) = n.divrem_small(1_000_000_000);
            chunks.push(r);
            n = q;
        }
        let mut s = String::new();
        for (i, c) in chunks.iter().rev().enumerate() {
            if i == 0 {
                s.push_str(&alloc::format!("{c}"));
            } else {
                s.push_str(&alloc::format!("{c:09}"));
            }
        }
        s
    }

    /// Bits (0 for zero).
    fn bits(&self) -> u32 {
        match self.0.last() {
            None => 0,
            Some(top) => (self.0.len() as u32 - 1) * 32 + (32 - top.leading_zeros()),
        }
    }

    /// The 64 leading bits as a float and the power of two they stand below: `self ~= m * 2^e`.
    fn mantissa(&self) -> (f64, i64) {
        let bits = self.bits();
        let shift = bits.saturating_sub(64);
        let (limb, within) = ((shift / 32) as usize, shift % 32);
        let word = |i: usize| u128::from(*self.0.get(i).unwrap_or(&0));
        let wide = word(limb) | (word(limb + 1) << 32) | (word(limb + 2) << 64);
        (((wide >> within) as u64) as f64, i64::from(shift))
    }
}

/// `x * 2^e` without `powi` (no_std).
fn scale2(mut x: f64, mut e: i64) -> f64 {
    while e > 0 {
        let step = e.min(60);
        x *= (1u64 << step) as f64;
        e -= step;
    }
    while e < 0 {
        let step = (-e).min(60);
        x /= (1u64 << step) as f64;
        e += step;
    }
    x
}

/// An exact probability: `num / (2^e[0] 3^e[1] 5^e[2])`, in lowest terms.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub(crate) struct Ratio {
    num: Big,
    e: [u32; 3],
}

impl Ratio {
    pub(crate) fn zero() -> Ratio {
        Ratio::default()
    }

    pub(crate) fn one() -> Ratio {
        Ratio { num: Big::from_u64(1), e: [0; 3] }
    }

    /// `num / den`, `den` a product of 2, 3 and 5 (a die's faces, or a power of them); `None`
    /// for another denominator.
    pub(crate) fn new(num: u64, den: u64) -> Option<Ratio> {
        let mut e = [0u32; 3];
        let mut d = den;
        for (i, p) in PRIMES.iter().enumerate() {
            while d > 1 && d % u64::from(*p) == 0 {
                d /= u64::from(*p);
                e[i] += 1;
            }
        }
        (d == 1).then(|| Ratio { num: Big::from_u64(num), e }.reduced())
    }

    fn reduced(mut self) -> Ratio {
        if self.num.is_zero() {
            return Ratio::zero();
        }
        for (i, p) in PRIMES.iter().enumerate() {
            while self.e[i] > 0 {
                let (q, r) = self.num.divrem_small(*p);
                if r != 0 {
                    break;
                }
                self.num = q;
                self.e[i] -= 1;
            }
        }
        self
    }

    pub(crate) fn is_zero(&self) -> bool {
        self.num.is_zero()
    }

    /// The numerator scaled to the denominator exponents `to` (each at least this one's).
    fn scaled(&self, to: [u32; 3]) -> Big {
        let mut n = self.num.clone();
        for (i, p) in PRIMES.iter().enumerate() {
            for _ in self.e[i]..to[i] {
                n = n.mul_small(*p);
            }
        }
        n
    }

    pub(crate) fn add(&self, o: &Ratio) -> Ratio {
        if o.is_zero() {
            return self.clone();
        }
        if self.is_zero() {
            return o.clone();
        }
        let e = [self.e[0].max(o.e[0]), self.e[1].max(o.e[1]), self.e[2].max(o.e[2])];
        Ratio { num: self.scaled(e).add(&o.scaled(e)), e }.reduced()
    }

    pub(crate) fn mul(&self, o: &Ratio) -> Ratio {
        if self.is_zero() || o.is_zero() {
            return Ratio::zero();
        }
        Ratio { num: self.num.mul(&o.num), e: [self.e[0] + o.e[0], self.e[1] + o.e[1], self.e[2] + o.e[2]] }.reduced()
    }

    /// `1 - self` (for `self` at most 1).
    pub(crate) fn complement(&self) -> Ratio {
        let den = Ratio::one().scaled(self.e);
        // den >= num: subtract through the limbs.
        let mut out = Vec::with_capacity(den.0.len());
        let mut borrow = 0i64;
        for i in 0..den.0.len() {
            let d = i64::from(den.0[i]) - i64::from(*self.num.0.get(i).unwrap_or(&0)) - borrow;
            if d < 0 {
                out.push((d + (1i64 << 32)) as u32);
                borrow = 1;
            } else {
                out.push(d as u32);
                borrow = 0;
            }
        }
        let mut num = Big(out);
        num.trim();
        Ratio { num, e: self.e }.reduced()
    }

    pub(crate) fn numerator(&self) -> &Big {
        &self.num
    }

    pub(crate) fn denominator(&self) -> Big {
        Ratio::one().scaled(self.e)
    }

    /// The nearest float (to within a few units of the last place).
    pub(crate) fn to_f64(&self) -> f64 {
        if self.is_zero() {
            return 0.0;
        }
        let (mn, en) = self.num.mantissa();
        let (md, ed) = self.denominator().mantissa();
        scale2(mn / md, en - ed)
    }
}

/// The distribution of a count: entry `k` is the probability of `k`.
pub(crate) type Dist = Vec<Ratio>;

/// The distribution of the number of successes among independent trials of the given success
/// probabilities (a convolution, trial by trial).
pub(crate) fn successes(trials: &[Ratio]) -> Dist {
    let mut d: Dist = vec![Ratio::one()];
    for p in trials {
        let q = p.complement();
        let mut next = vec![Ratio::zero(); d.len() + 1];
        for (k, pk) in d.iter().enumerate() {
            if pk.is_zero() {
                continue;
            }
            next[k] = next[k].add(&pk.mul(&q));
            next[k + 1] = next[k + 1].add(&pk.mul(p));
        }
        d = next;
    }
    d
}

/// Add `p` at value `k` of `d`, growing it as needed.
pub(crate) fn add_at(d: &mut Dist, k: usize, p: &Ratio) {
    if d.len() <= k {
        d.resize(k + 1, Ratio::zero());
    }
    d[k] = d[k].add(p);
}

/// `P(value >= k)`.
pub(crate) fn at_least(d: &Dist, k: usize) -> Ratio {
    d.iter().skip(k).fold(Ratio::zero(), |acc, p| acc.add(p))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn odds_exact_arithmetic() {
        let third = Ratio::new(1, 3).unwrap();
        let half = Ratio::new(4, 8).unwrap();
        assert_eq!(half, Ratio::new(1, 2).unwrap());
        assert_eq!(third.add(&third).add(&third), Ratio::one());
        assert_eq!(half.complement(), half);
        assert_eq!(third.mul(&half), Ratio::new(1, 6).unwrap());
        assert!(Ratio::new(1, 7).is_none());
        let d = successes(&[half.clone(), half.clone(), half.clone()]);
        let eighths: Vec<String> = d.iter().map(|r| r.numerator().to_decimal()).collect();
        assert_eq!(eighths, ["1", "3", "3", "1"]);
        assert_eq!(d[1].denominator().to_decimal(), "8");
        assert_eq!(at_least(&d, 1).to_decimal_pair(), ("7".into(), "8".into()));
        // 60 D10s: far beyond u128, still exact and summing to 1.
        let tenths = vec![Ratio::new(6, 10).unwrap(); 60];
        let d = successes(&tenths);
        assert_eq!(d.iter().fold(Ratio::zero(), |a, p| a.add(p)), Ratio::one());
        assert_eq!(d[60].denominator().to_decimal(), "867361737988403547205962240695953369140625");
        assert!((d[36].to_f64() - 0.1046).abs() < 1e-3, "{}", d[36].to_f64());
        let big = Big::from_u64(u64::MAX).mul(&Big::from_u64(u64::MAX));
        assert_eq!(big.to_decimal(), "340282366920938463426481119284349108225");
    }

    impl Ratio {
        fn to_decimal_pair(&self) -> (String, String) {
            (self.num.to_decimal(), self.denominator().to_decimal())
        }
    }
}
