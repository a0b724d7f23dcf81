//! No module of `src/` imports its way back into a module that imports it: each game's
//! kernels live with the game (`othello` borrows `simd`'s lane helpers, `simd` names no
//! game), and within a module the parent uses its files, never the other way round. The
//! same graph as `scripts/module-cycles.py` (which also prints it), read the same way, in
//! Rust so that the check runs wherever the tests do: every `crate::`, `super::` and
//! `self::` path in the code (comments and strings left out, `use` trees expanded) is an
//! edge from the module of the file that holds it to the deepest module the path names,
//! a name the crate root re-exports counted as the module it comes from. The macro crate
//! (`fill-macros/src`) is held to the same rule: parse, validate and expand each use the
//! model of the board, and none of them reaches back into another that uses it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

type Module = Vec<String>;

/// The code with comments, strings and char literals blanked; newlines kept.
fn strip(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let blank = |out: &mut Vec<u8>, span: &[u8]| {
        out.extend(span.iter().map(|&c| if c == b'\n' { b'\n' } else { b' ' }));
    };
    let mut i = 0;
    while i < b.len() {
        let rest = &b[i..];
        let after_word = i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_');
        if rest.starts_with(b"//") {
            let end = rest.iter().position(|&c| c == b'\n').unwrap_or(rest.len());
            blank(&mut out, &rest[..end]);
            i += end;
        } else if rest.starts_with(b"/*") {
            let (mut depth, mut j) = (1, 2);
            while j < rest.len() && depth > 0 {
                if rest[j..].starts_with(b"/*") {
                    depth += 1;
                    j += 2;
                } else if rest[j..].starts_with(b"*/") {
                    depth -= 1;
                    j += 2;
                } else {
                    j += 1;
                }
            }
            blank(&mut out, &rest[..j]);
            i += j;
        } else if rest[0] == b'r'
            && !after_word
            && rest[1..]
                .iter()
                .position(|&c| c != b'#')
                .map(|k| rest[1 + k])
                == Some(b'"')
        {
            let hashes = rest[1..].iter().take_while(|&&c| c == b'#').count();
            let mut close = vec![b'"'];
            close.extend(std::iter::repeat_n(b'#', hashes));
            let body = 2 + hashes;
            let end = rest[body..]
                .windows(close.len())
                .position(|w| w == close.as_slice())
                .map_or(rest.len(), |k| body + k + close.len());
            blank(&mut out, &rest[..end]);
            i += end;
        } else if rest[0] == b'"' {
            let mut j = 1;
            while j < rest.len() && rest[j] != b'"' {
                j += if rest[j] == b'\\' { 2 } else { 1 };
            }
            let end = (j + 1).min(rest.len());
            blank(&mut out, &rest[..end]);
            i += end;
        } else if let Some(len) = char_literal(rest) {
            blank(&mut out, &rest[..len]);
            i += len;
        } else {
            out.push(rest[0]);
            i += 1;
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The length of a char literal at the start of `rest` (`'a'`, `'\n'`), not a lifetime.
fn char_literal(rest: &[u8]) -> Option<usize> {
    match rest {
        [b'\'', b'\\', _, b'\'', ..] => Some(4),
        [b'\'', c, b'\'', ..] if *c != b'\\' && *c != b'\'' => Some(3),
        _ => None,
    }
}

fn is_ident_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// `a::{b, c::{d, e}}` -> `a::b`, `a::c::d`, `a::c::e` (renames dropped).
fn expand_use(tree: &str) -> Vec<String> {
    let tree: String = tree
        .split(" as ")
        .enumerate()
        .map(|(k, part)| {
            if k == 0 {
                part
            } else {
                part.trim_start()
                    .trim_start_matches(|c: char| c.is_alphanumeric() || c == '_')
            }
        })
        .collect();
    let tree: String = tree.chars().filter(|c| !c.is_whitespace()).collect();
    fn go(prefix: &str, t: &str, out: &mut Vec<String>) {
        if t.is_empty() {
            return;
        }
        let Some(open) = t.find('{') else {
            out.push(format!("{prefix}{t}"));
            return;
        };
        let (head, rest) = (&t[..open], &t[open + 1..]);
        let body = &rest[..rest.rfind('}').unwrap_or(rest.len())];
        let (mut depth, mut start) = (0, 0);
        for (k, c) in body.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    go(&format!("{prefix}{head}"), &body[start..k], out);
                    start = k + 1;
                }
                _ => {}
            }
        }
        go(&format!("{prefix}{head}"), &body[start..], out);
    }
    let mut out = Vec::new();
    go("", &tree, &mut out);
    out
}

/// The `use` statements of `code`: where each starts and ends, and its tree.
fn uses(code: &str) -> Vec<(usize, usize, &str)> {
    let b = code.as_bytes();
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(k) = code[from..].find("use") {
        let at = from + k;
        from = at + 3;
        let before_ok = at == 0 || !is_ident_byte(b[at - 1]);
        let after_ok = b.get(at + 3).is_some_and(|c| c.is_ascii_whitespace());
        if before_ok
            && after_ok
            && let Some(end) = code[at..].find(';')
        {
            found.push((at, at + end + 1, code[at + 3..at + end].trim()));
        }
    }
    found
}

/// Every path `a::b::c` in `code` that is not part of a longer one, with where it starts.
fn paths(code: &str) -> Vec<(usize, String)> {
    let b = code.as_bytes();
    let mut found = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let starts_ident = (b[i].is_ascii_alphabetic() || b[i] == b'_')
            && (i == 0 || !(is_ident_byte(b[i - 1]) || b[i - 1] == b':'));
        if !starts_ident {
            i += 1;
            continue;
        }
        let start = i;
        let mut segments = 0;
        loop {
            let ident_start = i;
            while i < b.len() && is_ident_byte(b[i]) {
                i += 1;
            }
            if i == ident_start {
                break;
            }
            segments += 1;
            let next_is_ident = b
                .get(i + 2)
                .is_some_and(|&c| c.is_ascii_alphabetic() || c == b'_');
            if b[i..].starts_with(b"::") && next_is_ident {
                i += 2;
            } else {
                break;
            }
        }
        if segments > 1 {
            found.push((start, code[start..i].to_string()));
        }
        i = i.max(start + 1);
    }
    found
}

fn module_of(path: &Path, src: &Path) -> Module {
    let relative = path.strip_prefix(src).unwrap().with_extension("");
    let mut parts: Module = relative
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if parts == ["lib"] || parts == ["main"] {
        return Vec::new();
    }
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The edges between the modules of `src`, each file its own module (`top`: each
/// top-level module with everything under it).
fn graph(src: &Path, top: bool) -> BTreeMap<Module, BTreeMap<Module, BTreeSet<String>>> {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    let files: BTreeMap<Module, String> = files
        .iter()
        .map(|p| {
            (
                module_of(p, src),
                strip(&std::fs::read_to_string(p).unwrap()),
            )
        })
        .collect();
    let modules: BTreeSet<&Module> = files.keys().collect();
    let is_module = |m: &Module| modules.contains(m);

    // Names the crate root brings in from its modules: `pub use square::{Square, ..}`.
    let mut root_names: BTreeMap<String, Module> = BTreeMap::new();
    for (_, _, tree) in uses(files.get(&Vec::new()).map_or("", String::as_str)) {
        for path in expand_use(tree) {
            let segs: Vec<&str> = path.split("::").collect();
            if segs.len() > 1 && is_module(&vec![segs[0].to_string()]) {
                root_names.insert(segs[segs.len() - 1].to_string(), vec![segs[0].to_string()]);
            }
        }
    }

    let mut edges: BTreeMap<Module, BTreeMap<Module, BTreeSet<String>>> = BTreeMap::new();
    for (module, code) in &files {
        // The one exception, deliberate: `simd::dispatch` is the façade whose `Kernels`
        // gathers the kernels of every path, simd's and also the games' and the
        // single-square getters' (`othello`, `hyperbola`), which use simd's tokens. Nothing
        // in the crate depends on it but `simd`'s re-export of its names, so its own
        // imports close no loop that code elsewhere could follow; every other module is
        // held to the rule.
        if module == &["simd".to_string(), "dispatch".to_string()] {
            continue;
        }
        // Inline `mod name {` blocks, to count `super::` from inside them.
        let mut inline = Vec::new();
        for (at, _) in code.match_indices("mod ") {
            if at > 0 && is_ident_byte(code.as_bytes()[at - 1]) {
                continue;
            }
            let after = &code[at + 4..];
            let name_len = after.bytes().take_while(|&c| is_ident_byte(c)).count();
            let brace = after[name_len..].trim_start();
            if name_len == 0 || !brace.starts_with('{') {
                continue;
            }
            let open = at + 4 + name_len + (after[name_len..].len() - brace.len());
            let (mut depth, mut j) = (0, open);
            for (k, c) in code[open..].char_indices() {
                depth += i32::from(c == '{') - i32::from(c == '}');
                if depth == 0 {
                    j = open + k;
                    break;
                }
            }
            inline.push((at, j, after[..name_len].to_string()));
        }
        let here_at = |pos: usize| -> Module {
            let mut here = module.clone();
            here.extend(
                inline
                    .iter()
                    .filter(|(start, end, _)| *start <= pos && pos < *end)
                    .map(|(_, _, name)| name.clone()),
            );
            here
        };

        let use_spans = uses(code);
        let mut all: Vec<(usize, String)> = use_spans
            .iter()
            .flat_map(|&(at, _, tree)| expand_use(tree).into_iter().map(move |p| (at, p)))
            .collect();
        all.extend(
            paths(code)
                .into_iter()
                .filter(|(at, _)| !use_spans.iter().any(|(a, b, _)| a <= at && at < b)),
        );
        for (pos, path) in all {
            let mut segs: Vec<String> = path
                .split("::")
                .filter(|s| !s.is_empty())
                .map(String::from)
                .collect();
            let here = here_at(pos);
            if !["crate", "super", "self"].contains(&segs[0].as_str()) {
                // `use child::X` from a file module: a path relative to it.
                let child = |m: &Module| {
                    let mut m = m.clone();
                    m.push(segs[0].clone());
                    is_module(&m)
                };
                if !child(module) && !child(&here) {
                    continue;
                }
                segs.insert(0, "self".to_string());
            }
            let (mut target, rest): (Module, &[String]) = if segs[0] == "crate" {
                (Vec::new(), &segs[1..])
            } else {
                let mut base = here.clone();
                let mut k = 0;
                while k < segs.len() && (segs[k] == "super" || segs[k] == "self") {
                    if segs[k] == "super" {
                        base.pop();
                    }
                    k += 1;
                }
                (base, &segs[k..])
            };
            for seg in rest {
                let mut deeper = target.clone();
                deeper.push(seg.clone());
                if is_module(&deeper) {
                    target = deeper;
                } else {
                    if target.is_empty()
                        && let Some(from) = root_names.get(seg)
                    {
                        target = from.clone();
                    }
                    break;
                }
            }
            // Inline modules are part of their file's module.
            while !is_module(&target) {
                target.pop();
            }
            let (mut source, mut target) = (module.clone(), target);
            if top {
                source.truncate(1);
                target.truncate(1);
            }
            if source != target && !target.is_empty() {
                edges
                    .entry(source)
                    .or_default()
                    .entry(target)
                    .or_default()
                    .insert(path);
            }
        }
    }
    edges
}

/// The edges that close a cycle: `a -> b` where `b` reaches `a`.
fn cycle_edges(edges: &BTreeMap<Module, BTreeMap<Module, BTreeSet<String>>>) -> Vec<String> {
    let reaches = |from: &Module, to: &Module| {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from.clone()];
        while let Some(m) = stack.pop() {
            if &m == to {
                return true;
            }
            if seen.insert(m.clone()) {
                stack.extend(edges.get(&m).into_iter().flat_map(|t| t.keys().cloned()));
            }
        }
        false
    };
    let name = |m: &Module| {
        if m.is_empty() {
            "crate".to_string()
        } else {
            m.join("::")
        }
    };
    let mut found = Vec::new();
    for (source, targets) in edges {
        for (target, paths) in targets {
            if reaches(target, source) {
                let paths: Vec<&str> = paths.iter().map(String::as_str).collect();
                found.push(format!(
                    "{} -> {}   ({})",
                    name(source),
                    name(target),
                    paths.join(", ")
                ));
            }
        }
    }
    found
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn no_cycle_between_top_level_modules() {
    let edges = graph(&src(), true);
    // The graph is read at all: the game's kernels use simd's lane helpers.
    #[cfg(target_arch = "x86_64")]
    assert!(edges[&vec!["othello".to_string()]].contains_key(&vec!["simd".to_string()]));
    let cycles = cycle_edges(&edges);
    assert!(
        cycles.is_empty(),
        "edges in a cycle (scripts/module-cycles.py --edges shows the graph):\n{}",
        cycles.join("\n")
    );
}

#[test]
fn no_cycle_between_file_modules() {
    let edges = graph(&src(), false);
    let cycles = cycle_edges(&edges);
    assert!(
        cycles.is_empty(),
        "edges in a cycle (scripts/module-cycles.py --level file --edges shows the graph):\n{}",
        cycles.join("\n")
    );
}

fn macro_src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fill-macros/src")
}

/// The macro crate, file by file: the model of the board (`fill::squares`, `fill::board`,
/// ...) is used by validation and expansion and uses neither.
#[test]
fn no_cycle_in_the_macro_crate() {
    let edges = graph(&macro_src(), false);
    let module = |path: &str| -> Module { path.split("::").map(String::from).collect() };
    // The graph is read at all: validation reads the squares of the model, the expansions
    // the model's board.
    assert!(
        edges[&module("fill::validate")].contains_key(&module("fill::squares")),
        "{edges:#?}"
    );
    assert!(edges.keys().any(|m| m.starts_with(&module("fill::expand"))));
    for top in [false, true] {
        let cycles = cycle_edges(&graph(&macro_src(), top));
        assert!(
            cycles.is_empty(),
            "edges in a cycle in fill-macros/src (top-level modules only: {top}):\n{}",
            cycles.join("\n")
        );
    }
}

/// The reader finds the cycle this layout removed: Othello's SSE2 kernel in
/// `simd/sse2.rs`, reaching back into `othello.rs`.
#[test]
fn a_cycle_is_found() {
    // Cargo's scratch directory for integration tests, not `std::env::temp_dir()` or the
    // process id, which panic on wasm32-wasip1; a clock reading keeps runs apart.
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |since| since.as_nanos());
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("bitfill-module-cycles-{nanos}"));
    std::fs::create_dir_all(dir.join("simd")).unwrap();
    let write = |path: &str, text: &str| std::fs::write(dir.join(path), text).unwrap();
    write(
        "lib.rs",
        "pub mod othello;\npub mod simd;\npub use simd::Avx2;\n",
    );
    write(
        "othello.rs",
        "// crate::nothing in a comment\nuse crate::Avx2;\npub(crate) fn horizontal() {}\n",
    );
    write(
        "simd/mod.rs",
        "pub mod sse2;\npub use sse2::moves;\npub struct Avx2;\n",
    );
    write(
        "simd/sse2.rs",
        "pub fn moves() { let _ = \"crate::x::y\"; crate::othello::horizontal() }\n",
    );
    let top = cycle_edges(&graph(&dir, true));
    let files = cycle_edges(&graph(&dir, false));
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(
        top,
        [
            "othello -> simd   (crate::Avx2)",
            "simd -> othello   (crate::othello::horizontal)"
        ]
    );
    assert_eq!(
        files,
        [
            "othello -> simd   (crate::Avx2)",
            "simd -> simd::sse2   (sse2::moves)",
            "simd::sse2 -> othello   (crate::othello::horizontal)"
        ]
    );
}
