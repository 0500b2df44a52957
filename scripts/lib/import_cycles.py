#!/usr/bin/env python3
"""Fails when files of one crate depend on each other in a circle: each file of a
crate should read in one direction, from what it uses to what uses it.

For each crate under crates/ and projections/ (a folder with a Cargo.toml and a
src/lib.rs or src/main.rs), the module tree is read from the `mod` declarations,
from the crate root down, and each file gets an edge to every file of the same
crate it names:
  - in a `use` declaration: `use crate::…`, `use super::…`, `use self::…`, or a
    path that starts with one of the module's own submodules (`use index::X`);
  - in code: `crate::a::f()`, `super::b::g()`, `self::c::h()`, `child::f()`.
A path goes to the file of the deepest module it names: `crate::a::b::Item` is
an edge to the file of `a::b`, `super::Item` to the parent's file, `use super::*`
too.

Decided for cycle purposes:
  - A module's edges to its own submodules are not counted, `mod child;` or a use
    of the child's items alike: a crate root or a `mod.rs` lists and assembles its
    children as a folder's index does. The other way is counted: a child that uses
    what its parent defines depends on it.
  - A re-export (`pub use`, `pub(crate) use`, `pub(super) use`) is not an edge from
    the file that declares it: it publishes a path, the file's own code does not
    use it. A path through a re-export stops at the re-exporting module (its
    public face): `crate::Name` re-exported by lib.rs is an edge to lib.rs.
    `--through-reexports` follows such paths to the file that defines the item
    instead, and so also finds the cycles a parent's re-exports hide.
  - A file's path to itself (`use super::*` in its inline `mod tests`) is no edge.
    Inline test modules count like the rest of their file: a test that needs a
    file which needs the tested file is a cycle too.
  - Comments (intra-doc links included), strings and `$crate` in macros are not read.
It reads text, not the compiler's resolution: a name bound by a macro is not seen.

Usage: import_cycles.py [--through-reexports] [ROOT]   check ROOT (default: this repository)
       import_cycles.py --self-test                    check the checker on small crates
Prints each cycle as `a.rs -> b.rs -> a.rs`, then the line of each of its edges, and
exits 1 if there is any; prints nothing and exits 0 otherwise.
"""

import os
import re
import sys
import tempfile

CYCLES_SHOWN = 50

# Comments, strings and char literals, blanked out (newlines kept for line numbers).
_NOISE = re.compile(
    r"""
      //[^\n]*
    | /\*
    | b?r(?P<hashes>\#*)"(?:.|\n)*?"(?P=hashes)
    | b?"(?:\\.|[^"\\])*"
    | b?'(?:\\u\{[0-9a-fA-F]+\}|\\x[0-9a-fA-F]{2}|\\.|[^\\'\n])'
    """,
    re.VERBOSE | re.DOTALL,
)

_TOKENS = re.compile(
    r"""
      (?P<use>(?P<vis>\bpub(?:\s*\([^)]*\))?\s+)?\buse\s+(?P<tree>[^;]*);)
    | (?P<mod>\bmod\s+(?:r\#)?(?P<name>\w+)\s*(?P<end>[;{]))
    | (?P<item>\b(?:struct|enum|union|trait|type|fn|const|static|macro_rules!)\s+(?P<def>\w+))
    | (?P<path>(?<![\w:$])(?P<head>\w+)(?P<rest>(?:\s*::\s*\w+)+))
    | (?P<open>\{)
    | (?P<close>\})
    """,
    re.VERBOSE,
)

_NOT_ITEM_NAMES = {"fn", "unsafe", "async", "extern", "mut"}


def blank(text):
    """The code of `text` with comments and literals replaced by spaces."""
    out, i = [], 0
    while True:
        m = _NOISE.search(text, i)
        if not m:
            out.append(text[i:])
            return "".join(out)
        out.append(text[i : m.start()])
        if m.group(0) == "/*":
            # Block comments nest in Rust.
            depth, j = 1, m.end()
            while depth and j < len(text):
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            end = j
        else:
            end = m.end()
        out.append(re.sub(r"[^\n]", " ", text[m.start() : end]))
        i = end


def use_paths(tree):
    """The (path, bound name, glob) triples of a use tree: `a::{b, c::{self, D as E}}`."""
    tokens = re.findall(r"::|\w+|[{},*]", tree)
    pos = 0

    def peek():
        return tokens[pos] if pos < len(tokens) else None

    def parse(prefix):
        nonlocal pos
        segments = []
        while True:
            token = peek()
            if token == "{":
                pos += 1
                found = []
                while peek() not in ("}", None):
                    found += parse(prefix + segments)
                    if peek() == ",":
                        pos += 1
                pos += 1
                return found
            if token == "*":
                pos += 1
                return [(prefix + segments, None, True)]
            if token is None or not re.fullmatch(r"\w+", token):
                break
            pos += 1
            segments.append(token)
            if peek() != "::":
                break
            pos += 1
        path = prefix + segments
        if path and path[-1] == "self":
            path = path[:-1]
        name = path[-1] if path else None
        if peek() == "as":
            pos += 1
            name = peek()
            pos += 1
        return [(path, name, False)] if path else []

    if peek() == "::":
        return []  # `use ::name::…`: an external crate
    return parse([])


class Crate:
    """One crate's module tree, what each module binds, and its file edges."""

    def __init__(self, root_file, through_reexports=False):
        self.through_reexports = through_reexports
        self.files = {}  # module path (tuple) -> file
        self.children = {}  # module path -> set of child names
        self.defined = {}  # module path -> names of items defined there
        self.imports = {}  # module path -> {bound name: (absolute path, line)}
        self.globs = {}  # module path -> [absolute module path]
        self.refs = []  # (file, line, context module, segments, from a re-export)
        self._read(root_file, (), mod_rs=True)

    def _module(self, path, file):
        self.files[path] = file
        self.children.setdefault(path, set())
        self.defined.setdefault(path, set())
        self.imports.setdefault(path, {})
        self.globs.setdefault(path, [])

    def _read(self, file, module, mod_rs):
        self._module(module, file)
        try:
            with open(file, encoding="utf-8") as f:
                code = blank(f.read())
        except OSError as error:
            print(f"warning: {error}", file=sys.stderr)
            return
        base = os.path.dirname(file)
        if not mod_rs:
            base = os.path.join(base, os.path.splitext(os.path.basename(file))[0])
        # The inline modules open at this point: (name, brace depth inside it).
        stack, depth = [], 0
        pending = []  # file modules to read after this file
        for m in _TOKENS.finditer(code):
            line = code.count("\n", 0, m.start()) + 1
            here = module + tuple(name for name, _ in stack)
            if m.group("open"):
                depth += 1
            elif m.group("close"):
                if stack and stack[-1][1] == depth:
                    stack.pop()
                depth -= 1
            elif m.group("mod"):
                name = m.group("name")
                self.children[here].add(name)
                if m.group("end") == "{":
                    depth += 1
                    stack.append((name, depth))
                    self._module(here + (name,), file)
                else:
                    folder = os.path.join(base, *[name for name, _ in stack])
                    pending.append((folder, name, here + (name,)))
            elif m.group("item"):
                name = m.group("def")
                at_top = depth == (stack[-1][1] if stack else 0)
                if at_top and name not in _NOT_ITEM_NAMES:
                    self.defined[here].add(name)
            elif m.group("use"):
                reexport = m.group("vis") is not None
                for segments, name, glob in use_paths(m.group("tree")):
                    self.refs.append((file, line, here, segments, reexport, glob))
                    if glob:
                        self.globs[here].append((here, segments))
                    elif name and name != "_":
                        self.imports[here][name] = (here, segments)
            elif m.group("path"):
                segments = [m.group("head")] + re.findall(r"\w+", m.group("rest"))
                self.refs.append((file, line, here, segments, False, False))
        for folder, name, path in pending:
            flat = os.path.join(folder, name + ".rs")
            nested = os.path.join(folder, name, "mod.rs")
            if os.path.isfile(flat):
                self._read(flat, path, mod_rs=False)
            elif os.path.isfile(nested):
                self._read(nested, path, mod_rs=True)
            else:
                print(f"warning: no file for module {'::'.join(path)} in {folder}", file=sys.stderr)

    def _start(self, context, segments):
        """The module a path starts from and the segments left, or None if not local."""
        head, rest = segments[0], list(segments[1:])
        if head == "crate":
            return (), rest
        if head == "self":
            return context, rest
        if head == "super":
            module = context[:-1]
            while rest and rest[0] == "super":
                module, rest = module[:-1], rest[1:]
            return module, rest
        if head in self.children.get(context, ()):
            return context, list(segments)
        return None

    def resolve(self, context, segments, seen=None):
        """The file a path from `context` names, or None if it is not of this crate."""
        start = self._start(context, segments)
        if start is None:
            return None
        module, rest = start
        if module not in self.files:
            return None
        while rest and rest[0] in self.children.get(module, ()):
            module, rest = module + (rest[0],), rest[1:]
        if not rest or not self.through_reexports:
            return self.files[module]
        return self._item(module, rest[0], seen or set())

    def _item(self, module, name, seen):
        """The file that defines `name` as seen from `module` (followed through imports)."""
        if (module, name) in seen:
            return self.files[module]
        seen.add((module, name))
        if name in self.defined[module]:
            return self.files[module]
        if name in self.imports[module]:
            context, segments = self.imports[module][name]
            found = self.resolve(context, segments, seen)
            return found or self.files[module]
        for context, segments in self.globs[module]:
            start = self._start(context, segments)
            if start is None:
                continue
            target, rest = start
            while rest and rest[0] in self.children.get(target, ()):
                target, rest = target + (rest[0],), rest[1:]
            if rest or target not in self.files:
                continue
            if name in self.defined[target] or name in self.imports[target]:
                return self._item(target, name, seen)
        return self.files[module]

    def edges(self):
        """{file: {file it depends on: first line naming it}}."""
        graph = {file: {} for file in self.files.values()}
        module_of = {}
        for path, file in sorted(self.files.items(), key=lambda item: len(item[0])):
            module_of.setdefault(file, path)
        for file, line, context, segments, reexport, glob in self.refs:
            if reexport:
                continue
            if glob:
                start = self._start(context, segments)
                if start is None:
                    continue
                target, rest = start
                while rest and rest[0] in self.children.get(target, ()):
                    target, rest = target + (rest[0],), rest[1:]
                found = self.files.get(target) if not rest else None
            else:
                found = self.resolve(context, segments)
            if not found or found == file:
                continue
            # A module assembling its own submodules: not counted (see the header).
            if module_of[found][: len(module_of[file])] == module_of[file]:
                continue
            graph[file].setdefault(found, line)
        return graph


def cycles(graph):
    """Every elementary cycle of `graph` (up to CYCLES_SHOWN), each from its least node."""
    found = []
    nodes = sorted(graph)
    for start in nodes:
        stack = [(start, iter(sorted(graph[start])))]
        path, on_path = [start], {start}
        while stack and len(found) < CYCLES_SHOWN:
            node, following = stack[-1]
            step = next(following, None)
            if step is None:
                stack.pop()
                on_path.discard(path.pop())
                continue
            if step == start:
                found.append(path + [start])
            elif step > start and step not in on_path:
                stack.append((step, iter(sorted(graph[step]))))
                path.append(step)
                on_path.add(step)
    return found


def crate_roots(root):
    for top in ("crates", "projections"):
        folder = os.path.join(root, top)
        if not os.path.isdir(folder):
            continue
        candidates = [folder] if os.path.isfile(os.path.join(folder, "Cargo.toml")) else []
        candidates += [
            os.path.join(folder, name)
            for name in sorted(os.listdir(folder))
            if os.path.isfile(os.path.join(folder, name, "Cargo.toml"))
        ]
        for crate in candidates:
            for name in ("lib.rs", "main.rs"):
                file = os.path.join(crate, "src", name)
                if os.path.isfile(file):
                    yield file


def check(root, through_reexports=False):
    """The cycles of every crate of `root`, as printable lines."""
    lines = []
    for root_file in crate_roots(root):
        graph = Crate(root_file, through_reexports).edges()
        for cycle in cycles(graph):
            lines.append(" -> ".join(os.path.relpath(f, root) for f in cycle))
            for a, b in zip(cycle, cycle[1:]):
                lines.append(
                    f"    {os.path.relpath(a, root)}:{graph[a][b]} uses {os.path.relpath(b, root)}"
                )
    return lines


# name: (files under src/, cycles found, cycles found with --through-reexports)
SELF_TESTS = {
    "a cycle through a use and a path in code": (
        {
            "lib.rs": "mod a;\nmod b;\n",
            "a.rs": "use crate::b::B;\npub struct A;\n",
            "b.rs": "pub struct B;\nfn f() { let _ = crate::a::A; }\n",
        },
        ["a.rs -> b.rs -> a.rs"],
        ["a.rs -> b.rs -> a.rs"],
    ),
    "a cycle of three through super, a use group and a nested module": (
        {
            "lib.rs": "pub mod s;\n",
            "s/mod.rs": "mod x;\nmod y;\nmod z;\npub use x::X;\n",
            "s/x.rs": "use super::{y::Y};\npub struct X;\n",
            "s/y.rs": "use super::z::{self, Z as W};\npub struct Y;\n",
            "s/z.rs": "pub struct Z;\nfn g() -> super::super::s::x::X { todo!() }\n",
        },
        ["s/x.rs -> s/y.rs -> s/z.rs -> s/x.rs"],
        ["s/x.rs -> s/y.rs -> s/z.rs -> s/x.rs"],
    ),
    "a cycle behind a parent's re-export": (
        {
            "lib.rs": "mod m;\n",
            "m/mod.rs": "mod a;\nmod b;\npub use a::A;\n",
            "m/a.rs": "use super::b::B;\npub struct A;\n",
            "m/b.rs": "use super::A;\npub struct B;\n",
        },
        [],
        ["m/a.rs -> m/b.rs -> m/a.rs"],
    ),
    "no cycle: declarations, re-exports, comments, strings, macros": (
        {
            "lib.rs": "mod a;\nmod b;\npub use a::A;\npub use b::*;\n",
            "a.rs": (
                "use crate::B;\n/// See [`crate::b::B`] and crate::a.\npub struct A;\n"
                'const S: &str = "crate::a::A";\n'
                "#[cfg(test)]\nmod tests {\n    use super::*;\n    use self::inner::I;\n"
                "    mod inner { pub struct I; }\n}\n"
            ),
            "b.rs": "pub struct B;\nmacro_rules! m { () => { $crate::a::A }; }\n/* crate::a /* x */ */\n",
        },
        [],
        [],
    ),
    "no cycle: a parent that runs its child, which uses the parent": (
        {
            "lib.rs": "mod p;\n",
            "p/mod.rs": "mod c;\npub struct Shared;\nfn f() { c::run(); }\n",
            "p/c.rs": "use super::Shared;\npub fn run() {}\n",
        },
        [],
        [],
    ),
    "a cycle through an inline test module": (
        {
            "lib.rs": "mod a;\nmod b;\n",
            "a.rs": "pub struct A;\n#[cfg(test)]\nmod tests {\n    use crate::b::helper;\n}\n",
            "b.rs": "use crate::a::A;\npub fn helper() {}\n",
        },
        ["a.rs -> b.rs -> a.rs"],
        ["a.rs -> b.rs -> a.rs"],
    ),
}


def self_test():
    """The failures of the checker on SELF_TESTS' small crates."""
    failures = []
    for title, (files, expected, expected_through) in SELF_TESTS.items():
        with tempfile.TemporaryDirectory() as root:
            crate = os.path.join(root, "crates", "k")
            for name, text in files.items():
                path = os.path.join(crate, "src", name)
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text)
            open(os.path.join(crate, "Cargo.toml"), "w").close()
            prefix = os.path.join("crates", "k", "src") + os.sep
            for through, want in ((False, expected), (True, expected_through)):
                got = [
                    line.replace(prefix, "")
                    for line in check(root, through)
                    if not line.startswith(" ")
                ]
                if got != want:
                    mode = " (through re-exports)" if through else ""
                    failures.append(f"{title}{mode}: expected {want}, got {got}")
    return failures


def main(args):
    if args == ["--self-test"]:
        failures = self_test()
        for failure in failures:
            print(f"import_cycles self-test: {failure}", file=sys.stderr)
        return 1 if failures else 0
    through = "--through-reexports" in args
    rest = [arg for arg in args if arg != "--through-reexports"]
    if len(rest) > 1 or any(arg.startswith("-") for arg in rest):
        print("usage: import_cycles.py [--through-reexports] [ROOT] | --self-test", file=sys.stderr)
        return 2
    root = rest[0] if rest else os.path.join(os.path.dirname(__file__), "..", "..")
    lines = check(os.path.abspath(root), through)
    if lines:
        print("import cycles between files of one crate (move the shared piece where it belongs):")
        print("\n".join(lines))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
