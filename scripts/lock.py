"""Pin every dependency in the two lock files that CI, the Dockerfile and the README install from.

    python scripts/lock.py            # add what pyproject.toml asks for, keep every other pin
    python scripts/lock.py --upgrade  # every package to the newest version pyproject.toml allows

requirements.lock holds what the bot runs on, requirements-test.lock that plus the `test` extra:
exact versions with the hashes of every file PyPI has for them, resolved from PyPI alone for
Python 3.11 and up on any platform (`uv pip compile --universal`). Uses `uv` from the PATH, or
installs it into a throwaway virtual environment first. See docs/dependencies.md.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYPI = "https://pypi.org/simple"
# The type checker the tests run, pinned with the test tools even where the `test` extra does not
# name it yet.
MORE_TEST_TOOLS = ("pyright",)
RUNTIME = "requirements.lock"
LOCKS = {  # written in this order
    RUNTIME: ((), ()),
    "requirements-test.lock": (("test",), MORE_TEST_TOOLS),
}


def uv_command(scratch: Path) -> list[str]:
    found = shutil.which("uv")
    if found:
        return [found]
    venv.create(scratch, with_pip=True)
    python = scratch / "bin" / "python"
    subprocess.run([python, "-m", "pip", "install", "-q", "--index-url", PYPI, "uv"], check=True)
    return [str(scratch / "bin" / "uv")]


def compile_lock(
    uv: list[str], out: str, extras: tuple[str, ...], more: tuple[str, ...], upgrade: bool
) -> None:
    command = [*uv, "pip", "compile", "pyproject.toml"]
    if more:
        command.append("-")  # the further requirements, one a line on standard input
    for extra in extras:
        command += ["--extra", extra]
    if out != RUNTIME:
        command += ["--constraint", RUNTIME]  # the bot's own packages at the same versions
    command += [
        "--universal",
        "--python-version", "3.11",
        "--generate-hashes",
        "--index-url", PYPI,
        "--no-config",
        "--custom-compile-command", "python scripts/lock.py",
        "--quiet",
        "--output-file", out,
    ]  # fmt: skip
    if upgrade:
        command.append("--upgrade")
    subprocess.run(command, cwd=ROOT, input="\n".join(more), text=True, check=True)
    print(f"wrote {out}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--upgrade", action="store_true", help="move every pin to the newest allowed version"
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="heckmeck-lock-") as scratch:
        uv = uv_command(Path(scratch) / "venv")
        for out, (extras, more) in LOCKS.items():
            compile_lock(uv, out, extras, more, args.upgrade)
    return 0


if __name__ == "__main__":
    sys.exit(main())
