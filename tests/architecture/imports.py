"""The project's own import graph, read from the source (every import statement, including those
under TYPE_CHECKING and inside functions), and the layer each module belongs to."""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("bot", "cogs")

# Lowest first: a module may import its own layer and the layers before it, never one after.
LAYERS = ("foundation", "domain", "storage", "table", "web", "discord", "root")


def layer_of(module: str) -> str:
    if module in ("bot.app",) or module.startswith(("bot.app.", "bot.__main__")):
        return "root"
    if module == "cogs" or module.startswith("cogs."):
        return "discord"
    if module == "bot.web" or module.startswith("bot.web."):
        return "web"
    if module.startswith(("bot.table", "bot.ops")):
        return "table"
    if module.startswith("bot.storage"):
        return "storage"
    if module.startswith("bot.domain"):
        return "domain"
    return "foundation"  # bot, bot.settings, bot.i18n, bot.observability …


@dataclass(frozen=True)
class Import:
    importer: str
    target: str  # a module of the project, or the top-level name of another package
    line: int


def modules() -> dict[str, Path]:
    return dict(_modules())


# The tree is read once per test process: the checks ask for it thousands of times.
@functools.cache
def _modules() -> dict[str, Path]:
    found = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            found[name] = path
    return found


def folder_of(module: str) -> str:
    """The folder that holds a module ("bot/storage/queries"); a package's __init__ is in its own
    folder. `python -m bot` runs bot/__main__.py, which Python needs at the package's top and
    nothing imports: it belongs to the composition root, bot/app, as layer_of says."""
    if module == "bot.__main__":
        return "bot/app"
    path = _modules()[module]
    return path.parent.relative_to(ROOT).as_posix()


def _resolve(importer: str, is_package: bool, module: str | None, level: int) -> str:
    if not level:
        return module or ""
    base = importer.split(".")
    if not is_package:
        base = base[:-1]
    base = base[: len(base) - (level - 1)]
    return ".".join([*base, *([module] if module else [])])


def imports() -> Iterator[Import]:
    yield from _imports()


@functools.cache
def _imports() -> tuple[Import, ...]:
    return tuple(_read_imports())


def _read_imports() -> Iterator[Import]:
    known = _modules()
    for name, path in known.items():
        tree = ast.parse(path.read_text("utf-8"), str(path))
        is_package = path.name == "__init__.py"
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = _resolve(name, is_package, node.module, node.level)
                # `from package import module` imports the module; `from module import name`
                # the module
                targets = [
                    f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base
                    for alias in node.names
                ]
            else:
                continue
            for target in dict.fromkeys(targets):
                if target.split(".")[0] in PACKAGES:
                    while target not in known and "." in target:
                        target = target.rpartition(".")[0]
                else:
                    target = target.split(".")[0]
                if target != name:
                    yield Import(name, target, node.lineno)


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for succ in sorted(edges.get(node, ())):
            if succ not in index:
                visit(succ)
                low[node] = min(low[node], low[succ])
            elif succ in on_stack:
                low[node] = min(low[node], index[succ])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found
