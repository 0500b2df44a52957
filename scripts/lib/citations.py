#!/usr/bin/env python3
"""Every path a comment or a document cites must be a file of the repository.

Reads the comments of the tracked files under crates/, projections/, web/src/, e2e/
and scripts/, and all of docs/ and README.md, finds what looks like a path (`docs/…`, `crates/…`, `web/…`,
`projections/…`, `migrations/…`, `scripts/…`, `e2e/…`, `deploy/…`, `../…`, or a name
ending in `.md`), and looks each one up among the tracked files and folders: from the
repository's root, then from the citing file's folder (Markdown links). `docs/adr/0020`
names ADR 0020 by its number. Placeholders (`NNNN`, `<data dir>`, `{id}`, `*`, `…`)
and what a build or a run makes (`web/dist`, `node_modules`, `data/`, test results)
are not citations of a file.

Prints each citation that names no file, with where it is, and exits 1 if there is
one. Usage: scripts/lib/citations.py [--list] (from anywhere in the repository).
"""

import os
import re
import subprocess
import sys

SCANNED = ("crates/", "projections/", "web/src/", "e2e/", "scripts/", "docs/", "README.md")
PREFIXES = r"(?:docs|crates|web|projections|migrations|scripts|e2e|deploy)/"
CITATION = re.compile(
    r"(?<![\w@./-])"  # not inside a longer path, a URL or an `@/` import
    r"((?:\.\./)+[\w.\-/]+|" + PREFIXES + r"[\w.\-/]*[\w/]|[\w.\-]+\.md)\b/?"
)
PLACEHOLDERS = ("NNNN", "<", "{", "*", "…", "$")
# Made by a build, an install or a run, never tracked.
PRODUCED = ("web/dist", "web/node_modules", "node_modules/", "e2e/test-results", "data/", "target/")


COMMENTS = {
    "//": (".rs", ".ts", ".tsx", ".js", ".mjs", ".cjs", ".css"),
    "--": (".sql",),
    "#": (".sh", ".py", ".toml", ".yaml", ".yml", ""),
}


def prose(path, line):
    """The part of a line that is a comment or documentation ('' for code)."""
    if path.endswith((".md", ".txt")):
        return line
    ext = os.path.splitext(path)[1]
    stripped = line.lstrip()
    for marker, exts in COMMENTS.items():
        if ext not in exts:
            continue
        if marker == "//" and stripped.startswith(("/*", "*", "{/*")):
            return line
        if stripped.startswith(marker):
            return line
        at = line.find(" " + marker + " ")
        return line[at:] if at >= 0 else ""
    return ""


def tracked(root):
    out = subprocess.run(
        ["git", "ls-files", "-z"], cwd=root, check=True, capture_output=True
    ).stdout.decode()
    files = {f for f in out.split("\0") if f}
    folders = {os.path.dirname(f) for f in files}
    for folder in list(folders):
        while folder:
            folders.add(folder)
            folder = os.path.dirname(folder)
    return files, folders


def resolves(cited, citing, files, folders):
    cited = cited.rstrip("/")
    bases = ["", os.path.dirname(citing)]
    for base in bases:
        path = os.path.normpath(os.path.join(base, cited))
        if path in files or path in folders:
            return True
        # `docs/adr/0020`: an ADR by its number.
        folder, name = os.path.split(path)
        if folder.endswith("docs/adr") and re.fullmatch(r"\d{4}", name):
            if any(f.startswith(path + "-") for f in files):
                return True
    return False


def main():
    root = subprocess.run(
        ["git", "rev-parse", "--show-toplevel"], check=True, capture_output=True, text=True
    ).stdout.strip()
    files, folders = tracked(root)
    listing = "--list" in sys.argv[1:]
    checked, broken = 0, []
    for citing in sorted(files):
        if not citing.startswith(SCANNED):
            continue
        try:
            with open(os.path.join(root, citing), encoding="utf-8") as handle:
                lines = handle.readlines()
        except (UnicodeDecodeError, FileNotFoundError):
            continue
        for number, line in enumerate(lines, 1):
            line = prose(citing, line)
            for match in CITATION.finditer(line):
                cited = match.group(1).rstrip(".")
                if any(p in line[match.start() : match.end() + 1] for p in PLACEHOLDERS):
                    continue
                bare = cited.lstrip("./")
                if bare == "data" or bare.startswith(PRODUCED) or "node_modules" in cited:
                    continue
                checked += 1
                ok = resolves(cited, citing, files, folders)
                if listing:
                    print(f"{'ok ' if ok else 'NO '} {citing}:{number}: {cited}")
                if not ok:
                    broken.append(f"{citing}:{number}: {cited}")
    for entry in broken:
        print(f"cites a path that is not in the repository: {entry}", file=sys.stderr)
    print(f"citations: {checked} checked, {len(broken)} naming no file of the repository")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
