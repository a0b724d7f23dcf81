//! Bulk perft (the last ply counted, not played) with two MIT-licensed shogi move generators
//! from crates.io, rsshogi 1.7.3 and haitaka 0.3.2: the contenders bitfill's shogi engine is
//! checked and timed against. One crate, one position, one depth per run:
//!
//!   cd benches/shogi-crates && cargo build --release
//!   target/release/shogi-crates <rsshogi|haitaka> <SFEN|startpos> <depth>
//!
//! prints `Nodes searched: N`, the last line of YaneuraOu's `go perft`, and exits 0; bad
//! input exits 2 with a message. Both crates count what YaneuraOu's `MoveList<LEGAL_ALL>`
//! counts: every legal move, the non-promotions of pawn, lance, bishop and rook included, a
//! pawn drop that mates excluded. haitaka 0.3.2 does not always exclude the last (see
//! `haitaka_perft`), so its counts can be too high where such a drop exists.

use std::process::ExitCode;

const STARTPOS: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

const USAGE: &str = "usage: shogi-crates <rsshogi|haitaka> <SFEN|startpos> <depth>";

/// rsshogi's own perft, `board::perft::perft`, the crate's fastest path as its users call
/// it: `LegalAll` moves into a reused list per ply, apply and undo on one `Position`, the
/// last ply counted by the length of its list (and the last two plies fused where that
/// helps, the crate's `fast_depth2`).
fn rsshogi_perft(pos: &rsshogi::board::Position, depth: u8) -> Result<u64, String> {
    rsshogi::board::perft::perft(pos, depth)
        .map(|result| result.nodes)
        .map_err(|e| format!("rsshogi: {e:?}"))
}

/// haitaka's bulk perft, as its `examples/perft.rs` (`perft_bulk`): copy-make with
/// `play_unchecked`, and the last ply counted by the exact length of each `PieceMoves`
/// iterator (promotion and non-promotion both counted where both are legal), without
/// playing the moves. haitaka 0.3.2 tests for a mating pawn drop only on the first square of
/// the drop targets (`add_drops`: `to.next_square()`), not on the square in front of the
/// king, and not at all in check, so such a drop is mostly counted as legal.
fn haitaka_perft(board: &haitaka::Board, depth: u8) -> u64 {
    match depth {
        0 => 1,
        1 => {
            let mut nodes = 0;
            board.generate_moves(|moves| {
                nodes += moves.into_iter().len() as u64;
                false
            });
            nodes
        }
        _ => {
            let mut nodes = 0;
            board.generate_moves(|moves| {
                for mv in moves {
                    let mut child = board.clone();
                    child.play_unchecked(mv);
                    nodes += haitaka_perft(&child, depth - 1);
                }
                false
            });
            nodes
        }
    }
}

/// The SFEN with single spaces (haitaka splits on one space) and a move number (haitaka
/// wants a non-zero one if present, rsshogi reads none as 0), `startpos` and a leading
/// `sfen ` accepted as YaneuraOu's `position` command accepts them.
fn normalise(arg: &str) -> String {
    let mut fields: Vec<&str> = arg.split_whitespace().collect();
    if fields.first() == Some(&"sfen") {
        fields.remove(0);
    }
    if fields == ["startpos"] {
        return STARTPOS.to_string();
    }
    let mut sfen = fields.join(" ");
    if fields.len() == 3 {
        sfen.push_str(" 1");
    }
    sfen
}

/// Board field well formed: nine ranks of nine squares, `+` only before a piece letter.
/// haitaka's parser subtracts digit runs from the file count unchecked ("let it panic"),
/// so an overlong rank is refused here, before either crate sees it.
fn board_field_ok(board: &str) -> bool {
    let ranks: Vec<&str> = board.split('/').collect();
    ranks.len() == 9
        && ranks.iter().all(|rank| {
            let mut squares = 0u32;
            let mut promoted = false;
            for c in rank.chars() {
                match c {
                    '1'..='9' if !promoted => squares += c.to_digit(10).unwrap(),
                    '+' if !promoted => promoted = true,
                    'p' | 'l' | 'n' | 's' | 'b' | 'r' | 'P' | 'L' | 'N' | 'S' | 'B' | 'R' => {
                        promoted = false;
                        squares += 1;
                    }
                    'g' | 'k' | 'G' | 'K' if !promoted => squares += 1,
                    _ => return false,
                }
                if squares > 9 {
                    return false;
                }
            }
            squares == 9 && !promoted
        })
}

/// Both crates parse the position whichever is run, so that both count the same inputs:
/// neither promises its move generator for positions a game cannot reach. haitaka's
/// `from_sfen` checks one king a side, piece counts, no piece left without a move, kings
/// not adjacent, the side not to move not in check; rsshogi's `validate` adds two pawns of
/// a colour on a file.
fn parse(sfen: &str) -> Result<(rsshogi::board::Position, haitaka::Board), String> {
    let board = sfen.split(' ').next().unwrap_or("");
    if !board_field_ok(board) {
        return Err(format!("malformed board field {board:?}"));
    }
    let haitaka = haitaka::Board::from_sfen(sfen).map_err(|e| format!("haitaka: {e}"))?;
    let rsshogi = rsshogi::board::position_from_sfen(sfen).map_err(|e| format!("rsshogi: {e}"))?;
    rsshogi.validate().map_err(|e| format!("rsshogi: {e:?}"))?;
    Ok((rsshogi, haitaka))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [engine, sfen, depth] = args.as_slice() else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    // u8: as the crates' own perft functions take it; no perft past a dozen plies finishes.
    let Ok(depth) = depth.parse::<u8>() else {
        eprintln!("bad depth {depth:?} (0..=255)\n{USAGE}");
        return ExitCode::from(2);
    };
    let sfen = normalise(sfen);
    let (rsshogi_pos, haitaka_board) = match parse(&sfen) {
        Ok(positions) => positions,
        Err(e) => {
            eprintln!("bad position {sfen:?}: {e}");
            return ExitCode::from(2);
        }
    };
    let nodes = match engine.as_str() {
        "rsshogi" => match rsshogi_perft(&rsshogi_pos, depth) {
            Ok(nodes) => nodes,
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::from(2);
            }
        },
        "haitaka" => haitaka_perft(&haitaka_board, depth),
        _ => {
            eprintln!("unknown crate {engine:?}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    println!("Nodes searched: {nodes}");
    ExitCode::SUCCESS
}
