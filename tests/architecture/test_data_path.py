"""One path to the data: all SQL lives in bot/storage, the domain knows nothing of the store, and
the Discord layer (cogs/) reaches the store only through the table layer's services
(`bot.services`, bot/table/services/).

Read from the code's own syntax trees, every import counted (also those under TYPE_CHECKING and
inside functions).
"""

from __future__ import annotations

import ast
import importlib
from collections.abc import Iterator
from pathlib import Path

from bot.storage.base import Storage

ROOT = Path(__file__).resolve().parents[2]
SQL_KEYWORDS = ("SELECT ", "INSERT ", "UPDATE ", "DELETE ")
# The application: what runs in the bot. Benchmarks and tests fill databases of their own.
APPLICATION = ("bot", "cogs")


def modules(*folders: str) -> Iterator[tuple[str, ast.Module]]:
    """(dotted name, syntax tree) of every module under the folders."""
    for folder in folders:
        for path in sorted((ROOT / folder).rglob("*.py")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            yield ".".join(parts), ast.parse(path.read_text(encoding="utf-8"), str(path))


def imports(tree: ast.Module) -> Iterator[tuple[str, list[str]]]:
    """(module, names imported from it) of every import anywhere in the tree."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, []
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            yield node.module, [alias.name for alias in node.names]


def sql_strings(tree: ast.Module) -> list[str]:
    """The string constants (f-strings' literal parts too) that hold a SQL statement's keyword."""
    return [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and any(keyword in node.value for keyword in SQL_KEYWORDS)
    ]


def store_uses(tree: ast.Module) -> list[str]:
    """Where a module takes hold of a store: `x.storage`, getattr(x, "storage"), or an import
    from bot.storage of anything but a data type (a record, a result page, an exception)."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr == "storage":
            found.append(f"line {node.lineno}: .storage")
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("getattr", "setattr", "hasattr")
            and any(isinstance(a, ast.Constant) and a.value == "storage" for a in node.args)
        ):
            found.append(f"line {node.lineno}: {node.func.id}(..., 'storage')")
    for module, names in imports(tree):
        if module != "bot.storage" and not module.startswith("bot.storage."):
            continue
        if not names:
            found.append(f"import {module}")
        for name in names:
            if not _a_data_type(module, name):
                found.append(f"from {module} import {name}")
    return found


def _a_data_type(module: str, name: str) -> bool:
    value = getattr(importlib.import_module(module), name, None)
    if isinstance(value, type):
        return not issubclass(value, Storage)
    return value is not None and not callable(value) and not hasattr(value, "__path__")


def test_no_sql_outside_bot_storage():
    checked, offenders = 0, {}
    for name, tree in modules(*APPLICATION):
        if name == "bot.storage" or name.startswith("bot.storage."):
            continue
        checked += 1
        if found := sql_strings(tree):
            offenders[name] = found
    assert checked > 50  # the scan saw the application
    assert offenders == {}


def test_the_storage_holds_the_sql_the_check_looks_for():
    """The check above would see SQL where it is: in bot/storage."""
    seen = {name for name, tree in modules("bot/storage") if sql_strings(tree)}
    assert {"bot.storage.base", "bot.storage.queries.leaderboard"} <= seen


def test_no_cog_holds_a_store():
    checked, offenders = 0, {}
    for name, tree in modules("cogs"):
        checked += 1
        if found := store_uses(tree):
            offenders[name] = found
    assert checked > 20
    assert offenders == {}


def test_the_store_check_sees_each_way_of_reaching_the_store():
    reaching = {
        "self.bot.storage.get_game(1)": ".storage",
        "getattr(bot, 'storage')": "getattr",
        "from bot.storage.base import Storage": "import Storage",
        "from bot.storage.queries.leaderboard import leaderboard": "import leaderboard",
        "from bot.storage import queries": "import queries",
        "import bot.storage.connect": "import bot.storage.connect",
        "def f():\n    from bot.storage.connect import open_store": "import open_store",
    }
    for code, what in reaching.items():
        found = store_uses(ast.parse(code))
        assert len(found) == 1 and what in found[0], (code, found)
    allowed = (
        "from bot.storage.base import StorageUnavailable, StaleStep\n"
        "bot.services.leaderboard.page('heckmeck', 0, 'rating', 0)"
    )
    assert store_uses(ast.parse(allowed)) == []


def test_the_storage_package_re_exports_nothing():
    """Types are imported from the module that defines them, not through the package."""
    tree = ast.parse((ROOT / "bot/storage/__init__.py").read_text("utf-8"))
    assert [node for node in tree.body if isinstance(node, ast.Import | ast.ImportFrom)] == []


def test_the_domain_does_not_know_the_store():
    offenders = {
        name: module
        for name, tree in modules("bot/domain")
        for module, _ in imports(tree)
        if module == "bot.storage" or module.startswith("bot.storage.")
    }
    assert offenders == {}


def test_the_storage_imports_nothing_above_it():
    above = ("bot.table", "bot.app", "bot.observability", "bot.ops", "cogs", "discord")
    offenders = {
        name: module
        for name, tree in modules("bot/storage")
        for module, _ in imports(tree)
        if module.startswith(above)
    }
    assert offenders == {}


def test_no_import_circle_inside_the_storage():
    graph: dict[str, set[str]] = {}
    known = {name for name, _ in modules("bot/storage")}
    for name, tree in modules("bot/storage"):
        targets = set()
        for module, names in imports(tree):
            if module not in known:
                continue
            submodules = {f"{module}.{n}" for n in names} & known
            targets |= submodules or {module}
        graph[name] = targets - {name}
    assert "bot.storage.base" in graph["bot.storage.sqlite"]  # the scan sees the imports

    def circle_from(start: str, path: list[str]) -> list[str] | None:
        for target in sorted(graph.get(path[-1], ())):
            if target == start:
                return [*path, start]
            if target not in path and (found := circle_from(start, [*path, target])):
                return found
        return None

    circles = [c for name in sorted(graph) if (c := circle_from(name, [name]))]
    assert circles == []
