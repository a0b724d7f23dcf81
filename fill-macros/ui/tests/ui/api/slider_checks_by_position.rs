// `slider_checks` takes its sets by name, in a `pins::Board`: four sets of one type in a
// row (the order of an older version) do not compile.
use bitfill::pins::slider_checks;
use bitfill::{Bitboard, Square};

fn main() {
    let (orthogonal, diagonal) = (Square::E8.bitboard(), Bitboard::EMPTY);
    let ours = Square::E1 | Square::E4;
    let occupied = ours | orthogonal;
    let _ = slider_checks(Square::E1, orthogonal, diagonal, occupied, ours);
}
