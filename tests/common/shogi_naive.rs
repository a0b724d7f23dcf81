//! A deliberately naive shogi move generator, the oracle of `tests/engines/shogi.rs`: written from
//! the rules, not from the engine. Its own small SFEN reader fills a 9 x 9 array of
//! squares and two hands; every piece walks its directions square by square; a move is
//! legal when, made on a copy, it leaves the mover's king unattacked (the attack test
//! walks outward from the king); a pawn drop that checks is refused when the other side
//! then has no legal reply at all (pawn-drop mate, found by brute force).
//!
//! The rules are counted as YaneuraOu's `go perft` (`LEGAL_ALL`) counts them: a move of an
//! unpromoted pawn, lance, knight, silver, bishop or rook that starts or ends in the
//! mover's zone (the three far ranks) is two moves, with and without promotion, except
//! that a pawn or lance may not stay unpromoted on the last rank, nor a knight on the last
//! two.
//!
//! Coordinates are `(column, row)` as the SFEN writes the board: column 0 is shogi's file
//! 9, column 8 file 1; row 0 is rank a (white's back rank), row 8 rank i. Black moves
//! toward row 0.

/// What stands on a square: (black, letter of the unpromoted kind in upper case:
/// `K R B G S N L P`, promoted).
pub type Cell = Option<(bool, char, bool)>;

/// `board[row][column]`.
pub type Board = [[Cell; 9]; 9];

/// A square as (column, row).
pub type Sq = (i32, i32);

/// The kinds a hand holds, in the order SFEN writes them.
const HAND_ORDER: [char; 7] = ['R', 'B', 'G', 'S', 'N', 'L', 'P'];

/// A position: the board, the side to move, the hands (`hands[0]` black's, counted in
/// the order of [`HAND_ORDER`]). No move number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Naive {
    pub board: Board,
    pub black_to_move: bool,
    pub hands: [[u8; 7]; 2],
}

/// A move: a piece from one square to another, promoting or not, or a drop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NaiveMove {
    Step { from: Sq, to: Sq, promote: bool },
    Drop { letter: char, to: Sq },
}

/// The USI name of a square: the file digit, then the rank letter (`7g`).
pub fn square_name((column, row): Sq) -> String {
    format!("{}{}", 9 - column, (b'a' + row as u8) as char)
}

fn parse_square(name: &str) -> Sq {
    let bytes = name.as_bytes();
    assert!(
        bytes.len() == 2 && (b'1'..=b'9').contains(&bytes[0]) && (b'a'..=b'i').contains(&bytes[1]),
        "not a square: {name:?}"
    );
    (9 - (bytes[0] - b'0') as i32, (bytes[1] - b'a') as i32)
}

fn on_board((column, row): Sq) -> bool {
    (0..9).contains(&column) && (0..9).contains(&row)
}

/// How many ranks lie beyond `row` in the direction `black` moves: 0 on its last rank.
fn ranks_ahead(black: bool, row: i32) -> i32 {
    if black { row } else { 8 - row }
}

fn in_zone(black: bool, row: i32) -> bool {
    ranks_ahead(black, row) < 3
}

/// True when an unpromoted `letter` of `black` standing on `row` could never move again.
fn stuck(black: bool, letter: char, row: i32) -> bool {
    match letter {
        'P' | 'L' => ranks_ahead(black, row) == 0,
        'N' => ranks_ahead(black, row) < 2,
        _ => false,
    }
}

const ORTHOGONAL: [Sq; 4] = [(0, -1), (0, 1), (-1, 0), (1, 0)];
const DIAGONAL: [Sq; 4] = [(-1, -1), (1, -1), (-1, 1), (1, 1)];

/// The one-square steps and the slides of a piece, as (column, row) vectors. `forward` is
/// the row step toward the far side: -1 for black, +1 for white.
fn movement(letter: char, promoted: bool, forward: i32) -> (Vec<Sq>, Vec<Sq>) {
    let f = forward;
    let gold = vec![(-1, f), (0, f), (1, f), (-1, 0), (1, 0), (0, -f)];
    match (letter, promoted) {
        ('K', _) => ([ORTHOGONAL, DIAGONAL].concat(), vec![]),
        ('G', _) | ('P' | 'L' | 'N' | 'S', true) => (gold, vec![]),
        ('S', false) => (vec![(-1, f), (0, f), (1, f), (-1, -f), (1, -f)], vec![]),
        ('N', false) => (vec![(-1, 2 * f), (1, 2 * f)], vec![]),
        ('P', false) => (vec![(0, f)], vec![]),
        ('L', false) => (vec![], vec![(0, f)]),
        ('B', false) => (vec![], DIAGONAL.to_vec()),
        ('B', true) => (ORTHOGONAL.to_vec(), DIAGONAL.to_vec()),
        ('R', false) => (vec![], ORTHOGONAL.to_vec()),
        ('R', true) => (DIAGONAL.to_vec(), ORTHOGONAL.to_vec()),
        other => panic!("no such piece: {other:?}"),
    }
}

impl Naive {
    /// Reads an SFEN (the move number, if any, is ignored). Trusts its input: this is the
    /// tests' own text or the engine's output.
    pub fn parse(sfen: &str) -> Naive {
        let fields: Vec<&str> = sfen.split_whitespace().collect();
        let rows: Vec<&str> = fields[0].split('/').collect();
        assert_eq!(rows.len(), 9, "{sfen}");
        let mut board: Board = [[None; 9]; 9];
        for (row, text) in rows.iter().enumerate() {
            let mut column = 0;
            let mut promoted = false;
            for c in text.chars() {
                if c == '+' {
                    promoted = true;
                } else if let Some(run) = c.to_digit(10) {
                    column += run as usize;
                } else {
                    let piece = (c.is_ascii_uppercase(), c.to_ascii_uppercase(), promoted);
                    board[row][column] = Some(piece);
                    promoted = false;
                    column += 1;
                }
            }
            assert_eq!(column, 9, "row {row} of {sfen}");
        }
        let mut hands = [[0; 7]; 2];
        let mut count = 0;
        for c in fields[2].chars().filter(|&c| c != '-') {
            if let Some(digit) = c.to_digit(10) {
                count = count * 10 + digit;
            } else {
                let side = usize::from(c.is_ascii_lowercase());
                let kind = HAND_ORDER
                    .iter()
                    .position(|&k| k == c.to_ascii_uppercase())
                    .unwrap_or_else(|| panic!("{c:?} in the hand of {sfen}"));
                hands[side][kind] += count.max(1) as u8;
                count = 0;
            }
        }
        Naive {
            board,
            black_to_move: fields[1] == "b",
            hands,
        }
    }

    /// The board, side and hands fields of the SFEN (no move number), hands black's then
    /// white's, each in the order rook, bishop, gold, silver, knight, lance, pawn.
    pub fn sfen(&self) -> String {
        let board = super::placement(self.board.iter().map(|cells| {
            cells.iter().map(|cell| {
                cell.map(|(black, letter, promoted)| {
                    let letter = if black {
                        letter
                    } else {
                        letter.to_ascii_lowercase()
                    };
                    format!("{}{letter}", if promoted { "+" } else { "" })
                })
            })
        }));
        let mut hand = String::new();
        for (side, counts) in self.hands.iter().enumerate() {
            for (&letter, &count) in HAND_ORDER.iter().zip(counts) {
                if count > 1 {
                    hand += &count.to_string();
                }
                if count > 0 {
                    hand.push(if side == 0 {
                        letter
                    } else {
                        letter.to_ascii_lowercase()
                    });
                }
            }
        }
        if hand.is_empty() {
            hand.push('-');
        }
        let side = if self.black_to_move { "b" } else { "w" };
        format!("{board} {side} {hand}")
    }

    /// How many pieces of the kind `letter` (upper case) `black`'s side holds.
    pub fn hand(&self, black: bool, letter: char) -> u8 {
        let kind = HAND_ORDER.iter().position(|&k| k == letter).unwrap();
        self.hands[usize::from(!black)][kind]
    }

    fn at(&self, (column, row): Sq) -> Cell {
        self.board[row as usize][column as usize]
    }

    fn set(&mut self, (column, row): Sq, cell: Cell) {
        self.board[row as usize][column as usize] = cell;
    }

    /// The squares the piece on `from` attacks: each step that stays on the board, each
    /// slide up to and including the first occupied square.
    fn attacks(&self, from: Sq) -> Vec<Sq> {
        let (black, letter, promoted) = self.at(from).expect("a piece");
        let (steps, slides) = movement(letter, promoted, if black { -1 } else { 1 });
        let mut targets = Vec::new();
        for (dc, dr) in steps {
            let to = (from.0 + dc, from.1 + dr);
            if on_board(to) {
                targets.push(to);
            }
        }
        for (dc, dr) in slides {
            let mut to = (from.0 + dc, from.1 + dr);
            while on_board(to) {
                targets.push(to);
                if self.at(to).is_some() {
                    break;
                }
                to = (to.0 + dc, to.1 + dr);
            }
        }
        targets
    }

    /// True when a piece of `by_black`'s side attacks `square`. Only two kinds of piece can:
    /// the first piece met walking from `square` in one of the eight directions, and a
    /// knight a knight's jump away; each candidate is asked whether it attacks `square`.
    fn attacked(&self, square: Sq, by_black: bool) -> bool {
        let mut candidates = Vec::new();
        for (dc, dr) in [ORTHOGONAL, DIAGONAL].concat() {
            let mut at = (square.0 + dc, square.1 + dr);
            while on_board(at) {
                if self.at(at).is_some() {
                    candidates.push(at);
                    break;
                }
                at = (at.0 + dc, at.1 + dr);
            }
        }
        for jump in [(-1, -2), (1, -2), (-1, 2), (1, 2)] {
            let at = (square.0 + jump.0, square.1 + jump.1);
            if on_board(at) && self.at(at).is_some() {
                candidates.push(at);
            }
        }
        candidates.into_iter().any(|at| {
            self.at(at).is_some_and(|(black, ..)| black == by_black)
                && self.attacks(at).contains(&square)
        })
    }

    fn king(&self, black: bool) -> Sq {
        for row in 0..9 {
            for column in 0..9 {
                if self
                    .at((column, row))
                    .is_some_and(|(b, l, _)| b == black && l == 'K')
                {
                    return (column, row);
                }
            }
        }
        panic!("no king: {}", self.sfen());
    }

    /// True when the side to move has its king attacked.
    pub fn in_check(&self) -> bool {
        self.attacked(self.king(self.black_to_move), !self.black_to_move)
    }

    /// The position after `mv` (which the rules allow): a capture goes to the mover's hand,
    /// unpromoted.
    pub fn play(&self, mv: NaiveMove) -> Naive {
        let mut next = self.clone();
        let side = usize::from(!self.black_to_move);
        match mv {
            NaiveMove::Step { from, to, promote } => {
                let (black, letter, promoted) = self.at(from).expect("a piece to move");
                if let Some((_, taken, _)) = self.at(to) {
                    let kind = HAND_ORDER
                        .iter()
                        .position(|&k| k == taken)
                        .expect("no king");
                    next.hands[side][kind] += 1;
                }
                next.set(from, None);
                next.set(to, Some((black, letter, promoted || promote)));
            }
            NaiveMove::Drop { letter, to } => {
                let kind = HAND_ORDER.iter().position(|&k| k == letter).unwrap();
                next.hands[side][kind] -= 1;
                next.set(to, Some((self.black_to_move, letter, false)));
            }
        }
        next.black_to_move = !self.black_to_move;
        next
    }

    /// The position after the move written `usi` (`7g7f`, `8h2b+`, `P*5e`).
    pub fn play_usi(&self, usi: &str) -> Naive {
        let mv = if let Some((letter, to)) = usi.split_once('*') {
            NaiveMove::Drop {
                letter: letter.chars().next().unwrap(),
                to: parse_square(to),
            }
        } else {
            NaiveMove::Step {
                from: parse_square(&usi[0..2]),
                to: parse_square(&usi[2..4]),
                promote: usi.ends_with('+'),
            }
        };
        self.play(mv)
    }

    /// Every move the pieces' movement and the drop rules allow, the own king's safety
    /// not yet considered.
    fn pseudo_moves(&self) -> Vec<NaiveMove> {
        let us = self.black_to_move;
        let mut moves = Vec::new();
        for row in 0..9 {
            for column in 0..9 {
                let from = (column, row);
                let Some((black, letter, promoted)) = self.at(from) else {
                    continue;
                };
                if black != us {
                    continue;
                }
                for to in self.attacks(from) {
                    if self.at(to).is_some_and(|(b, ..)| b == us) {
                        continue;
                    }
                    let may_promote = !promoted
                        && "PLNSBR".contains(letter)
                        && (in_zone(us, from.1) || in_zone(us, to.1));
                    if may_promote {
                        moves.push(NaiveMove::Step {
                            from,
                            to,
                            promote: true,
                        });
                    }
                    if promoted || !stuck(us, letter, to.1) {
                        moves.push(NaiveMove::Step {
                            from,
                            to,
                            promote: false,
                        });
                    }
                }
            }
        }
        let hand = self.hands[usize::from(!us)];
        for (&letter, &count) in HAND_ORDER.iter().zip(&hand) {
            if count == 0 {
                continue;
            }
            for row in 0..9 {
                for column in 0..9 {
                    let to = (column, row);
                    if self.at(to).is_some() || stuck(us, letter, row) {
                        continue;
                    }
                    // Nifu: one unpromoted pawn of a side on a file (a tokin does not count).
                    let pawn_on_file =
                        (0..9).any(|r| self.at((column, r)) == Some((us, 'P', false)));
                    if letter == 'P' && pawn_on_file {
                        continue;
                    }
                    moves.push(NaiveMove::Drop { letter, to });
                }
            }
        }
        moves
    }

    /// The legal moves and, apart, the pawn drops refused as pawn-drop mates. With
    /// `pawn_drop_mate` false, no pawn drop is refused for mating (the replies to a pawn's
    /// check, where a drop never answers a contact check, need no such test).
    fn legal(&self, pawn_drop_mate: bool) -> (Vec<NaiveMove>, Vec<NaiveMove>) {
        let us = self.black_to_move;
        let mut legal = Vec::new();
        let mut refused = Vec::new();
        for mv in self.pseudo_moves() {
            let after = self.play(mv);
            if after.attacked(after.king(us), !us) {
                continue;
            }
            let pawn_drop = matches!(mv, NaiveMove::Drop { letter: 'P', .. });
            if pawn_drop_mate && pawn_drop && after.in_check() && after.legal(false).0.is_empty() {
                refused.push(mv);
            } else {
                legal.push(mv);
            }
        }
        (legal, refused)
    }

    /// The legal moves in USI notation, sorted, and the pawn drops refused only for
    /// mating (uchifuzume).
    pub fn moves(&self) -> NaiveMoves {
        let (legal, refused) = self.legal(true);
        let mut legal: Vec<String> = legal.into_iter().map(usi).collect();
        legal.sort();
        NaiveMoves {
            legal,
            pawn_drop_mates: refused.into_iter().map(usi).collect(),
        }
    }
}

/// What [`Naive::moves`] finds.
pub struct NaiveMoves {
    /// The legal moves in USI notation, sorted.
    pub legal: Vec<String>,
    /// The pawn drops that only the pawn-drop mate rule forbids.
    pub pawn_drop_mates: Vec<String>,
}

/// The USI notation of a move.
pub fn usi(mv: NaiveMove) -> String {
    match mv {
        NaiveMove::Step { from, to, promote } => format!(
            "{}{}{}",
            square_name(from),
            square_name(to),
            if promote { "+" } else { "" }
        ),
        NaiveMove::Drop { letter, to } => format!("{letter}*{}", square_name(to)),
    }
}

/// The legal moves of `sfen` in USI notation, sorted.
pub fn legal_moves(sfen: &str) -> Vec<String> {
    Naive::parse(sfen).moves().legal
}
