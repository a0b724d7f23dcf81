#!/usr/bin/env bash
# Instructions and cycles of one single-square lookup, bitfill's root getters against
# cozy-chess's magics, for the default x86-64 target and for `native`:
#
#   - each getter inlined into an exported function of its own (a scratch crate under
#     target/single-cycles, with bitfill and cozy-chess as dependencies);
#   - `objdump -d`: its instructions (`ret` left out) and its jumps (none expected);
#   - `llvm-mca -mcpu=znver3` (the newest AMD model of Debian 12's LLVM 14; the machine of
#     docs/performance.md is a later one, so these are a model's cycles, not a
#     measurement): the cycles per call when calls are independent, as in
#     benches/single_rounds.rs, where throughput, not latency, decides (the block's
#     reciprocal throughput), and the latency of one call alone (one iteration).
#
# These counts do not drift with the machine's load, unlike a timing. They explain the
# ratios of `cargo bench --bench single_rounds` (docs/performance.md): a magic lookup is a
# dozen instructions, most of them loads the CPU overlaps; Hyperbola Quintessence is two or
# three times as many ALU operations.
#
# Usage: scripts/single-cycles.sh      (needs objdump and llvm-mca: `apt install llvm`)
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
mca="$(command -v llvm-mca || ls /usr/bin/llvm-mca-* 2>/dev/null | head -1 || true)"
[ -n "$mca" ] || { echo "scripts/single-cycles.sh: llvm-mca not found (apt install llvm)" >&2; exit 2; }
cozy="$(awk '/^name = "cozy-chess"/ { getline; gsub(/[^0-9.]/, ""); print }' Cargo.lock)"

dir="${CARGO_TARGET_DIR:-target}/single-cycles"
mkdir -p "$dir/src"
cat >"$dir/Cargo.toml" <<EOF
[package]
name = "single-cycles"
version = "0.0.0"
edition = "2024"
publish = false

[lib]
crate-type = ["cdylib"]

[dependencies]
bitfill = { path = "$root" }
cozy-chess = "=$cozy"

[profile.release]
panic = "abort"

[workspace]
EOF
cat >"$dir/src/lib.rs" <<'EOF'
use bitfill::{Bitboard, Square};
use cozy_chess::{BitBoard, get_bishop_moves, get_rook_moves};

/// A square index as both libraries take it (a `u8` within 0..64).
fn squares(sq: u8) -> (Square, cozy_chess::Square) {
    let sq = sq & 63;
    (Square::ALL[sq as usize], cozy_chess::Square::index(sq as usize))
}

#[unsafe(no_mangle)]
pub extern "C" fn bitfill_rook(sq: u8, occupied: u64) -> u64 {
    bitfill::rook_attacks_from(squares(sq).0, Bitboard(occupied)).0
}
#[unsafe(no_mangle)]
pub extern "C" fn bitfill_bishop(sq: u8, occupied: u64) -> u64 {
    bitfill::bishop_attacks_from(squares(sq).0, Bitboard(occupied)).0
}
#[unsafe(no_mangle)]
pub extern "C" fn bitfill_queen(sq: u8, occupied: u64) -> u64 {
    bitfill::queen_attacks_from(squares(sq).0, Bitboard(occupied)).0
}
#[unsafe(no_mangle)]
pub extern "C" fn cozy_rook(sq: u8, occupied: u64) -> u64 {
    get_rook_moves(squares(sq).1, BitBoard(occupied)).0
}
#[unsafe(no_mangle)]
pub extern "C" fn cozy_bishop(sq: u8, occupied: u64) -> u64 {
    get_bishop_moves(squares(sq).1, BitBoard(occupied)).0
}
#[unsafe(no_mangle)]
pub extern "C" fn cozy_queen(sq: u8, occupied: u64) -> u64 {
    let (_, sq) = squares(sq);
    (get_rook_moves(sq, BitBoard(occupied)) | get_bishop_moves(sq, BitBoard(occupied))).0
}
EOF

for config in default native; do
    flags=""
    [ "$config" = native ] && flags="-C target-cpu=native"
    (cd "$dir" && CARGO_TARGET_DIR="$PWD/target/$config" RUSTFLAGS="$flags" \
        cargo build --release --quiet)
    lib="$dir/target/$config/release/libsingle_cycles.so"
    objdump -d --no-show-raw-insn -M att "$lib" >"$dir/$config.s"
    printf '\n# %s (RUSTFLAGS="%s"), llvm-mca -mcpu=znver3\n\n' "$config" "$flags"
    echo "| getter | instructions | jumps | cycles per call, independent calls | cycles, one call alone |"
    echo "|---|---|---|---|---|"
    for name in bitfill_rook cozy_rook bitfill_bishop cozy_bishop bitfill_queen cozy_queen; do
        body="$(awk -v f="<$name>:" '$2 == f { on = 1; next } on && (/^$/ || /^[0-9a-f]+ </) { exit } on' "$dir/$config.s" \
            | cut -f2- | grep -vE '^(ret|int3|nop)' | sed 's/#.*//')"
        count="$(grep -c . <<<"$body")"
        jumps="$(grep -cE '^j' <<<"$body" || true)"
        # The exported function's own code: a panic branch (cozy-chess's bounds check)
        # stays out of the block llvm-mca models.
        block="$(grep -vE '^(j|call|ud2|push|pop)' <<<"$body")"
        # The block's reciprocal throughput: what the execution units allow per call when
        # calls do not wait on each other (repeating the block instead would chain each
        # copy to the last through the argument registers it overwrites).
        throughput="$("$mca" -mcpu=znver3 <<<"$block" 2>/dev/null \
            | awk '/^Block RThroughput:/ { print $3 }')"
        latency="$("$mca" -mcpu=znver3 -iterations=1 <<<"$block" 2>/dev/null \
            | awk '/^Total Cycles:/ { print $3 }')"
        echo "| $name | $count | $jumps | $throughput | $latency |"
    done
done
