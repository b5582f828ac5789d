"""The layers, checked from the code's own imports: domain ← storage ← table ← Discord ← root.

See docs/architecture.md for the picture. A failure names the module and the line."""

from __future__ import annotations

import ast
import importlib
import sys

from bot.domain import games
from tests.architecture.imports import LAYERS, cycles, folder_of, imports, layer_of, modules

ASYNC_OR_DISCORD = {"discord", "aiohttp", "asyncio", "aiosqlite", "asyncpg"}


def _project_edges() -> dict[str, set[str]]:
    known = modules()
    edges: dict[str, set[str]] = {name: set() for name in known}
    for imp in imports():
        if imp.target in known:
            edges[imp.importer].add(imp.target)
    return edges


def test_there_is_no_import_circle_anywhere():
    assert cycles(_project_edges()) == []


def folder_edges() -> dict[str, set[str]]:
    """folder -> the folders its modules import (a folder and its subfolder are two folders)."""
    edges: dict[str, set[str]] = {}
    for importer, targets in _project_edges().items():
        for target in targets:
            if folder_of(importer) != folder_of(target):
                edges.setdefault(folder_of(importer), set()).add(folder_of(target))
    return edges


def test_there_is_no_import_circle_between_folders():
    """A folder's modules depend on other folders one way: `bot/` (the modules beside the layers)
    is not imported by the layers and importing them at once, nor is a package and its own
    subpackage (cogs/ and cogs/table/, bot/storage/ and queries/)."""
    edges = folder_edges()
    assert {"bot/storage", "cogs/table", "bot/domain/heckmeck/engine"} <= set(edges)
    assert cycles(edges) == []


def test_the_folder_of_a_module():
    assert folder_of("bot.storage") == "bot/storage"
    assert folder_of("bot.storage.queries.stats") == "bot/storage/queries"
    assert folder_of("bot.settings") == "bot"
    assert folder_of("bot.__main__") == "bot/app"


def test_the_cycle_finder_finds_a_circle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_imports_point_down_the_layers_only():
    known = modules()
    upward = [
        f"{imp.importer} ({layer_of(imp.importer)}) imports {imp.target} "
        f"({layer_of(imp.target)}) at line {imp.line}"
        for imp in imports()
        if imp.target in known
        and LAYERS.index(layer_of(imp.target)) > LAYERS.index(layer_of(imp.importer))
    ]
    assert upward == []


def test_the_domain_imports_nothing_async_or_discord():
    found = [
        f"{imp.importer}:{imp.line} imports {imp.target}"
        for imp in imports()
        if layer_of(imp.importer) == "domain" and imp.target in ASYNC_OR_DISCORD
    ]
    assert found == []


def test_nothing_below_the_discord_layer_imports_discord():
    below = LAYERS.index("discord")
    found = [
        f"{imp.importer}:{imp.line}"
        for imp in imports()
        if imp.target == "discord" and LAYERS.index(layer_of(imp.importer)) < below
    ]
    assert found == []


# What the bot class may import of the Discord layer: the bot's type as the cogs see it, which it
# is. The extensions attach their services to it at setup.
BOT_INTERFACE = "cogs.table.bot"


def test_the_bot_class_imports_no_extension():
    found = [
        f"{imp.importer}:{imp.line} imports {imp.target}"
        for imp in imports()
        if imp.importer == "bot.app.client"
        and imp.target.startswith("cogs")
        and imp.target != BOT_INTERFACE
    ]
    assert found == []
    assert not hasattr(importlib.import_module(BOT_INTERFACE), "setup")  # not an extension


def test_the_import_reader_sees_type_checking_and_local_imports():
    seen = {(imp.importer, imp.target) for imp in imports()}
    # under TYPE_CHECKING in bot/domain/hints.py, inside a function in bot/domain/games.py
    assert ("bot.domain.hints", "bot.domain.records") in seen
    assert ("bot.domain.games", "bot.domain.installed") in seen
    assert "tests" not in sys.modules["tests.architecture.imports"].PACKAGES


def _game_package(module: str) -> str | None:
    """The game whose folder holds `module` (bot/domain/<game>/, bot/table/<game>/ or
    cogs/<game>/), if any."""
    parts = module.split(".")
    if parts[:2] in (["bot", "domain"], ["bot", "table"]) and len(parts) > 2:
        return parts[2] if parts[2] in games.names() else None
    if parts[0] == "cogs" and len(parts) > 1 and parts[1] in games.names():
        return parts[1]
    return None


# Where games are listed once; migrations rewrite rows of games that existed when they were written;
# the bot's command group bears the bot's name, which its first game shares.
REGISTRATION = {
    "bot.domain.installed",
    "bot.app.extensions",
    "bot.storage.migrations",
    "cogs.bot_commands",
}


def _is_generic(module: str) -> bool:
    return _game_package(module) is None and module not in REGISTRATION


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def game_names_in_code(source: str, names: set[str]) -> list[tuple[int, str]]:
    """(line, name) of each string constant in code (not a docstring) that is a game's name."""
    tree = ast.parse(source)
    skip = _docstrings(tree)
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and node.value in names
        and id(node) not in skip
    ]


def test_generic_modules_name_no_game():
    """A game is a folder (bot/domain/<game>/, bot/table/<game>/, cogs/<game>/) registered once
    (bot/domain/installed.py, bot/app/extensions.py): every other module reaches a game through
    its GameKind or TableGame, never compares a kind with a game's name, never imports a game."""
    names = set(games.names()) | set(games.rating_games())
    assert {"heckmeck", "junior", "drehwurm"} <= names
    found = [
        f"{imp.importer}:{imp.line} imports {imp.target}"
        for imp in imports()
        if _is_generic(imp.importer) and _game_package(imp.target) is not None
    ]
    for module, path in modules().items():
        if _is_generic(module):
            found += [
                f"{module}:{line} names the game {value!r}"
                for line, value in game_names_in_code(path.read_text("utf-8"), names)
            ]
    assert found == []


def test_the_game_name_finder_sees_code_and_skips_docstrings():
    source = '"""About heckmeck."""\nif kind == "heckmeck":\n    x = f"{a}"\n'
    assert game_names_in_code(source, {"heckmeck"}) == [(2, "heckmeck")]


# Weights are generated. Everything else stays small enough to read in one sitting.
MAX_LINES = 500


def test_no_module_is_too_long_to_read():
    long = {
        module: n
        for module, path in modules().items()
        if (n := len(path.read_text("utf-8").splitlines())) > MAX_LINES
        and not module.endswith("_weights")
    }
    assert long == {}
