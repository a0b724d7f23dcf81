#!/usr/bin/env python3
"""The module graph of a crate's src/ and its cycles.

Every `crate::`, `super::` and `self::` path in the code (comments and strings left out,
`use` trees expanded) is an edge from the module whose file holds it to the module the
path names: the deepest module of the path, a name the crate root re-exports (`crate::Square`)
counted as the module it comes from. Inline modules (`mod fastest { ... }`) belong to
their file's module; `super::` inside one counts from there.

    scripts/module-cycles.py [src] [--level top|file] [--edges]

`--level top` (the default) joins every file under a top-level module (`simd/avx2/kogge.rs`
is `simd`); `--level file` keeps each file's module. Prints the cycles (strongly connected
components of more than one module), exit code 1 if there is one; `--edges` prints every
edge first. tests/library/module_cycles.rs reads the graph the same way and fails on a
cycle at either level, so the check runs with the tests.
"""

import re
import sys
from pathlib import Path

IDENT = r"[A-Za-z_][A-Za-z0-9_]*"


def strip(text):
    """The code with comments, strings and char literals blanked (lengths kept)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif re.match(r'r#*"', text[i:i + 10]) and (i == 0 or not text[i - 1].isalnum()):
            hashes = re.match(r"r(#*)\"", text[i:]).group(1)
            end = text.find('"' + hashes, i + 2 + len(hashes))
            j = n if end < 0 else end + 1 + len(hashes)
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append(re.sub(r"[^\n]", " ", text[i:j + 1]))
            i = j + 1
        elif c == "'" and re.match(r"'(\\.|[^\\'])'", text[i:i + 4]):
            m = re.match(r"'(\\.|[^\\'])'", text[i:i + 4])
            out.append(" " * len(m.group(0)))
            i += len(m.group(0))
        else:
            out.append(c)
            i += 1
    return "".join(out)


def module_of(path, src):
    parts = list(path.relative_to(src).with_suffix("").parts)
    if parts in (["lib"], ["main"]):
        return ()
    if parts[-1] == "mod":
        parts = parts[:-1]
    return tuple(parts)


def expand_use(tree):
    """`a::{b, c::{d, e}}` -> ["a::b", "a::c::d", "a::c::e"] (renames dropped)."""
    tree = re.sub(r"\s+as\s+" + IDENT, "", tree)
    tree = re.sub(r"\s+", "", tree)

    def go(prefix, t):
        if not t:
            return []
        if "{" not in t:
            return [prefix + t]
        head, _, rest = t.partition("{")
        body = rest[: rest.rfind("}")]
        items, depth, cur = [], 0, ""
        for ch in body:
            if ch == "," and depth == 0:
                items.append(cur)
                cur = ""
                continue
            depth += ch == "{"
            depth -= ch == "}"
            cur += ch
        items.append(cur)
        return [p for item in items for p in go(prefix + head, item)]

    return go("", tree)


def main():
    args = sys.argv[1:]
    level = "top"
    if "--level" in args:
        level = args[args.index("--level") + 1]
        del args[args.index("--level") : args.index("--level") + 2]
    show_edges = "--edges" in args
    args = [a for a in args if a != "--edges"]
    src = Path(args[0] if args else "src")

    files = {module_of(p, src): strip(p.read_text()) for p in sorted(src.rglob("*.rs"))}
    modules = set(files)
    # Names the crate root brings in from its modules: `pub use square::{Square, ..}`.
    root_names = {}
    root_uses = re.findall(r"\buse\s+([^;]*);", files.get((), ""))
    for path in (p for tree in root_uses for p in expand_use(tree)):
        segs = path.split("::")
        if len(segs) > 1 and (segs[0],) in modules:
            root_names[segs[-1]] = (segs[0],)

    def resolve(segs, here):
        """The module a path names, from the module `here` (a tuple)."""
        if segs[0] == "crate":
            base, rest = (), segs[1:]
        else:
            base = here
            while segs and segs[0] in ("super", "self"):
                if segs[0] == "super":
                    base = base[:-1]
                segs = segs[1:]
            rest = segs
        target = base
        for seg in rest:
            if target + (seg,) in modules:
                target += (seg,)
            else:
                if target == () and seg in root_names:
                    target = root_names[seg]
                break
        return target

    edges = {}
    for module, code in files.items():
        # Inline `mod name {` blocks: where each starts and ends, to count `super::` from them.
        inline = []
        for m in re.finditer(r"\bmod\s+(" + IDENT + r")\s*\{", code):
            depth, j = 1, m.end()
            while j < len(code) and depth:
                depth += code[j] == "{"
                depth -= code[j] == "}"
                j += 1
            inline.append((m.start(), j, m.group(1)))

        def here_at(pos):
            nested = [name for start, end, name in inline if start <= pos < end]
            return module + tuple(nested)

        paths = []
        for m in re.finditer(r"\buse\s+([^;]*);", code):
            for p in expand_use(m.group(1)):
                paths.append((m.start(), p))
        use_spans = [(m.start(), m.end()) for m in re.finditer(r"\buse\s+([^;]*);", code)]
        # Paths in the code: from `crate`, `super`, `self` or a child module's name.
        for m in re.finditer(r"(?<![\w:])" + IDENT + r"(?:::" + IDENT + ")+", code):
            if not any(a <= m.start() < b for a, b in use_spans):
                paths.append((m.start(), m.group(0)))
        for pos, p in paths:
            segs = [s for s in p.split("::") if s]
            if segs[0] not in ("crate", "super", "self"):
                # `use child::X` from a file module: a path relative to it.
                if (module + (segs[0],)) not in modules and (here_at(pos) + (segs[0],)) not in modules:
                    continue
                segs = ["self"] + segs
            here = here_at(pos)
            target = resolve(segs, here)
            # Inline modules are part of their file's module.
            target = max((m for m in modules if target[: len(m)] == m), key=len)
            source = module
            if level == "top":
                source, target = source[:1], target[:1]
            if source != target and target != ():
                edges.setdefault(source, {}).setdefault(target, []).append(p)

    name = lambda m: "::".join(m) or "crate"
    nodes = sorted({m[:1] if level == "top" else m for m in modules} - {()})
    if show_edges:
        for s in sorted(edges):
            for t in sorted(edges[s]):
                print(f"{name(s)} -> {name(t)}   ({', '.join(sorted(set(edges[s][t])))})")
        print()

    # Tarjan's strongly connected components.
    index, low, stack, on, sccs, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in edges.get(v, {}):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            scc = []
            while True:
                w = stack.pop()
                on.discard(w)
                scc.append(w)
                if w == v:
                    break
            sccs.append(scc)

    sys.setrecursionlimit(10000)
    for v in nodes:
        if v not in index:
            visit(v)
    cycles = [sorted(s) for s in sccs if len(s) > 1]
    count = sum(len(t) for t in edges.values())
    print(f"{len(nodes)} modules ({level} level), {count} edges between them")
    if not cycles:
        print("no cycle")
        return 0
    for scc in cycles:
        print("cycle:", ", ".join(name(m) for m in scc))
        for s in scc:
            for t in sorted(edges.get(s, {})):
                if t in scc:
                    print(f"    {name(s)} -> {name(t)}   ({', '.join(sorted(set(edges[s][t])))})")
    return 1


if __name__ == "__main__":
    sys.exit(main())
