//! A tour of the worked examples of the Chess Programming Wiki's Dumb7Fill, Kogge-Stone
//! Algorithm, Fill by Subtraction and Occupancy of any Line pages, and of kindergarten
//! bitboards, replayed with bitfill and printed as the wiki prints them:
//! `cargo run --example tour`.

use bitfill::{Bitboard, Empty, Square, kindergarten, kogge, line, subtract};

/// The Dumb7Fill page's example: black rooks and queen on a8, d7, f4.
const SLIDERS: &str = "
    1 . . . . . . .
    . . . 1 . . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . 1 . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .";

/// The Dumb7Fill page's set of empty squares for the same example.
const EMPTY: &str = "
    . 1 1 1 1 1 . 1
    1 1 . . 1 . 1 .
    1 . 1 1 1 1 . 1
    1 1 . 1 1 1 1 1
    1 1 1 . 1 . 1 1
    1 1 . 1 1 1 1 .
    . . . 1 1 . . 1
    . 1 1 . 1 1 . 1";

fn board(diagram: &str) -> u64 {
    diagram
        .parse::<Bitboard>()
        .expect("a well-formed diagram")
        .0
}

fn heading(title: &str) {
    println!("\n== {title} ==\n");
}

/// Dumb7Fill: seven cycles of one step south each, the flood growing.
fn south_fill_in_slow_motion(sliders: u64, empty: u64) {
    heading("Dumb7Fill: the south fill in slow motion (dumb7.rs)");
    println!(
        "{}\n",
        Bitboard::side_by_side(&[
            ("flood = generator = sliders", Bitboard(sliders)),
            ("empty", Bitboard(empty))
        ])
    );
    let (mut generator, mut flood) = (sliders, sliders);
    for cycle in 1..=7 {
        let shifted = generator >> 8;
        generator = shifted & empty;
        flood |= generator;
        println!("{cycle}. fill");
        println!(
            "{}\n",
            Bitboard::side_by_side(&[
                ("generator >> 8", Bitboard(shifted)),
                ("& empty", Bitboard(empty)),
                ("=> flood |= generator", Bitboard(flood)),
            ])
        );
    }
    assert_eq!(
        flood,
        kogge::sout_occluded(
            Bitboard(sliders),
            Empty::from_empty_squares(Bitboard(empty))
        )
        .0
    );
    println!("The flood stopped after six cycles; the seventh changes nothing.");
}

/// Kogge-Stone: three doubling steps, the propagator shrinking as the generator grows.
fn kogge_stone_three_steps(sliders: u64, empty: u64) {
    heading("Kogge-Stone: the south occluded fill in three steps (kogge.rs)");
    let (mut generator, mut propagator) = (sliders, empty);
    println!(
        "{}\n",
        Bitboard::side_by_side(&[
            ("generator", Bitboard(generator)),
            ("propagator", Bitboard(propagator))
        ])
    );
    for (step, shift) in [(1, 8), (2, 16), (3, 32)] {
        generator |= propagator & (generator >> shift);
        if step < 3 {
            propagator &= propagator >> shift;
        }
        println!("step {step}: generator |= propagator & (generator >> {shift})");
        println!(
            "{}\n",
            Bitboard::side_by_side(&[
                ("generator", Bitboard(generator)),
                ("propagator", Bitboard(propagator))
            ])
        );
    }
    assert_eq!(
        generator,
        kogge::sout_occluded(
            Bitboard(sliders),
            Empty::from_empty_squares(Bitboard(empty))
        )
        .0
    );
    let attacks = generator >> 8;
    println!(
        "{}",
        Bitboard::side_by_side(&[("attacks = generator >> 8", Bitboard(attacks))])
    );
    assert_eq!(
        attacks,
        kogge::sout_attacks(
            Bitboard(sliders),
            Empty::from_empty_squares(Bitboard(empty))
        )
        .0
    );
}

/// Fill by subtraction: `o ^ (o - 2r)` on all eight ranks at once.
fn fill_by_subtraction(sliders: u64, empty: u64) {
    heading("Fill by subtraction: east attacks (subtract.rs)");
    const H_FILE: u64 = 0x8080_8080_8080_8080;
    let occupied_with_rooks = sliders | !empty | H_FILE;
    let rooks = sliders & !H_FILE;
    let occupied_without_rooks = rooks ^ occupied_with_rooks;
    let difference = occupied_without_rooks.wrapping_sub(rooks);
    let attacks = difference ^ occupied_with_rooks;
    println!(
        "{}\n",
        Bitboard::side_by_side(&[
            ("o = rooks | occupied | H", Bitboard(occupied_with_rooks)),
            ("o ^ rooks", Bitboard(occupied_without_rooks)),
        ])
    );
    println!(
        "{}",
        Bitboard::side_by_side(&[
            ("(o ^ rooks) - rooks", Bitboard(difference)),
            ("^ o => east attacks", Bitboard(attacks))
        ])
    );
    assert_eq!(
        attacks,
        subtract::east_attacks(
            Bitboard(sliders),
            Empty::from_empty_squares(Bitboard(empty))
        )
        .0
    );
}

/// Occupancy of any line: a diagonal's bits collapse into one byte.
fn collapsed_index(empty: u64) {
    heading("Occupancy of any line: collapsed files (line_occupancy.rs)");
    const A_FILE: u64 = 0x0101_0101_0101_0101;
    let diagonal = line(Square::A1, Square::H8).0;
    let occupied = !empty & diagonal;
    // The diagonal has one square per file, so the multiplication adds no two bits of the
    // same column: the top byte is exactly the files that hold something.
    let index = (occupied.wrapping_mul(A_FILE) >> 56) as u8;
    println!(
        "{}\n",
        Bitboard::side_by_side(&[
            ("occupied", Bitboard(!empty)),
            ("& line(a1, h8)", Bitboard(diagonal)),
            ("= b", Bitboard(occupied))
        ])
    );
    println!("b * A_FILE >> 56 = {index:#010b}  (bit f: something on file f)");
    let files = Bitboard(occupied)
        .into_iter()
        .fold(0u8, |byte, square| byte | 1 << square.file().index());
    assert_eq!(index, files);
}

/// Kindergarten bitboards: collapse the diagonal's inner six bits, look the first rank up,
/// spread it back.
fn kindergarten_lookup(empty: u64) {
    heading("Kindergarten bitboards: a bishop on c1 (kindergarten.rs)");
    const A_FILE: u64 = 0x0101_0101_0101_0101;
    const B_FILE: u64 = 0x0202_0202_0202_0202;
    let sq = Square::C1;
    let occupied = !empty;
    let diagonal = line(Square::C1, Square::H6).0;
    let inner = ((occupied & diagonal).wrapping_mul(B_FILE) >> 58) as u8;
    // What kindergarten's table FIRST_RANK_ATTACKS[file][inner] holds: the attacks along
    // the first rank of a rook on that file, the six inner files occupied as `inner` says.
    let rook = Bitboard(1 << sq.file().index());
    let first_rank = bitfill::rook_attacks(rook, Bitboard(u64::from(inner) << 1)).0 as u8;
    let spread = u64::from(first_rank).wrapping_mul(A_FILE);
    let attacks = spread & diagonal;
    println!(
        "{}\n",
        Bitboard::side_by_side(&[
            ("occupied", Bitboard(occupied)),
            ("& line(c1, h6)", Bitboard(occupied & diagonal))
        ])
    );
    println!("inner = (occupied & line(c1, h6)) * B_FILE >> 58 = {inner:#08b}  (files b to g)");
    println!("FIRST_RANK_ATTACKS[c][inner] = {first_rank:#010b}  (a rook on c1, first rank)\n");
    println!(
        "{}",
        Bitboard::side_by_side(&[
            ("byte * A_FILE", Bitboard(spread)),
            ("& line(c1, h6) => attacks", Bitboard(attacks))
        ])
    );
    assert_eq!(
        attacks,
        kindergarten::diagonal_attacks_from(sq, Bitboard(occupied)).0
    );
    println!(
        "\nbishop_attacks(c1) = diagonal | anti-diagonal:\n{}",
        kindergarten::bishop_attacks_from(sq, Bitboard(occupied))
    );
}

fn main() {
    let (sliders, empty) = (board(SLIDERS), board(EMPTY));
    south_fill_in_slow_motion(sliders, empty);
    kogge_stone_three_steps(sliders, empty);
    fill_by_subtraction(sliders, empty);
    collapsed_index(empty);
    kindergarten_lookup(empty);
}
