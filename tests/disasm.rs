//! Proof that the attack getters compile to short, branch-free code: builds
//! `tests/disasm_exporter` (every getter as an exported `extern "C"` symbol) with
//! `cargo build --release` into `target/disasm`, disassembles it with objdump and checks
//! each symbol: no jump and no call (except in the fill loops of the Chess Programming Wiki's Dumb7Fill page, which must branch),
//! and at most a fixed number of instructions per family, close to the Chess Programming Wiki's counts
//! (Kogge-Stone `soutAttacks`: 19 instructions, Dumb7Fill: 20, each plus `ret`).
//!
//! Runs on x86_64 Linux with objdump (set `OBJDUMP` to use another one), and fails there
//! when objdump is missing unless `BITFILL_SKIP_DISASM=1` asks to skip; on other targets
//! (aarch64 under qemu, wasm32) it prints why and passes: its bounds are x86-64 counts, and
//! the aarch64 kernels' loops are estimated by `scripts/mca.sh` instead. Measures the default `x86-64` target; to see what newer CPUs get,
//! `BITFILL_DISASM_TARGET_CPU=x86-64-v3 cargo test --test disasm -- --nocapture` builds
//! into `target/disasm-x86-64-v3` with `-C target-cpu=x86-64-v3` and checks the same bounds
//! (CI does so for `x86-64-v4`, where the root getters are the AVX-512 kernels: rook and
//! bishop 26 instructions, queen 28, `slider_attacks` 32, as measured with rustc 1.95).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Which symbols to check and how: (symbol, family, instructions including `ret` as
/// measured with rustc 1.95 for x86-64). The check allows 10% more (at least one more), for
/// other compiler versions.
///
/// Vertical Kogge-Stone attacks take exactly the 14 operations of the Chess Programming Wiki's Kogge-Stone Algorithm page and 5 moves, and
/// horizontal and diagonal rays add the two wrap-mask ands and a `movabs` that loads the
/// 64-bit mask (or use `lea`/`add` for a shift by 1). LLVM reassociates Dumb7Fill's chain
/// of dependent ands, which costs a few instructions over the Dumb7Fill page's 20 but shortens the
/// critical path. The Kogge-Stone set-wise getters stay scalar: `fill!` runs their
/// south-going rays north on the byte-swapped board, a shape LLVM's SLP vectorizer leaves
/// alone (today's queen keeps 5 locals in the stack's red zone: 14 accesses, no vector
/// register; the shape with `>>` rays was vectorized with SSE2, 276 instructions, 24 stack
/// accesses). The root getters are the SSE2 kernels of `bitfill::simd::sse2` (the exporter
/// builds without `std`, so without run-time AVX2 detection): the rook 14 vector
/// operations plus east by subtraction and west by Kogge-Stone in general registers, the
/// bishop two vector Kogge-Stones, each with its byte swaps and register moves; the fill
/// loops are the Dumb7Fill page's loops and must branch. The kindergarten getters
/// are two loads, a mask, a multiplication and a shift per line (the file getter pays for
/// its rotation by an extra multiplication).
const EXPECTED: &[(&str, Family, usize)] = &[
    ("kogge_nort_attacks", Family::Straight, 20),
    ("kogge_sout_attacks", Family::Straight, 20),
    ("kogge_east_attacks", Family::Straight, 19),
    ("kogge_west_attacks", Family::Straight, 23),
    ("kogge_no_ea_attacks", Family::Straight, 24),
    ("kogge_so_ea_attacks", Family::Straight, 24),
    ("kogge_so_we_attacks", Family::Straight, 24),
    ("kogge_no_we_attacks", Family::Straight, 24),
    ("kogge_nort_occluded", Family::Straight, 19),
    ("kogge_sout_occluded", Family::Straight, 19),
    ("kogge_east_occluded", Family::Straight, 17),
    ("kogge_west_occluded", Family::Straight, 21),
    ("kogge_no_ea_occluded", Family::Straight, 21),
    ("kogge_so_ea_occluded", Family::Straight, 21),
    ("kogge_so_we_occluded", Family::Straight, 21),
    ("kogge_no_we_occluded", Family::Straight, 21),
    ("kogge_nort_fill", Family::Straight, 10),
    ("kogge_sout_fill", Family::Straight, 10),
    ("kogge_east_fill", Family::Straight, 14),
    ("kogge_west_fill", Family::Straight, 16),
    ("kogge_no_ea_fill", Family::Straight, 15),
    ("kogge_so_ea_fill", Family::Straight, 15),
    ("kogge_so_we_fill", Family::Straight, 15),
    ("kogge_no_we_fill", Family::Straight, 15),
    ("dumb7_nort_attacks", Family::Straight, 25),
    ("dumb7_sout_attacks", Family::Straight, 25),
    ("dumb7_east_attacks", Family::Straight, 22),
    ("dumb7_west_attacks", Family::Straight, 28),
    ("dumb7_no_ea_attacks", Family::Straight, 29),
    ("dumb7_so_ea_attacks", Family::Straight, 29),
    ("dumb7_so_we_attacks", Family::Straight, 29),
    ("dumb7_no_we_attacks", Family::Straight, 29),
    ("dumb7_nort_occluded", Family::Straight, 27),
    ("dumb7_sout_occluded", Family::Straight, 28),
    ("dumb7_east_occluded", Family::Straight, 23),
    ("dumb7_west_occluded", Family::Straight, 29),
    ("dumb7_no_ea_occluded", Family::Straight, 29),
    ("dumb7_so_ea_occluded", Family::Straight, 29),
    ("dumb7_so_we_occluded", Family::Straight, 30),
    ("dumb7_no_we_occluded", Family::Straight, 29),
    ("subtract_east_attacks", Family::Straight, 11),
    ("kogge_rook_attacks", Family::Straight, 99),
    ("kogge_bishop_attacks", Family::Straight, 109),
    ("kogge_queen_attacks", Family::Straight, 203),
    ("dumb7_rook_attacks", Family::Straight, 118),
    ("dumb7_bishop_attacks", Family::Straight, 122),
    ("dumb7_queen_attacks", Family::Straight, 301),
    ("root_rook_attacks", Family::Straight, 69),
    ("root_bishop_attacks", Family::Straight, 60),
    ("root_queen_attacks", Family::Straight, 113),
    ("root_slider_attacks", Family::Straight, 118),
    ("kogge_occluded_dir", Family::Straight, 30),
    ("kogge_attacks_dir", Family::Straight, 34),
    ("dumb7_occluded_dir", Family::Straight, 33),
    ("dumb7_attacks_dir", Family::Straight, 33),
    ("kindergarten_rank_attacks", Family::Straight, 12),
    ("kindergarten_file_attacks", Family::Straight, 19),
    ("kindergarten_diagonal_attacks", Family::Straight, 15),
    ("kindergarten_anti_diagonal_attacks", Family::Straight, 15),
    ("kindergarten_rook_attacks", Family::Straight, 35),
    ("kindergarten_bishop_attacks", Family::Straight, 25),
    ("kindergarten_queen_attacks", Family::Straight, 59),
    // Not listed, because they compile to the same code as a listed one and the linker
    // keeps one symbol: `hyperbola::rank_attacks_from` (kindergarten's rank) and the root
    // single-square getters built without `std` and AVX2 (the scalar hyperbola ones).
    ("hyperbola_file_attacks", Family::Straight, 15),
    ("hyperbola_diagonal_attacks", Family::Straight, 15),
    ("hyperbola_anti_diagonal_attacks", Family::Straight, 15),
    ("hyperbola_rook_attacks", Family::Straight, 29),
    ("hyperbola_bishop_attacks", Family::Straight, 28),
    ("hyperbola_queen_attacks", Family::Straight, 57),
    ("root_knight_attacks", Family::Straight, 25),
    ("root_king_attacks", Family::Straight, 15),
    ("root_white_pawn_attacks", Family::Straight, 9),
    ("root_black_pawn_attacks", Family::Straight, 9),
    // The pawns' set-wise getters (white's): a shift and a mask or two; the legal targets
    // of `pawns::legal_targets` (the position's `pins::Board` and the pins read through
    // pointers, the occupied squares `ours | theirs`, the four sets stored through one)
    // about 40 operations and their loads, stores and saved registers.
    ("pawns_single_push_targets", Family::Straight, 5),
    ("pawns_double_push_targets", Family::Straight, 8),
    ("pawns_able_to_push", Family::Straight, 5),
    ("pawns_able_to_double_push", Family::Straight, 8),
    ("pawns_west_attacks", Family::Straight, 4),
    ("pawns_east_attacks", Family::Straight, 4),
    ("pawns_legal_targets", Family::Straight, 58),
    // One table read each (the white pawn's getter differs only in its table's address).
    ("root_knight_attacks_from", Family::Straight, 4),
    ("root_king_attacks_from", Family::Straight, 4),
    ("root_black_pawn_attacks_from", Family::Straight, 4),
    ("root_between", Family::Straight, 35),
    ("root_line", Family::Straight, 23),
    ("root_aligned", Family::Straight, 25),
    ("othello_moves_const", Family::Straight, 174),
    ("othello_flips_const", Family::Straight, 218),
    ("square_from_index_wrapping", Family::Straight, 3),
    ("othello_moves_sse2", Family::Straight, 124),
    ("othello_flips_sse2", Family::Straight, 156),
    // Past 128 squares, on `Wide` words through pointers: loads, the fill, stores.
    ("wide_kogge_rook_12x12", Family::Straight, 343),
    ("wide_kogge_bishop_12x12", Family::Straight, 293),
    ("wide_kogge_rook_16x16", Family::Straight, 284),
    ("wide_kogge_bishop_16x16", Family::Straight, 435),
    ("wide_kogge_queen_16x16", Family::Straight, 855),
    ("wide_subtract_east_14x14", Family::Straight, 56),
    ("wide_knight_14x14", Family::Straight, 144),
    // `fill!` on the international draughts board (10x10, dark squares, a `u64`): the
    // operations (instructions less moves and `ret`) are the doc comments' counts or fewer
    // (LLVM shares a few masks); the four-ray flying captures keep a few locals on the
    // stack (17 accesses for `king_jumps`), one ray alone none. The ops take `(pieces,
    // empty, enemies)`: the men's jumps copy two of them before their shifts (23
    // operations, 10 moves).
    ("draughts_king_attacks", Family::Straight, 118),
    ("draughts_white_men_moves", Family::Straight, 10),
    ("draughts_man_jumps", Family::Straight, 34),
    ("draughts_man_jumpers", Family::Straight, 34),
    ("draughts_king_jumps", Family::Straight, 199),
    ("draughts_king_targets", Family::Straight, 110),
    ("draughts_no_ea_flying_jumps", Family::Straight, 43),
    ("dumb7_loop_nort_attacks", Family::Loop, 9),
    ("dumb7_loop_east_attacks", Family::Loop, 14),
    ("dumb7_loop_no_ea_attacks", Family::Loop, 14),
    ("dumb7_attacks_loop_dir", Family::Loop, 18),
];

#[derive(Clone, Copy, Debug, PartialEq)]
enum Family {
    /// Straight-line code: no jump, no call, one `ret` at the end.
    Straight,
    /// The Dumb7Fill page's fill loop: it must branch (which shows that the check can see branches).
    Loop,
}

/// One symbol's instructions, without the `int3` and `nop` padding: mnemonic and operands.
type Listing = Vec<(String, String)>;

#[test]
fn getters_are_short_and_branch_free() {
    let Some(objdump) = objdump() else {
        return;
    };
    let started = std::time::Instant::now();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let library = build_exporter(root);
    let output = Command::new(&objdump)
        .args(["-d", "--no-show-raw-insn", "-M", "intel"])
        .arg(&library)
        .output()
        .expect("objdump runs");
    assert!(
        output.status.success(),
        "objdump failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let listings = parse(&String::from_utf8_lossy(&output.stdout));

    let mut failures = Vec::new();
    println!(
        "{:<34} {:>6} {:>6} {:>6} {:>6} {:>6}",
        "symbol", "instr", "ops", "moves", "jumps", "bound"
    );
    for &(symbol, family, reference) in EXPECTED {
        let bound = reference + (reference / 10).max(1);
        let Some(listing) = listings.get(symbol) else {
            failures.push(format!("{symbol}: not found in {}", library.display()));
            continue;
        };
        let count = listing.len();
        let moves = listing
            .iter()
            .filter(|(m, _)| m.starts_with("mov") || m.starts_with("vmov"))
            .count();
        let jumps = listing.iter().filter(|(m, _)| m.starts_with('j')).count();
        let calls = listing
            .iter()
            .filter(|(m, _)| m.starts_with("call"))
            .count();
        let rets = listing.iter().filter(|(m, _)| m == "ret").count();
        // What the Chess Programming Wiki calls operations: everything but moves and the return.
        let operations = count - moves - rets;
        println!("{symbol:<34} {count:>6} {operations:>6} {moves:>6} {jumps:>6} {bound:>6}");
        if count > bound {
            failures.push(format!("{symbol}: {count} instructions, more than {bound}"));
        }
        if calls > 0 {
            failures.push(format!("{symbol}: calls out of line: {listing:?}"));
        }
        match family {
            Family::Straight => {
                let ends_in_ret = listing.last().is_some_and(|(m, _)| m == "ret");
                if jumps > 0 || rets != 1 || !ends_in_ret {
                    failures.push(format!("{symbol}: not straight-line code: {listing:?}"));
                }
            }
            Family::Loop => {
                if !listing
                    .iter()
                    .any(|(m, _)| m.starts_with('j') && m != "jmp")
                {
                    failures.push(format!("{symbol}: a fill loop without a conditional jump?"));
                }
            }
        }
    }
    println!(
        "disassembly check took {:.1} s",
        started.elapsed().as_secs_f64()
    );
    assert!(
        failures.is_empty(),
        "disassembly check failed:\n{}",
        failures.join("\n")
    );
}

/// The objdump to use, or `None` (with the reason printed) when the check cannot run here.
fn objdump() -> Option<String> {
    if !cfg!(all(target_arch = "x86_64", target_os = "linux")) {
        // The bounds are x86-64 instruction counts (Intel syntax, x86 moves and jumps), so
        // on another architecture there is nothing to hold the code to; aarch64's kernels
        // are read by scripts/mca.sh instead, which estimates their loops with llvm-mca.
        println!(
            "SKIPPED: the disassembly check holds x86-64 machine code to x86-64 instruction \
             counts; this is {} {}, whose kernels scripts/mca.sh estimates (docs/arm.md)",
            std::env::consts::ARCH,
            std::env::consts::OS
        );
        return None;
    }
    let objdump = std::env::var("OBJDUMP").unwrap_or_else(|_| "objdump".to_string());
    match Command::new(&objdump).arg("--version").output() {
        Ok(output) if output.status.success() => Some(objdump),
        // On x86_64 Linux a missing objdump is a broken setup, not a reason to pass: the
        // skip has to be asked for.
        _ if std::env::var_os("BITFILL_SKIP_DISASM").is_some() => {
            println!("SKIPPED: `{objdump} --version` does not run and BITFILL_SKIP_DISASM is set");
            None
        }
        _ => panic!(
            "`{objdump} --version` does not run: install binutils, set OBJDUMP to an objdump, \
             or set BITFILL_SKIP_DISASM=1 to skip the disassembly check"
        ),
    }
}

/// Builds the exporter in release mode and returns the path of its shared library. A
/// target directory of its own keeps the build clear of the lock the outer cargo holds.
fn build_exporter(root: &Path) -> PathBuf {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let target_cpu = std::env::var("BITFILL_DISASM_TARGET_CPU").ok();
    let target_dir = match &target_cpu {
        Some(cpu) => root.join(format!("target/disasm-{cpu}")),
        None => root.join("target/disasm"),
    };
    let mut command = Command::new(cargo);
    command
        .args(["build", "--release", "--quiet", "--manifest-path"])
        .arg(root.join("tests/disasm_exporter/Cargo.toml"))
        .arg("--target-dir")
        .arg(&target_dir);
    if let Some(cpu) = &target_cpu {
        println!("measuring with -C target-cpu={cpu}");
        command.env("RUSTFLAGS", format!("-C target-cpu={cpu}"));
    }
    let status = command.status().expect("cargo runs");
    assert!(status.success(), "building tests/disasm_exporter failed");
    target_dir.join("release/libbitfill_disasm.so")
}

/// The instructions of every symbol in an `objdump -d` listing, padding dropped.
fn parse(text: &str) -> BTreeMap<String, Listing> {
    let mut listings = BTreeMap::new();
    let mut current: Option<(String, Listing)> = None;
    for line in text.lines() {
        // A symbol starts with `0000000000014870 <kogge_sout_attacks>:`.
        if let Some(name) = line
            .strip_suffix(">:")
            .and_then(|l| l.split_once(" <"))
            .map(|(_, n)| n)
        {
            if let Some((symbol, listing)) = current.take() {
                listings.insert(symbol, listing);
            }
            current = Some((name.to_string(), Vec::new()));
            continue;
        }
        // An instruction is `   14870:\tmov    rcx,rdi`.
        let Some((_, instruction)) = line.split_once(":\t") else {
            continue;
        };
        let mut parts = instruction.split_whitespace();
        let Some(mnemonic) = parts.next() else {
            continue;
        };
        if mnemonic == "int3" || mnemonic.starts_with("nop") || mnemonic.starts_with("data16") {
            continue;
        }
        let operands = parts.collect::<Vec<_>>().join(" ");
        if let Some((_, listing)) = current.as_mut() {
            listing.push((mnemonic.to_string(), operands));
        }
    }
    if let Some((symbol, listing)) = current {
        listings.insert(symbol, listing);
    }
    listings
}
