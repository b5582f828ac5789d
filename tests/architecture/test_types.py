"""The type checker passes: pyright, as configured in pyproject.toml ([tool.pyright]: basic on the
application, strict on the game contract), reports no error. A failure lists each error as
`file:line: message`.

The pyright package carries the checker itself and runs it on Node.js (the system's, or the one
the `nodejs` extra installs from PyPI): nothing is downloaded at run time, and the check for a
newer pyright is switched off, so the test runs offline."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def pyright(*args: str) -> dict:
    env = {**os.environ, "PYRIGHT_PYTHON_IGNORE_WARNINGS": "1"}
    done = subprocess.run(
        [sys.executable, "-m", "pyright", "--outputjson", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )
    try:
        return json.loads(done.stdout)
    except json.JSONDecodeError:
        pytest.fail(f"pyright did not run: {done.stdout[-2000:]}{done.stderr[-2000:]}")


def errors(report: dict) -> list[str]:
    return [
        f"{Path(d['file']).relative_to(ROOT)}:{d['range']['start']['line'] + 1}: {d['message']}"
        for d in report["generalDiagnostics"]
        if d["severity"] == "error"
    ]


def test_the_type_checker_finds_no_error():
    report = pyright()
    assert report["summary"]["filesAnalyzed"] > 200  # it saw the application
    assert errors(report) == []


def test_the_type_checker_sees_a_wrong_engine(tmp_path):
    """A game kind whose engine lacks a function of the contract is an error (strict mode on the
    file as on the games' kind modules)."""
    (tmp_path / "pyproject.toml").write_text(
        f'[tool.pyright]\npythonVersion = "3.11"\ntypeCheckingMode = "strict"\n'
        f'extraPaths = ["{ROOT.as_posix()}"]\n'
    )
    (tmp_path / "engine.py").write_text(
        "def new_game(num_players: int, options: object, rng: object) -> None: ...\n"
    )
    (tmp_path / "kind.py").write_text(
        "import engine\nfrom bot.domain.rules_engine import RulesEngine\n\n"
        "RULES: RulesEngine = engine\n"
    )
    report = pyright("--project", str(tmp_path), str(tmp_path / "kind.py"))
    found = [d["message"] for d in report["generalDiagnostics"] if d["severity"] == "error"]
    assert any("RulesEngine" in message for message in found), found
