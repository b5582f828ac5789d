"""The lock files pin what pyproject.toml asks for, and CI installs from them as the README says
(docs/dependencies.md)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

ROOT = Path(__file__).resolve().parents[2]
PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;\\]+)")


def pins(lock: str) -> dict[str, list[Version]]:
    """name → every version the lock pins for it (one per marker), and each pin hashed."""
    found: dict[str, list[Version]] = {}
    lines = (ROOT / lock).read_text(encoding="utf-8").splitlines()
    for i, line in enumerate(lines):
        match = PIN.match(line)
        if match:
            assert lines[i + 1].strip().startswith("--hash=sha256:"), f"{lock}: {line} unhashed"
            found.setdefault(canonicalize_name(match[1]), []).append(Version(match[2]))
    return found


def requirements(*extras: str) -> list[Requirement]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    listed = list(project["dependencies"])
    for extra in extras:
        listed += project["optional-dependencies"][extra]
    return [Requirement(r) for r in listed]


@pytest.mark.parametrize(
    ("lock", "extras"), [("requirements.lock", ()), ("requirements-test.lock", ("test",))]
)
def test_a_lock_pins_every_requirement_in_its_range(lock: str, extras: tuple[str, ...]) -> None:
    pinned = pins(lock)
    for requirement in requirements(*extras):
        versions = pinned.get(canonicalize_name(requirement.name))
        assert versions, f"{requirement.name} is not in {lock}: run python scripts/lock.py"
        for version in versions:
            assert requirement.specifier.contains(version, prereleases=True), (
                f"{lock} pins {requirement.name} {version}, outside {requirement.specifier}: "
                "run python scripts/lock.py"
            )


def test_the_runtime_packages_have_the_same_versions_in_both_locks() -> None:
    runtime, test = pins("requirements.lock"), pins("requirements-test.lock")
    assert {name: test.get(name) for name in runtime} == runtime


def test_ci_runs_the_readme_test_command_from_the_test_lock() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    command = readme.split("## Run the tests", 1)[1].split("```sh\n", 1)[1].split("\n", 1)[0]
    assert "-r requirements-test.lock" in command
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert command in ci
