mod common;
use bitfill::{Dir, dumb7, kogge, subtract};
use common::{oracle, subsets};

#[test]
fn quick_all_dirs_exhaustive() {
    type F = fn(u64, u64) -> u64;
    let k: [F; 8] = [kogge::no_ea_attacks, kogge::east_attacks, kogge::so_ea_attacks, kogge::sout_attacks, kogge::so_we_attacks, kogge::west_attacks, kogge::no_we_attacks, kogge::nort_attacks];
    let d7: [F; 8] = [dumb7::no_ea_attacks, dumb7::east_attacks, dumb7::so_ea_attacks, dumb7::sout_attacks, dumb7::so_we_attacks, dumb7::west_attacks, dumb7::no_we_attacks, dumb7::nort_attacks];
    let mut n = 0u64;
    for d in 0..8 {
        for sq in 0..64 {
            let mask = oracle::ray_mask(sq, d);
            for occ in subsets(mask) {
                let empty = !occ & !(1u64 << sq);
                let want = oracle::attacks(1 << sq, empty, d);
                assert_eq!(k[d](1 << sq, empty), want, "kogge d{d} sq{sq} occ {occ:x}");
                assert_eq!(d7[d](1 << sq, empty), want, "dumb7 d{d} sq{sq}");
                assert_eq!(kogge::attacks(1 << sq, empty, Dir::ALL[d]), want);
                assert_eq!(dumb7::attacks(1 << sq, empty, Dir::ALL[d]), want);
                assert_eq!(dumb7::attacks_loop(1 << sq, empty, Dir::ALL[d]), want);
                if d == 1 { assert_eq!(subtract::east_attacks(1 << sq, empty), want, "sub sq{sq} occ{occ:x}"); }
                n += 1;
            }
        }
    }
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    for _ in 0..200_000 {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        let sliders = x & x.rotate_left(17);
        let y = x.rotate_left(29) ^ 0x5555;
        let empty = !(y & y.rotate_left(7)) & !sliders;
        assert_eq!(kogge::queen_attacks(sliders, empty), oracle::queen_attacks(sliders, empty));
        assert_eq!(dumb7::queen_attacks(sliders, empty), oracle::queen_attacks(sliders, empty));
        assert_eq!(subtract::east_attacks(sliders, empty), oracle::attacks(sliders, empty, 1));
    }
    println!("{n}");
}
