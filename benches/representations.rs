//! Which representation for a board past 128 squares: the 16x16 rook, set-wise, Kogge-Stone
//! (four doubling steps per ray, the `fill!` expansion's shape), written once over a
//! minimal set of bit operations and run on
//!
//! - `Wide<4>`: four `u64` words in general registers (what `fill!` emits);
//! - two `u128` halves (LLVM's own double-word shifts);
//! - one 256-bit AVX2 register, when the build has AVX2 (`-C target-cpu=native` on a CPU
//!   with it): each shift is a lane permutation, two shifts and an `or`.
//!
//! and `fill!`'s own expansion for the same board as the reference every result is
//! checked against (an `#[inline]` function that LLVM keeps out of line here, so it also
//! shows the cost of the call: four-word arguments and result go through memory).
//! `cargo bench --bench representations`; 256 random positions per iteration, as
//! `benches/boards.rs`.

use bitfill::Wide;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;

#[path = "common/random_sets.rs"]
mod random_sets;

use random_sets::{POSITIONS, positions};

bitfill::fill!(files = 16, ranks = 16, dir = [nort, east, sout, west], name = rook_fill, vis = pub);

/// What a Kogge-Stone fill needs of a bitboard.
trait Bits: Copy {
    fn of(words: [u64; 4]) -> Self;
    fn words(self) -> [u64; 4];
    fn and(self, other: Self) -> Self;
    fn or(self, other: Self) -> Self;
    fn shl(self, n: u32) -> Self;
    fn shr(self, n: u32) -> Self;
}

impl Bits for Wide<4> {
    fn of(words: [u64; 4]) -> Self {
        Wide(words)
    }
    fn words(self) -> [u64; 4] {
        self.0
    }
    #[inline(always)]
    fn and(self, other: Self) -> Self {
        Wide::and(self, other)
    }
    #[inline(always)]
    fn or(self, other: Self) -> Self {
        Wide::or(self, other)
    }
    #[inline(always)]
    fn shl(self, n: u32) -> Self {
        Wide::shl(self, n)
    }
    #[inline(always)]
    fn shr(self, n: u32) -> Self {
        Wide::shr(self, n)
    }
}

/// Two `u128` halves, low first.
#[derive(Clone, Copy)]
struct Halves([u128; 2]);

impl Bits for Halves {
    fn of(w: [u64; 4]) -> Self {
        Halves([
            u128::from(w[0]) | u128::from(w[1]) << 64,
            u128::from(w[2]) | u128::from(w[3]) << 64,
        ])
    }
    fn words(self) -> [u64; 4] {
        let [lo, hi] = self.0;
        [lo as u64, (lo >> 64) as u64, hi as u64, (hi >> 64) as u64]
    }
    #[inline(always)]
    fn and(self, o: Self) -> Self {
        Halves([self.0[0] & o.0[0], self.0[1] & o.0[1]])
    }
    #[inline(always)]
    fn or(self, o: Self) -> Self {
        Halves([self.0[0] | o.0[0], self.0[1] | o.0[1]])
    }
    #[inline(always)]
    fn shl(self, n: u32) -> Self {
        let [lo, hi] = self.0;
        if n >= 128 {
            Halves([0, lo << (n - 128)])
        } else if n == 0 {
            self
        } else {
            Halves([lo << n, hi << n | lo >> (128 - n)])
        }
    }
    #[inline(always)]
    fn shr(self, n: u32) -> Self {
        let [lo, hi] = self.0;
        if n >= 128 {
            Halves([hi >> (n - 128), 0])
        } else if n == 0 {
            self
        } else {
            Halves([lo >> n | hi << (128 - n), hi >> n])
        }
    }
}

#[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
mod avx2 {
    use super::Bits;
    use core::arch::x86_64::*;

    /// One 256-bit register, word 0 in lane 0.
    #[derive(Clone, Copy)]
    pub struct Register(__m256i);

    impl Bits for Register {
        fn of(w: [u64; 4]) -> Self {
            // SAFETY: the build has AVX2 (this module is compiled only then); an unaligned
            // load from a reference to 32 bytes.
            Register(unsafe { _mm256_loadu_si256(w.as_ptr().cast()) })
        }
        fn words(self) -> [u64; 4] {
            let mut w = [0u64; 4];
            // SAFETY: as in `of`; an unaligned store to 32 bytes we own.
            unsafe { _mm256_storeu_si256(w.as_mut_ptr().cast(), self.0) };
            w
        }
        #[inline(always)]
        fn and(self, o: Self) -> Self {
            // SAFETY: compiled only when the build has AVX2 (the module's `cfg`), so the CPU
            // that runs it has the instruction.
            Register(unsafe { _mm256_and_si256(self.0, o.0) })
        }
        #[inline(always)]
        fn or(self, o: Self) -> Self {
            // SAFETY: compiled only when the build has AVX2 (the module's `cfg`), so the CPU
            // that runs it has the instruction.
            Register(unsafe { _mm256_or_si256(self.0, o.0) })
        }
        #[inline(always)]
        fn shl(self, n: u32) -> Self {
            Register(shift_up(self.0, n))
        }
        #[inline(always)]
        fn shr(self, n: u32) -> Self {
            Register(shift_down(self.0, n))
        }
    }

    /// The lanes moved up by `words` (0 to 3), zeros coming in.
    #[inline(always)]
    fn lanes_up(x: __m256i, words: u32) -> __m256i {
        // SAFETY: compiled only when the build has AVX2 (the module's `cfg`), so the CPU that
        // runs it has the instructions.
        unsafe {
            let zero = _mm256_setzero_si256();
            match words {
                0 => x,
                1 => _mm256_blend_epi32::<0b0000_0011>(
                    _mm256_permute4x64_epi64::<0b10_01_00_00>(x),
                    zero,
                ),
                2 => _mm256_blend_epi32::<0b0000_1111>(
                    _mm256_permute4x64_epi64::<0b01_00_00_00>(x),
                    zero,
                ),
                3 => _mm256_blend_epi32::<0b0011_1111>(
                    _mm256_permute4x64_epi64::<0b00_00_00_00>(x),
                    zero,
                ),
                _ => zero,
            }
        }
    }

    #[inline(always)]
    fn lanes_down(x: __m256i, words: u32) -> __m256i {
        // SAFETY: compiled only when the build has AVX2 (the module's `cfg`), so the CPU that
        // runs it has the instructions.
        unsafe {
            let zero = _mm256_setzero_si256();
            match words {
                0 => x,
                1 => _mm256_blend_epi32::<0b1100_0000>(
                    _mm256_permute4x64_epi64::<0b11_11_10_01>(x),
                    zero,
                ),
                2 => _mm256_blend_epi32::<0b1111_0000>(
                    _mm256_permute4x64_epi64::<0b11_11_11_10>(x),
                    zero,
                ),
                3 => _mm256_blend_epi32::<0b1111_1100>(
                    _mm256_permute4x64_epi64::<0b11_11_11_11>(x),
                    zero,
                ),
                _ => zero,
            }
        }
    }

    #[inline(always)]
    fn shift_up(x: __m256i, n: u32) -> __m256i {
        // SAFETY: compiled only when the build has AVX2 (the module's `cfg`), so the CPU that
        // runs it has the instructions.
        unsafe {
            let (words, bits) = (n / 64, n % 64);
            let moved = lanes_up(x, words);
            if bits == 0 {
                return moved;
            }
            let carry = lanes_up(x, words + 1);
            let left = _mm256_sll_epi64(moved, _mm_cvtsi32_si128(bits as i32));
            let right = _mm256_srl_epi64(carry, _mm_cvtsi32_si128(64 - bits as i32));
            _mm256_or_si256(left, right)
        }
    }

    #[inline(always)]
    fn shift_down(x: __m256i, n: u32) -> __m256i {
        // SAFETY: compiled only when the build has AVX2 (the module's `cfg`), so the CPU that
        // runs it has the instructions.
        unsafe {
            let (words, bits) = (n / 64, n % 64);
            let moved = lanes_down(x, words);
            if bits == 0 {
                return moved;
            }
            let carry = lanes_down(x, words + 1);
            let right = _mm256_srl_epi64(moved, _mm_cvtsi32_si128(bits as i32));
            let left = _mm256_sll_epi64(carry, _mm_cvtsi32_si128(64 - bits as i32));
            _mm256_or_si256(left, right)
        }
    }
}

/// The 16x16 rook: the four rays' Kogge-Stone fills side by side, then one step further.
#[inline(always)]
fn rook<T: Bits>(sliders: T, empty: T) -> T {
    // Not the a-file (a step east may land there only by wrapping), not the p-file.
    let not_a = T::of([0xfffe_fffe_fffe_fffe; 4]);
    let not_p = T::of([0x7fff_7fff_7fff_7fff; 4]);
    let (mut n, mut s, mut e, mut w) = (sliders, sliders, sliders, sliders);
    let (mut pn, mut ps) = (empty, empty);
    let (mut pe, mut pw) = (empty.and(not_a), empty.and(not_p));
    // Written out, as `fill!` writes it, so that every shift is by a constant.
    macro_rules! double {
        ($v:literal, $h:literal) => {
            n = n.or(pn.and(n.shl($v)));
            s = s.or(ps.and(s.shr($v)));
            e = e.or(pe.and(e.shl($h)));
            w = w.or(pw.and(w.shr($h)));
            pn = pn.and(pn.shl($v));
            ps = ps.and(ps.shr($v));
            pe = pe.and(pe.shl($h));
            pw = pw.and(pw.shr($h));
        };
    }
    double!(16, 1);
    double!(32, 2);
    double!(64, 4);
    n = n.or(pn.and(n.shl(128)));
    s = s.or(ps.and(s.shr(128)));
    e = e.or(pe.and(e.shl(8)));
    w = w.or(pw.and(w.shr(8)));
    n.shl(16)
        .or(s.shr(16))
        .or(e.shl(1).and(not_a))
        .or(w.shr(1).and(not_p))
}

fn run<T: Bits>(c: &mut Criterion, name: &str, inputs: &[([u64; 4], [u64; 4])]) {
    let inputs: Vec<(T, T)> = inputs.iter().map(|&(s, e)| (T::of(s), T::of(e))).collect();
    for &(s, e) in &inputs {
        let want = rook_fill(Wide(s.words()), Wide(e.words())).0;
        assert_eq!(rook(s, e).words(), want, "{name} differs from fill!");
    }
    let mut group = c.benchmark_group("representations/rook_16x16");
    group.throughput(Throughput::Elements(POSITIONS as u64));
    group.bench_function(name, |b| {
        b.iter(|| {
            for &(s, e) in black_box(&inputs) {
                black_box(rook(s, e));
            }
        })
    });
    group.finish();
}

fn representations(c: &mut Criterion) {
    let inputs = positions(256);
    let mut group = c.benchmark_group("representations/rook_16x16");
    group.throughput(Throughput::Elements(POSITIONS as u64));
    let wide: Vec<(Wide<4>, Wide<4>)> = inputs.iter().map(|&(s, e)| (Wide(s), Wide(e))).collect();
    group.bench_function("fill! (Wide<4>)", |b| {
        b.iter(|| {
            for &(s, e) in black_box(&wide) {
                black_box(rook_fill(s, e));
            }
        })
    });
    group.finish();
    run::<Wide<4>>(c, "four u64 (Wide<4>)", &inputs);
    run::<Halves>(c, "two u128", &inputs);
    #[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
    run::<avx2::Register>(c, "one AVX2 register", &inputs);
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(std::time::Duration::from_millis(500))
        .measurement_time(std::time::Duration::from_secs(2));
    targets = representations
}
criterion_main!(benches);
