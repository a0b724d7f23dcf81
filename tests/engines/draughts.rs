//! The draughts move generator of `bitfill_engines::draughts`, for its four rule sets:
//! against every published perft count of `data/draughts_published.txt` (both ways of
//! counting duplicate captures), against positions from the FMJD rule book with their exact
//! move lists, against a deliberately naive square-walking generator (below, no bitboards)
//! on random placements and in seeded random games, and on FEN round trips and malformed
//! FEN.

use bitfill_engines::draughts::perft::{divide, perft, perft_bulk, perft_list};
use bitfill_engines::draughts::rules::{Brazilian, English, International, Rules, Russian};
use bitfill_engines::draughts::{Color, Duplicates, FenError, Move, MoveList, Position};
use bitfill_engines::perft::{Leaves, perft_threads};
use std::num::NonZeroUsize;

use crate::common::rng::Rng;
use bitfill::simd::Portable;

const PUBLISHED: &str = include_str!("../../data/draughts_published.txt");

/// The published counts the default run checks: every count up to this many nodes (about
/// a second for all the lines together).
const SHALLOW: u64 = 300_000;

/// The published counts the deep run adds, in two tests that run side by side: every count
/// up to `DEEP` nodes (51 counts, 1.9 billion nodes), then up to `DEEPER` (9 more, 4.1
/// billion nodes: the English keep count at depth 12 that first tells keep from drop,
/// Woldouby 15, the 8x8 start positions at depth 12). About a minute on one core in all.
/// The counts past it are run by the `draughts` program (docs/draughts.md).
const DEEP: u64 = 300_000_000;
const DEEPER: u64 = 600_000_000;

/// One line of the published table.
struct Published {
    variant: String,
    duplicates: Duplicates,
    fen: String,
    counts: Vec<u64>,
}

fn published() -> Vec<Published> {
    PUBLISHED
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let fields: Vec<&str> = line.split('|').collect();
            assert_eq!(fields.len(), 4, "{line}");
            Published {
                variant: fields[0].to_string(),
                duplicates: match fields[1] {
                    "drop" => Duplicates::Drop,
                    "keep" => Duplicates::Keep,
                    other => panic!("{other}"),
                },
                fen: fields[2].to_string(),
                counts: fields[3]
                    .split_whitespace()
                    .map(|c| c.parse().unwrap())
                    .collect(),
            }
        })
        .collect()
}

/// Every published count above `low` nodes and up to `high`, by bulk counting; the
/// shallowest ones also by listing the leaves, by playing every leaf, and on two, three
/// and eight threads (the split, whose tests in the engines crate hold its order and its
/// counts for the other games). Returns how many counts were checked.
fn check_published(low: u64, high: u64) -> usize {
    fn line<R: Rules>(p: &Published, low: u64, high: u64) -> usize {
        let pos = Position::<R>::from_fen(&p.fen)
            .unwrap()
            .with_duplicates(p.duplicates);
        let mut checked = 0;
        for (depth, &expected) in (1..).zip(&p.counts) {
            if expected <= low || expected > high {
                continue;
            }
            let what = format!("{} {:?} {} depth {depth}", p.variant, p.duplicates, p.fen);
            assert_eq!(perft_bulk(&pos, depth), expected, "{what}");
            if expected <= 20_000 {
                assert_eq!(perft_list(&pos, depth), expected, "{what}, list");
                assert_eq!(perft(&pos, depth), expected, "{what}, every leaf");
                for (n, leaves) in [(2, Leaves::Bulk), (3, Leaves::List), (8, Leaves::Bulk)] {
                    let threads = NonZeroUsize::new(n).unwrap();
                    let got = perft_threads(&pos, depth, leaves, threads);
                    assert_eq!(got, expected, "{what}, {n} threads, {leaves:?}");
                }
            }
            checked += 1;
        }
        checked
    }
    published()
        .iter()
        .map(|p| match p.variant.as_str() {
            "international" => line::<International>(p, low, high),
            "brazilian" => line::<Brazilian>(p, low, high),
            "russian" => line::<Russian>(p, low, high),
            "english" => line::<English>(p, low, high),
            other => panic!("unknown variant {other}"),
        })
        .sum()
}

#[test]
fn published_counts_shallow() {
    assert_eq!(check_published(0, SHALLOW), 88);
}

#[test]
#[ignore = "deep: the published counts up to 300 million nodes (1.9 billion in all)"]
fn published_counts_deep() {
    assert_eq!(check_published(SHALLOW, DEEP), 51);
}

#[test]
#[ignore = "deep: the published counts from 300 to 600 million nodes (4.1 billion in all)"]
fn published_counts_deeper() {
    assert_eq!(check_published(DEEP, DEEPER), 9);
}

/// Every line of the table has both ways of counting where they differ, and each variant's
/// start position is there.
#[test]
fn the_table_covers_every_variant_both_ways() {
    let lines = published();
    for variant in ["international", "brazilian", "russian", "english"] {
        for duplicates in [Duplicates::Drop, Duplicates::Keep] {
            assert!(
                lines
                    .iter()
                    .any(|p| p.variant == variant && p.duplicates == duplicates),
                "{variant} {duplicates:?}"
            );
        }
    }
}

// ---------------------------------------------------------------------------------------
// The rule book: positions with their exact move lists.
// ---------------------------------------------------------------------------------------

/// The legal moves of `fen` under `R`, each as `from-to` or `fromxto`, the squares taken
/// (when more than one) and `K` for a crowning, sorted.
/// `attacks::ray` and `attacks::open_ray` (the table the flying kings' capture search
/// reads) against a walk along the diagonal by rank and file, on every square of both
/// boards in every direction, with random sets of empty squares.
fn rays_of<R: Rules>() -> usize {
    use bitfill_engines::draughts::attacks::{NE, NW, SE, SW, bit, open_ray, ray};
    let files = R::FILES;
    let mut rng = Rng(0x7261_7973);
    let mut checked = 0;
    for rank in 0..files {
        for file in 0..files {
            let Some(at) = bit(files, rank, file) else {
                continue;
            };
            for (dir, dr, df) in [(NE, 1, 1), (NW, 1, -1), (SE, -1, 1), (SW, -1, -1)] {
                // The squares beyond, nearest first.
                let mut walk = Vec::new();
                let (mut r, mut f) = (rank as isize + dr, file as isize + df);
                while (0..files as isize).contains(&r) && (0..files as isize).contains(&f) {
                    walk.push(bit(files, r as usize, f as usize).unwrap());
                    (r, f) = (r + dr, f + df);
                }
                let all = walk.iter().fold(0u64, |set, &b| set | 1 << b);
                assert_eq!(ray::<R>(at, dir), all, "{} ray {dir} of bit {at}", R::NAME);
                for _ in 0..64 {
                    let empty = rng.next() & rng.next().rotate_left(17) | rng.next();
                    let open = walk
                        .iter()
                        .take_while(|&&b| empty >> b & 1 != 0)
                        .fold(0u64, |set, &b| set | 1 << b);
                    assert_eq!(
                        open_ray::<R>(at, dir, empty),
                        open,
                        "{} open ray {dir} of bit {at}, empty {empty:#x}",
                        R::NAME
                    );
                    checked += 1;
                }
            }
        }
    }
    checked
}

#[test]
fn the_kings_rays_against_a_walk_on_the_board() {
    assert_eq!(rays_of::<International>(), 50 * 4 * 64);
    assert_eq!(rays_of::<Russian>(), 32 * 4 * 64);
}

fn moves<R: Rules>(fen: &str, duplicates: Duplicates) -> Vec<String> {
    let pos = Position::<R>::from_fen(fen)
        .unwrap()
        .with_duplicates(duplicates);
    let mut list: Vec<String> = pos.legal_moves().iter().map(|m| format!("{m:?}")).collect();
    list.sort();
    assert_eq!(
        pos.count_legal_moves(),
        list.len() as u64,
        "{fen}: counted as listed"
    );
    list
}

fn strings(list: &[&str]) -> Vec<String> {
    let mut list: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    list.sort();
    list
}

/// International, article 4.13 of the FMJD rules (the majority capture): the man on 32
/// can take 27 alone or 28 and 19; it must take the two. Russian and English rules leave
/// the choice, but a capture must be played to its end (32x23 stopping on 23 is no move).
#[test]
fn the_capture_that_takes_the_most_must_be_played() {
    let fen = "W:W32:B27,28,19";
    let most = strings(&["32x14 [19, 28]"]);
    assert_eq!(moves::<International>(fen, Duplicates::Drop), most);
    // The same on 8x8: the man on 30 (c1) can take 25 (b2) alone, landing on 21 (a3), or
    // 26 (d2) and 19 (f4), by 23 (e3) to 16 (g5).
    let fen8 = "W:W30:B25,26,19";
    assert_eq!(
        moves::<Brazilian>(fen8, Duplicates::Drop),
        strings(&["30x16 [19, 26]"])
    );
    assert_eq!(
        moves::<Russian>(fen8, Duplicates::Drop),
        strings(&["30x16 [19, 26]", "30x21"])
    );
    assert_eq!(
        moves::<English>(fen8, Duplicates::Drop),
        strings(&["30x16 [19, 26]", "30x21"])
    );
}

/// A king's capture of two pieces on one line is one sequence, whichever square between
/// them it touched down on (d4 = 32 or e5 = 28 here): four moves, one per end square, both
/// ways of counting duplicates.
#[test]
fn a_kings_captures_on_one_line_are_one_sequence() {
    let fen = "W:WK46:B37,23";
    let expected = strings(&[
        "46x19 [23, 37]",
        "46x14 [23, 37]",
        "46x10 [23, 37]",
        "46x5 [23, 37]",
    ]);
    assert_eq!(moves::<International>(fen, Duplicates::Drop), expected);
    assert_eq!(moves::<International>(fen, Duplicates::Keep), expected);
}

/// The Turkish strike rule (FMJD 4.11): the pieces taken stay on the board until the
/// capture ends and none is jumped twice. The king on a3 (36) goes round b4, d4, d2 and b2
/// (31, 32, 42, 41) either way and ends on a3: it may not jump b4 or b2 a second time. The
/// two orders are one move when duplicates are dropped, two when they are kept.
#[test]
fn no_piece_is_jumped_twice_and_duplicate_orders_are_one_move() {
    let fen = "W:WK36:B31,32,41,42";
    let one = "36x36 [31, 32, 41, 42]";
    assert_eq!(
        moves::<International>(fen, Duplicates::Drop),
        strings(&[one])
    );
    assert_eq!(
        moves::<International>(fen, Duplicates::Keep),
        strings(&[one, one])
    );
}

/// A king lands where it can capture again: the king on a1 (46) takes c3 (37) and could
/// land on d4 (32) or e5 (28) (white's f6, 23, stops it there), but only from d4 can it go
/// on, taking e3 (38) to f2 (43) or g1 (49); stopping on e5 is no move (international:
/// it takes fewer; Russian: a king must land where it can go on).
#[test]
fn a_king_must_land_where_it_can_capture_again() {
    let fen = "W:WK46,23:B37,38";
    assert_eq!(
        moves::<International>(fen, Duplicates::Drop),
        strings(&["46x43 [37, 38]", "46x49 [37, 38]"])
    );
}

/// International (FMJD 4.14): a man that passes the far row during a capture and leaves it
/// again stays a man; one whose move ends there is crowned.
#[test]
fn international_men_are_crowned_only_where_the_move_ends() {
    // b8 (11) takes c9 (7) to d10 (2), then e9 (8) to f8 (13): not crowned.
    assert_eq!(
        moves::<International>("W:W11:B7,8", Duplicates::Drop),
        strings(&["11x13 [7, 8]"])
    );
    // With e9 gone the capture ends on d10: crowned.
    assert_eq!(
        moves::<International>("W:W11:B7", Duplicates::Drop),
        strings(&["11x2 K"])
    );
    // A quiet move onto the far row crowns too.
    assert_eq!(
        moves::<International>("W:W6:B45", Duplicates::Drop),
        strings(&["6-1 K"])
    );
}

/// Russian: a man that reaches the far row in a capture is crowned at once and goes on
/// capturing as a (flying) king; Brazilian: it goes on as a man; English: the move ends.
#[test]
fn crowning_in_the_middle_of_a_capture() {
    // b6 (9) takes c7 (6) landing on d8 (2), the far row; e7 (7) is next.
    let fen = "W:W9:B6,7";
    assert_eq!(
        moves::<Russian>(fen, Duplicates::Drop),
        strings(&["9x11 [6, 7] K", "9x16 [6, 7] K", "9x20 [6, 7] K"])
    );
    assert_eq!(
        moves::<Brazilian>(fen, Duplicates::Drop),
        strings(&["9x11 [6, 7]"])
    );
    assert_eq!(moves::<English>(fen, Duplicates::Drop), strings(&["9x2 K"]));
}

/// English: men move and capture forwards only; kings move and capture one step.
#[test]
fn english_men_go_forwards_and_kings_one_step() {
    // A black man on 14 (c5) with white men behind it (on 9 and 10, b6 and d6) and in
    // front (18, d4): it takes 18 only forwards, landing on 23 (e3).
    assert_eq!(
        moves::<English>("B:W9,10,18:B14", Duplicates::Drop),
        strings(&["14x23"])
    );
    // Russian and Brazilian men take backwards too: 14x5 (over 9) and 14x7 (over 10).
    assert_eq!(
        moves::<Russian>("B:W9,10,18:B14", Duplicates::Drop),
        strings(&["14x23", "14x5", "14x7"])
    );
    // An English king on 18 (d4) on an empty board: four single steps.
    assert_eq!(
        moves::<English>("W:WK18:B1", Duplicates::Drop),
        strings(&["18-14", "18-15", "18-22", "18-23"])
    );
    // A Russian king there flies: 13 squares.
    assert_eq!(moves::<Russian>("W:WK18:B1", Duplicates::Drop).len(), 13);
}

/// Capturing is compulsory: with a capture on the board, no quiet move is legal.
#[test]
fn capturing_is_compulsory() {
    let fen = "W:W32,40:B27";
    assert_eq!(
        moves::<International>(fen, Duplicates::Drop),
        strings(&["32x21"])
    );
    let pos = Position::<International>::from_fen(fen).unwrap();
    assert!(pos.must_capture());
}

// ---------------------------------------------------------------------------------------
// The naive generator: a board of squares walked step by step, every rule written out.
// ---------------------------------------------------------------------------------------

/// The rules, as the naive generator reads them.
#[derive(Clone, Copy, Debug)]
struct NaiveRules {
    files: i32,
    flying: bool,
    men_back: bool,
    most: bool,
    /// 0: crowned only where the move ends; 1: at once, going on as a king; 2: the move
    /// ends.
    crowning: u8,
}

fn naive_rules<R: Rules>() -> NaiveRules {
    use bitfill_engines::draughts::rules::Crowning;
    NaiveRules {
        files: R::FILES as i32,
        flying: R::FLYING_KINGS,
        men_back: R::MEN_CAPTURE_BACKWARDS,
        most: R::MOST_CAPTURES,
        crowning: match R::CROWNING {
            Crowning::AtTheEnd => 0,
            Crowning::AtOnce => 1,
            Crowning::EndsTheMove => 2,
        },
    }
}

/// A piece: white or black, man or king.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Piece {
    white: bool,
    king: bool,
}

/// `cells[rank][file]`, rank 0 white's first; white to move or not.
#[derive(Clone, Debug)]
struct Naive {
    rules: NaiveRules,
    cells: Vec<Vec<Option<Piece>>>,
    white: bool,
}

/// A move as the naive generator finds it: start and end (rank, file), the pieces taken in
/// the order taken, and whether a man is crowned.
#[derive(Clone, Debug, PartialEq)]
struct NaiveMove {
    from: (i32, i32),
    to: (i32, i32),
    taken: Vec<(i32, i32)>,
    crown: bool,
}

impl Naive {
    /// The PDN number of (rank, file): rows from the top, dark squares left to right.
    fn number(&self, (rank, file): (i32, i32)) -> u8 {
        let n = self.rules.files;
        ((n - 1 - rank) * (n / 2) + file / 2 + 1) as u8
    }

    /// (rank, file) of PDN square `number`.
    fn square(&self, number: i32) -> (i32, i32) {
        let n = self.rules.files;
        let row = (number - 1) / (n / 2);
        let rank = n - 1 - row;
        let file = 2 * ((number - 1) % (n / 2)) + (rank % 2);
        (rank, file)
    }

    /// Reads a PDN FEN by its own small parser (this test's positions are well formed).
    fn from_fen(rules: NaiveRules, fen: &str) -> Naive {
        let n = rules.files as usize;
        let mut board = Naive {
            rules,
            cells: vec![vec![None; n]; n],
            white: fen.starts_with('W'),
        };
        for field in fen.split(':').skip(1) {
            let white = field.starts_with('W');
            for entry in field[1..].split(',').filter(|e| !e.is_empty()) {
                let king = entry.starts_with('K');
                let entry = entry.trim_start_matches('K');
                let (a, b) = entry.split_once('-').unwrap_or((entry, entry));
                for number in a.parse::<i32>().unwrap()..=b.parse::<i32>().unwrap() {
                    let (rank, file) = board.square(number);
                    board.cells[rank as usize][file as usize] = Some(Piece { white, king });
                }
            }
        }
        board
    }

    /// The PDN FEN, every square listed one by one.
    fn fen(&self) -> String {
        let mut sides = [Vec::new(), Vec::new()];
        for rank in 0..self.rules.files {
            for file in 0..self.rules.files {
                if let Some(p) = self.at((rank, file)) {
                    let number = self.number((rank, file));
                    let text = if p.king {
                        format!("K{number}")
                    } else {
                        number.to_string()
                    };
                    sides[usize::from(!p.white)].push((number, text));
                }
            }
        }
        for side in &mut sides {
            side.sort();
        }
        let list = |side: &Vec<(u8, String)>| {
            side.iter()
                .map(|(_, t)| t.clone())
                .collect::<Vec<_>>()
                .join(",")
        };
        format!(
            "{}:W{}:B{}",
            if self.white { 'W' } else { 'B' },
            list(&sides[0]),
            list(&sides[1])
        )
    }

    fn on_board(&self, (rank, file): (i32, i32)) -> bool {
        (0..self.rules.files).contains(&rank) && (0..self.rules.files).contains(&file)
    }

    fn at(&self, (rank, file): (i32, i32)) -> Option<Piece> {
        self.cells[rank as usize][file as usize]
    }

    fn far_row(&self, white: bool) -> i32 {
        if white { self.rules.files - 1 } else { 0 }
    }

    /// Every legal move, duplicates kept or dropped as `keep` says.
    fn moves(&self, keep: bool) -> Vec<NaiveMove> {
        let mut captures = Vec::new();
        for rank in 0..self.rules.files {
            for file in 0..self.rules.files {
                let sq = (rank, file);
                if let Some(p) = self.at(sq).filter(|p| p.white == self.white) {
                    self.capture(sq, sq, p.king, false, &[], &mut captures);
                }
            }
        }
        if !captures.is_empty() {
            if self.rules.most {
                let most = captures.iter().map(|m| m.taken.len()).max().unwrap();
                captures.retain(|m| m.taken.len() == most);
            }
            // A sequence is its start, its end and the pieces taken in order (a king's
            // touch-downs on one line are not part of it); dropping duplicates, the order
            // does not count either.
            let mut unique: Vec<NaiveMove> = Vec::new();
            for m in captures {
                let same = |u: &NaiveMove| {
                    let mut a = u.taken.clone();
                    let mut b = m.taken.clone();
                    if !keep {
                        a.sort();
                        b.sort();
                    }
                    u.from == m.from && u.to == m.to && u.crown == m.crown && a == b
                };
                if !unique.iter().any(same) {
                    unique.push(m);
                }
            }
            return unique;
        }
        let mut quiet = Vec::new();
        for rank in 0..self.rules.files {
            for file in 0..self.rules.files {
                let from = (rank, file);
                let Some(p) = self.at(from).filter(|p| p.white == self.white) else {
                    continue;
                };
                for (dr, df) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
                    if !p.king && (dr == 1) != p.white {
                        continue;
                    }
                    let mut to = (rank + dr, file + df);
                    while self.on_board(to) && self.at(to).is_none() {
                        quiet.push(NaiveMove {
                            from,
                            to,
                            taken: Vec::new(),
                            crown: !p.king && to.0 == self.far_row(p.white),
                        });
                        if !(p.king && self.rules.flying) {
                            break;
                        }
                        to = (to.0 + dr, to.1 + df);
                    }
                }
            }
        }
        quiet
    }

    /// The capture sequences of the piece that started on `from`, now on `at` (a king or
    /// not, `crowned` on the way), having taken `taken`: each pushed to `out` where it
    /// ends. False if it cannot capture from `at`.
    fn capture(
        &self,
        from: (i32, i32),
        at: (i32, i32),
        king: bool,
        crowned: bool,
        taken: &[(i32, i32)],
        out: &mut Vec<NaiveMove>,
    ) -> bool {
        let empty = |sq: (i32, i32)| self.on_board(sq) && (sq == from || self.at(sq).is_none());
        let enemy = |sq: (i32, i32)| {
            self.on_board(sq)
                && sq != from
                && self.at(sq).is_some_and(|p| p.white != self.white)
                && !taken.contains(&sq)
        };
        let finish = |to, taken: Vec<(i32, i32)>, crown, out: &mut Vec<NaiveMove>| {
            out.push(NaiveMove {
                from,
                to,
                taken,
                crown,
            });
        };
        let mut any = false;
        for (dr, df) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
            let step = |sq: (i32, i32), k: i32| (sq.0 + k * dr, sq.1 + k * df);
            if king && self.rules.flying {
                let mut k = 1;
                while empty(step(at, k)) {
                    k += 1;
                }
                let victim = step(at, k);
                if !enemy(victim) {
                    continue;
                }
                let mut landings = Vec::new();
                let mut j = k + 1;
                while empty(step(at, j)) {
                    landings.push(step(at, j));
                    j += 1;
                }
                if landings.is_empty() {
                    continue;
                }
                any = true;
                let mut more = taken.to_vec();
                more.push(victim);
                let mut going_on = Vec::new();
                let mut goes_on = false;
                for &land in &landings {
                    goes_on |= self.capture(from, land, true, crowned, &more, &mut going_on);
                }
                if goes_on {
                    out.extend(going_on);
                } else {
                    for land in landings {
                        finish(land, more.clone(), crowned, out);
                    }
                }
            } else {
                if !king && !self.rules.men_back && (dr == 1) != self.white {
                    continue;
                }
                let victim = step(at, 1);
                let land = step(at, 2);
                if !enemy(victim) || !empty(land) {
                    continue;
                }
                any = true;
                let mut more = taken.to_vec();
                more.push(victim);
                let on_far_row = !king && land.0 == self.far_row(self.white);
                if on_far_row && self.rules.crowning == 2 {
                    finish(land, more, true, out);
                    continue;
                }
                if on_far_row && self.rules.crowning == 1 {
                    if !self.capture(from, land, true, true, &more, out) {
                        finish(land, more, true, out);
                    }
                    continue;
                }
                if !self.capture(from, land, king, crowned, &more, out) {
                    finish(land, more, on_far_row, out);
                }
            }
        }
        any
    }

    /// The position after `m`.
    fn play(&self, m: &NaiveMove) -> Naive {
        let mut next = self.clone();
        let mut piece = self.at(m.from).unwrap();
        next.cells[m.from.0 as usize][m.from.1 as usize] = None;
        for &(rank, file) in &m.taken {
            next.cells[rank as usize][file as usize] = None;
        }
        piece.king |= m.crown;
        next.cells[m.to.0 as usize][m.to.1 as usize] = Some(piece);
        next.white = !self.white;
        next
    }

    /// `m` as the engine's `Debug` writes it: `32-28`, `28x19`, the squares taken in
    /// increasing order where more than one, `K` for a crowning.
    fn write(&self, m: &NaiveMove) -> String {
        let sep = if m.taken.is_empty() { '-' } else { 'x' };
        let mut text = format!("{}{sep}{}", self.number(m.from), self.number(m.to));
        if m.taken.len() > 1 {
            let mut taken: Vec<u8> = m.taken.iter().map(|&sq| self.number(sq)).collect();
            taken.sort_unstable();
            text += &format!(" {taken:?}");
        }
        if m.crown {
            text += " K";
        }
        text
    }
}

/// The engine's moves of `fen` against the naive generator's, both ways of counting
/// duplicates, and the position after each: the same list (sorted), the same count, and
/// each child the same position. Returns the naive moves (drop) and the naive board.
#[track_caller]
fn compare<R: Rules>(fen: &str) -> (Naive, Vec<NaiveMove>) {
    let naive = Naive::from_fen(naive_rules::<R>(), fen);
    let pos = Position::<R>::from_fen(fen).unwrap();
    let mut dropped = Vec::new();
    for duplicates in [Duplicates::Drop, Duplicates::Keep] {
        let pos = pos.with_duplicates(duplicates);
        let list = pos.legal_moves();
        let mut ours: Vec<String> = list.iter().map(|m| format!("{m:?}")).collect();
        ours.sort();
        let expected = naive.moves(duplicates == Duplicates::Keep);
        let mut theirs: Vec<String> = expected.iter().map(|m| naive.write(m)).collect();
        theirs.sort();
        assert_eq!(ours, theirs, "{} {fen} {duplicates:?}", R::NAME);
        assert_eq!(pos.count_legal_moves(), ours.len() as u64, "{fen}");
        assert_eq!(
            pos.must_capture(),
            list.iter().any(|m| m.is_capture()),
            "{fen}"
        );
        // The sum of the children's counts, as bulk perft adds it up one ply above the
        // last (its shortcut for quiet moves included).
        let children: usize = expected
            .iter()
            .map(|m| naive.play(m).moves(duplicates == Duplicates::Keep).len())
            .sum();
        let (mut again, mut scratch) = (MoveList::<R>::new(), MoveList::<R>::new());
        assert_eq!(
            pos.count_two_plies_with(Portable, &mut again, &mut scratch),
            children as u64,
            "{} {fen} {duplicates:?}: the children's counts",
            R::NAME
        );
        if duplicates == Duplicates::Drop {
            for m in &expected {
                let text = naive.write(m);
                let mv: &Move<R> = list.iter().find(|o| format!("{o:?}") == text).unwrap();
                let after = Position::<R>::from_fen(&naive.play(m).fen()).unwrap();
                assert_eq!(pos.play(*mv), after, "{} {fen} after {text}", R::NAME);
            }
            dropped = expected;
        }
    }
    (naive, dropped)
}

/// `games` random games of up to `plies` plies from the start position of `R`, each
/// position compared with [`compare`].
fn random_games<R: Rules>(seed: u64, games: usize, plies: usize) -> usize {
    let mut rng = Rng(seed);
    let mut positions = 0;
    for _ in 0..games {
        let mut fen = R::START.to_string();
        for _ in 0..plies {
            let (naive, moves) = compare::<R>(&fen);
            positions += 1;
            if moves.is_empty() {
                break;
            }
            let m = &moves[rng.below(moves.len())];
            fen = naive.play(m).fen();
        }
    }
    positions
}

/// A random placement on the board of `R`: each dark square a piece with probability
/// `density` in 256, a king one time in `kings_in`, men never on their far row.
fn random_fen<R: Rules>(rng: &mut Rng, density: u64, kings_in: usize) -> String {
    let n = R::FILES as i32;
    let mut sides = [Vec::new(), Vec::new()];
    for number in 1..=n * n / 2 {
        if rng.next() % 256 >= density {
            continue;
        }
        let white = rng.below(2) == 0;
        let row = (number - 1) / (n / 2);
        let far = if white { row == 0 } else { row == n - 1 };
        let king = far || rng.below(kings_in) == 0;
        sides[usize::from(!white)].push(if king {
            format!("K{number}")
        } else {
            number.to_string()
        });
    }
    format!(
        "{}:W{}:B{}",
        if rng.below(2) == 0 { 'W' } else { 'B' },
        sides[0].join(","),
        sides[1].join(",")
    )
}

fn random_placements<R: Rules>(seed: u64, count: usize) -> usize {
    let mut rng = Rng(seed);
    for i in 0..count {
        let density = [40, 80, 120, 160][i % 4];
        let kings_in = [2, 4, 8][i % 3];
        let fen = random_fen::<R>(&mut rng, density, kings_in);
        compare::<R>(&fen);
    }
    count
}

fn against_naive<R: Rules>(scale: usize) {
    assert!(random_games::<R>(0x9e37_79b9_7f4a_7c15, 8 * scale, 120) > 100);
    random_placements::<R>(0x2545_f491_4f6c_dd1d, 500 * scale);
}

#[test]
fn international_against_the_naive_generator() {
    against_naive::<International>(1);
}

#[test]
fn brazilian_against_the_naive_generator() {
    against_naive::<Brazilian>(1);
}

#[test]
fn russian_against_the_naive_generator() {
    against_naive::<Russian>(1);
}

#[test]
fn english_against_the_naive_generator() {
    against_naive::<English>(1);
}

#[test]
#[ignore = "deep: 40 times as many random games and placements against the naive generator"]
fn every_variant_against_the_naive_generator_deep() {
    against_naive::<International>(40);
    against_naive::<Brazilian>(40);
    against_naive::<Russian>(40);
    against_naive::<English>(40);
}

/// The rule-book positions above agree with the naive generator too.
#[test]
fn the_rule_book_positions_against_the_naive_generator() {
    for fen in [
        "W:W32:B27,28,19",
        "W:WK46:B37,23",
        "W:WK36:B31,32,41,42",
        "W:WK46,23:B37,38",
        "W:W11:B7,8",
        "W:W11:B7",
        "W:W6:B45",
    ] {
        compare::<International>(fen);
    }
    for fen in [
        "W:W30:B25,26,19",
        "W:W9:B6,7",
        "B:W9,10,18:B14",
        "W:WK18:B1",
    ] {
        compare::<Brazilian>(fen);
        compare::<Russian>(fen);
        compare::<English>(fen);
    }
}

/// Moves that open a jump onto the square they leave, where no man could jump before:
/// white's king (or man) leaves 28 and black's man on 19 takes 23 landing there. The
/// two-ply count proves the other children quiet; these it must count in full.
#[test]
fn a_move_that_opens_a_jump_onto_its_own_square() {
    compare::<International>("W:WK28,23:B14,19");
    compare::<International>("W:W28,23:B14,19");
    compare::<International>("W:WK28,23,K45:B14,19,1");
}

/// Moves that open a capture to a king of theirs where none could capture before; the
/// two-ply count must count them in full. On 10x10 black's king on 5 looks down the long
/// diagonal at white's men on 14 and 19: after 14-9 it takes 19 (its ray now runs
/// through 14), after 14-10 it takes the man on 10 (moved onto its ray), and after 19-13
/// it takes 14, landing on 19. On 8x8 the same with the king on 4 (or, for English kings,
/// which step, on 8) and the men on 11 and 15, and a man stepping next to a king.
#[test]
fn a_move_that_opens_a_capture_to_a_king() {
    compare::<International>("W:W14,19:BK5");
    for fen in ["W:W11,15:BK4", "W:W11,15:BK8", "W:W16:BK8"] {
        compare::<Brazilian>(fen);
        compare::<Russian>(fen);
        compare::<English>(fen);
    }
}

/// The perft counts of random placements (kings, long captures) against the naive
/// generator's, three plies deep, both ways of counting duplicates, on the move lists the
/// perft driver uses and on lists of [`SLOTS`] slots that overflow.
#[test]
fn perft_of_random_placements_against_the_naive_generator() {
    fn naive_perft(board: &Naive, depth: u32, keep: bool) -> u64 {
        if depth == 0 {
            return 1;
        }
        board
            .moves(keep)
            .iter()
            .map(|m| naive_perft(&board.play(m), depth - 1, keep))
            .sum()
    }
    fn check<R: Rules>(seed: u64) {
        let mut rng = Rng(seed);
        for i in 0..60 {
            let fen = random_fen::<R>(&mut rng, [60, 100, 140][i % 3], [2, 4][i % 2]);
            let naive = Naive::from_fen(naive_rules::<R>(), &fen);
            for duplicates in [Duplicates::Drop, Duplicates::Keep] {
                let pos = Position::<R>::from_fen(&fen)
                    .unwrap()
                    .with_duplicates(duplicates);
                let keep = duplicates == Duplicates::Keep;
                let expected = naive_perft(&naive, 3, keep);
                assert_eq!(perft_bulk(&pos, 3), expected, "{fen} {duplicates:?}");
                // On small lists, every capture of more moves than the slots overflows.
                assert_eq!(perft_small(&pos, 3), expected, "{fen} {duplicates:?}");
                let total: u64 = divide(&pos, 2).iter().map(|(_, n)| n).sum();
                assert_eq!(total, perft_list(&pos, 2), "{fen}");
            }
        }
    }
    check::<International>(1);
    check::<Brazilian>(2);
    check::<Russian>(3);
    check::<English>(4);
}

// ---------------------------------------------------------------------------------------
// Move lists that overflow their stack slots.
// ---------------------------------------------------------------------------------------

/// The stack slots of the small lists below. One size only: each size is another copy of
/// the whole generator for each rule set and side (about a tenth of this binary's build
/// time each), and two already takes each path of the list: moves that fit, the first move
/// past the slots (which copies them into the `Vec`) and the moves after it.
const SLOTS: usize = 2;

/// The moves of `pos` listed into a list of [`SLOTS`] slots on the stack, as the naive
/// generator writes them, sorted; and whether the list spilled into its `Vec`.
fn small_list<R: Rules>(pos: &Position<R>) -> (Vec<String>, bool) {
    let mut list = MoveList::<R, SLOTS>::new();
    // A list that held moves before: they must not survive.
    pos.legal_moves_into(&mut list);
    pos.legal_moves_into(&mut list);
    let mut moves: Vec<String> = list.iter().map(|m| format!("{m:?}")).collect();
    moves.sort();
    assert_eq!(list.len(), moves.len());
    let mut scratch = MoveList::<R, SLOTS>::new();
    assert_eq!(pos.count_legal_moves_in(&mut scratch), moves.len() as u64);
    (moves, list.spilled())
}

/// Lists of [`SLOTS`] slots against the naive generator on random placements, both ways
/// of counting duplicate captures: the captures past the slots spill into the list's
/// `Vec` and none is lost. Returns how many lists spilled with captures.
fn small_lists_against_naive<R: Rules>(seed: u64, count: usize) -> usize {
    let mut rng = Rng(seed);
    let mut spilled_captures = 0;
    for i in 0..count {
        let fen = random_fen::<R>(&mut rng, [60, 100, 140, 180][i % 4], [2, 3][i % 2]);
        let naive = Naive::from_fen(naive_rules::<R>(), &fen);
        for duplicates in [Duplicates::Drop, Duplicates::Keep] {
            let pos = Position::<R>::from_fen(&fen)
                .unwrap()
                .with_duplicates(duplicates);
            let moves = naive.moves(duplicates == Duplicates::Keep);
            let mut expected: Vec<String> = moves.iter().map(|m| naive.write(m)).collect();
            expected.sort();
            let (listed, spilled) = small_list(&pos);
            assert_eq!(listed, expected, "{} {fen} {duplicates:?}", R::NAME);
            assert_eq!(spilled, expected.len() > SLOTS);
            if spilled && moves.iter().any(|m| !m.taken.is_empty()) {
                spilled_captures += 1;
            }
        }
    }
    spilled_captures
}

#[test]
fn small_move_lists_spill_and_lose_no_move() {
    // Each variant's placements include many whose captures overflow the slots: the
    // fallback is exercised, not only present.
    assert!(small_lists_against_naive::<International>(11, 300) > 50);
    assert!(small_lists_against_naive::<Brazilian>(12, 300) > 20);
    assert!(small_lists_against_naive::<Russian>(13, 300) > 20);
    assert!(small_lists_against_naive::<English>(14, 300) > 20);
}

/// Perft with lists of [`SLOTS`] slots at every ply (the moves of a node that overflows
/// are played from its `Vec`), the last ply counted into a list of `SLOTS` too.
fn perft_small<R: Rules>(pos: &Position<R>, depth: u32) -> u64 {
    if depth == 1 {
        return pos.count_legal_moves_in(&mut MoveList::<R, SLOTS>::new());
    }
    let mut list = MoveList::<R, SLOTS>::new();
    pos.legal_moves_into(&mut list);
    list.iter()
        .map(|&m| perft_small(&pos.play(m), depth - 1))
        .sum()
}

#[test]
fn perft_on_lists_that_overflow_matches_the_published_counts() {
    // Random178, Woldouby, AllKings and the keep-counted FrontRows, and the start
    // positions, on lists of two slots: most of their captures spill.
    for line in published() {
        let budget = 60_000;
        for (depth, &count) in (1..).zip(&line.counts) {
            if count > budget {
                break;
            }
            let got = match line.variant.as_str() {
                "international" => {
                    let pos = Position::<International>::from_fen(&line.fen).unwrap();
                    perft_small(&pos.with_duplicates(line.duplicates), depth)
                }
                "brazilian" => {
                    let pos = Position::<Brazilian>::from_fen(&line.fen).unwrap();
                    perft_small(&pos.with_duplicates(line.duplicates), depth)
                }
                "russian" => {
                    let pos = Position::<Russian>::from_fen(&line.fen).unwrap();
                    perft_small(&pos.with_duplicates(line.duplicates), depth)
                }
                "english" => {
                    let pos = Position::<English>::from_fen(&line.fen).unwrap();
                    perft_small(&pos.with_duplicates(line.duplicates), depth)
                }
                other => panic!("unknown variant {other}"),
            };
            assert_eq!(got, count, "{} {} depth {depth}", line.variant, line.fen);
        }
    }
}

// ---------------------------------------------------------------------------------------
// FEN.
// ---------------------------------------------------------------------------------------

#[test]
fn fen_round_trips() {
    for fen in [
        "W:W31-50:B1-20",
        "B:W6,9-11,20-23,30,K31,33,37,41-44,46:BK17,K24",
        "W:WK31,K32:B",
        "B:W:B1",
    ] {
        let pos = Position::<International>::from_fen(fen).unwrap();
        assert_eq!(pos.to_string(), fen);
    }
    // Ranges of kings, spaces and a final full stop are read; written canonically.
    let pos = Position::<International>::from_fen(" W : WK31-33 , 40 : B1-3 .").unwrap();
    assert_eq!(pos.to_string(), "W:WK31,K32,K33,40:B1-3");
    assert_eq!(pos.side_to_move(), Color::White);
    assert_eq!(
        Position::<English>::startpos().to_string(),
        "B:W21-32:B1-12"
    );
}

#[test]
fn malformed_fen_says_what_is_wrong() {
    let international = |fen: &str| Position::<International>::from_fen(fen).unwrap_err();
    let english = |fen: &str| Position::<English>::from_fen(fen).unwrap_err();
    assert_eq!(international(""), FenError::Empty);
    assert_eq!(international("X:W31:B1"), FenError::SideToMove("X".into()));
    assert_eq!(
        international("W:X31:B1"),
        FenError::SideLetter("X31".into())
    );
    assert_eq!(
        international("W:W31:W32"),
        FenError::SideTwice(Color::White)
    );
    assert_eq!(international("W:W31"), FenError::MissingSide(Color::Black));
    assert_eq!(
        international("W:W31,,32:B1"),
        FenError::EmptyEntry(Color::White)
    );
    assert_eq!(
        international("W:W31,K:B1"),
        FenError::KingWithoutSquare(Color::White)
    );
    assert!(matches!(
        international("W:W3a:B1"),
        FenError::NotASquare { .. }
    ));
    assert_eq!(
        international("W:W51:B1"),
        FenError::OutOfRange {
            square: 51,
            squares: 50
        }
    );
    assert_eq!(
        english("W:W33:B1"),
        FenError::OutOfRange {
            square: 33,
            squares: 32
        }
    );
    assert_eq!(
        international("W:W0:B1"),
        FenError::OutOfRange {
            square: 0,
            squares: 50
        }
    );
    assert_eq!(
        international("W:W40-31:B1"),
        FenError::ReversedRange {
            first: 40,
            last: 31
        }
    );
    assert_eq!(
        international("W:W31,31:B1"),
        FenError::SquareTwice {
            color: Color::White,
            square: 31
        }
    );
    assert_eq!(international("W:W31:B31"), FenError::BothSides(31));
    assert_eq!(
        international("W:W3:B40"),
        FenError::ManOnFarRow {
            color: Color::White,
            square: 3
        }
    );
    assert!(matches!(
        international("W:W99999999999999999999999:B1"),
        FenError::OutOfRange { .. }
    ));
    // Every message names something: never empty.
    for error in [international("W:W31,K:B1"), international("W:W31:B31")] {
        assert!(!error.to_string().is_empty());
    }
}
