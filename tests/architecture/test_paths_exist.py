"""Every path the repository names in its own prose exists: the repository paths in Markdown files
and in the comments and docstrings of Python files (`bot/table/moves.py`, `tests/e2e/`,
`docs/storage.md`), the names after them (`bot/app/client.py:on_interaction`,
`cogs/table/extension.py:Table.on_interaction`), the relative links of Markdown files and the
sections they point to (`storage.md#tests-on-both-stores`), and bare module names (`turns.py`),
which must name a file somewhere in the repository. A glob or a placeholder
(`bot/locales/{en,de,es}/*.ftl`, `bot/domain/<game>/`) is checked up to the folder before it;
addresses (`https://…/docs/…`) are not paths.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SKIPPED = {"node_modules", "build", "dist", "__pycache__"}
# Files read whole, as prose.
OTHERS = ("Dockerfile", "docker-compose.yml", "pyproject.toml", ".env.example", ".ci/run")
TOP = ("bot", "cogs", "docs", "tests", "benchmarks", "scripts", ".ci")
# A repository path: a top folder, then path characters, not inside a longer path or an address.
REPO_PATH = re.compile(
    r"(?<![\w./:-])(?:" + "|".join(re.escape(t) for t in TOP) + r")/[\w./-]*[\w/]"
    r"(?::[A-Za-z_][\w.]*)?"
)
BARE_MODULE = re.compile(r"(?<![\w./:-])([a-z_][a-z0-9_]*\.py)(?::([A-Za-z_][\w.]*))?(?![\w/])")
MD_LINK = re.compile(r"\]\(([^)\s]+)\)")
WILD = "*{<["
NOT_MODULES = {"discord.py"}  # the library


def ours(path: Path) -> bool:
    """Whether `path` is the repository's own, not a cache, a build or an environment."""
    parts = path.relative_to(ROOT).parts
    return not any(
        part in SKIPPED or part.endswith(".egg-info") or (part.startswith(".") and part != ".ci")
        for part in parts[:-1]
    )


def files(suffix: str) -> list[Path]:
    return sorted(p for p in ROOT.rglob(f"*{suffix}") if ours(p))


def prose(path: Path) -> str:
    """A Python file's comments and docstrings, one after the other."""
    text = path.read_text(encoding="utf-8")
    parts = [
        tok.string
        for tok in tokenize.generate_tokens(io.StringIO(text).readline)
        if tok.type == tokenize.COMMENT
    ]
    for node in _statements(ast.parse(text)):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            doc = ast.get_docstring(node, clean=False)
            if doc:
                parts.append(doc)
    return "\n".join(parts)


def _statements(tree: ast.Module) -> Iterator[ast.AST]:
    """The module and every statement in it, nested ones too, not their expressions: only a
    statement holds a docstring (a class or a function), and expressions are most of a tree."""
    pending: list[ast.AST] = [tree]
    while pending:
        node = pending.pop()
        yield node
        for _, value in ast.iter_fields(node):
            if isinstance(value, list):
                pending += [
                    v for v in value if isinstance(v, ast.stmt | ast.excepthandler | ast.match_case)
                ]


@cache
def file_names() -> frozenset[str]:
    return frozenset(p.name for p in ROOT.rglob("*") if ours(p))


@cache
def top_names(module: Path) -> dict[str, ast.AST]:
    """The names a module defines at its top level (functions, classes, assignments, imports)."""
    names: dict[str, ast.AST] = {}
    for node in ast.parse(module.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names[node.name] = node
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                for name in ast.walk(target):
                    if isinstance(name, ast.Name):
                        names[name.id] = node
        elif isinstance(node, ast.Import | ast.ImportFrom):
            for alias in node.names:
                names[(alias.asname or alias.name).split(".")[0]] = node
    return names


def defines(module: Path, dotted: str) -> bool:
    """Whether `module` defines `dotted`: `name` at its top or as a method of one of its classes,
    or `Class.method` down through classes."""
    first, *rest = dotted.split(".")
    node = top_names(module).get(first)
    if node is None and not rest:
        return first in methods(module)
    for name in rest:
        if not isinstance(node, ast.ClassDef):
            return node is not None  # an attribute of a value: not followed further
        node = next((n for n in ast.walk(node) if _names(n, name)), None)
    return node is not None


def _names(node: ast.AST, name: str) -> bool:
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return node.name == name
    if isinstance(node, ast.AnnAssign | ast.Assign):
        return name in {t.id for t in ast.walk(node) if isinstance(t, ast.Name)}
    return False


@cache
def sections(page: Path) -> frozenset[str]:
    """The anchors of a Markdown page's headings, as GitHub spells them."""
    headings = re.findall(r"^#+\s+(.*)$", page.read_text(encoding="utf-8"), re.MULTILINE)
    return frozenset(re.sub(r"[^\w\- ]", "", h.strip().lower()).replace(" ", "-") for h in headings)


@cache
def methods(module: Path) -> frozenset[str]:
    tree = ast.parse(module.read_text(encoding="utf-8"))
    return frozenset(
        n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)
    )


def problems(text: str, *, folder: Path, markdown: bool) -> Iterator[str]:
    """What `text` (prose from a file in `folder`) names that does not exist."""
    for match in REPO_PATH.finditer(text):
        path, _, name = match.group().partition(":")
        if match.end() < len(text) and text[match.end()] in WILD:
            path, name = path.rpartition("/")[0], ""  # check the folder before the glob
        target = ROOT / path
        if not target.exists():
            module, _, attribute = path.rpartition(".")  # module.function, a dotted name
            if not (ROOT / f"{module}.py").is_file() or not defines(
                ROOT / f"{module}.py", attribute
            ):
                yield path
        elif name and target.suffix == ".py" and not defines(target, name.rstrip(".")):
            yield match.group()
    if markdown:
        for match in MD_LINK.finditer(text):
            link, _, anchor = match.group(1).partition("#")
            if re.match(r"[a-z]+:", link) or not link:
                continue  # an address, or a section of this same page
            target = folder / link
            if not target.exists():
                yield link
            elif anchor and target.suffix == ".md" and anchor not in sections(target):
                yield match.group(1)
    for match in BARE_MODULE.finditer(text):
        if match.group(1) not in file_names() and match.group(1) not in NOT_MODULES:
            yield match.group()


@cache  # read once for both checks
def texts() -> tuple[tuple[Path, str], ...]:
    """Every file whose prose is checked, and that prose."""
    return tuple(
        (path, prose(path) if path.suffix == ".py" else path.read_text(encoding="utf-8"))
        for path in files(".md") + files(".py") + [ROOT / name for name in OTHERS]
    )


def test_every_path_named_exists() -> None:
    missing = {
        str(path.relative_to(ROOT)): found
        for path, text in texts()
        if (found := sorted(set(problems(text, folder=path.parent, markdown=path.suffix == ".md"))))
    }
    assert not missing, f"named but not in the repository: {missing}"


@pytest.mark.parametrize(
    ("text", "missing"),
    [
        ("see bot/domain/heckmeck/engine/rules.py and docs/rules.md.", []),
        ("bot/locales/{en,de,es}/*.ftl, bot/domain/<game>/kind.py, tests/e2e/*.py", []),
        ("https://example.org/docs/nothing.md and http://x/bot/nothing.py", []),
        ("bot/table/moves.py:Moves, cogs/table/extension.py:Table.on_interaction", []),
        ("see bot/nothing.py, tests/nowhere/", ["bot/nothing.py", "tests/nowhere/"]),
        (
            "bot/domain/heckmeck/engine/rules.py:nothing",
            ["bot/domain/heckmeck/engine/rules.py:nothing"],
        ),
        (
            "bot/domain/heckmeck/ai/turn_values.solve, bot/table/moves.nothing",
            ["bot/table/moves.nothing"],
        ),
        ("the engine (turns.py) and gone.py:f", ["gone.py:f"]),
    ],
)
def test_the_check_finds_what_is_missing_and_only_that(text: str, missing: list[str]) -> None:
    assert sorted(problems(text, folder=ROOT, markdown=False)) == missing


@pytest.mark.parametrize(
    ("text", "missing"),
    [
        ("[s](storage.md) [r](../README.md) [u](https://a.b/c) [here](#a-section)", []),
        ("[t](storage.md#tests-on-both-stores)", []),
        ("[gone](gone.md) [t](storage.md#no-such-part)", ["gone.md", "storage.md#no-such-part"]),
    ],
)
def test_a_markdown_link_is_checked_from_its_own_folder(text: str, missing: list[str]) -> None:
    assert sorted(problems(text, folder=ROOT / "docs", markdown=True)) == missing


# What lies beside the repository on one machine and not in a fresh clone.
OUTSIDE = re.compile(r"(?<![\w.-])shared/|\bRULES\.md\b|\bthe workspace\b|/work/|\.\./\.\./")


def test_nothing_points_outside_the_repository() -> None:
    found = {
        str(path.relative_to(ROOT)): hits
        for path, text in texts()
        if (hits := sorted({m.group() for m in OUTSIDE.finditer(text)}))
    }
    assert not found, f"pointing outside the repository: {found}"
