"""Installing an OS package the tests need (the PostgreSQL server, Chromium) when it is missing:
only as root with apt-get, once however many parallel test workers ask at the same moment."""

from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

Found = TypeVar("Found")


def install_os_package(package: str, find: Callable[[], Found | None]) -> Found | None:
    """What `find` finds; if nothing, installs `package` first where the tests may (root with
    apt-get) and looks again. None if it is still missing: the caller says what to install."""
    found = find()
    if found is not None or os.geteuid() != 0 or not shutil.which("apt-get"):
        return found
    # Parallel test workers may all get here: one installs, the others wait and find it.
    lock_path = Path(tempfile.gettempdir(), f"heckmeck-tests-{package}-install.lock")
    with open(lock_path, "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        found = find()
        if found is None:
            subprocess.run(
                f"apt-get update -q && apt-get install -y -q {package}",
                shell=True,
                check=False,
                env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"},
            )
            found = find()
    return found
