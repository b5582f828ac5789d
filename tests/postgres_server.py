"""A throwaway PostgreSQL server for the tests and the benchmark: initdb into a temporary folder
as an unprivileged user, listening only on a Unix socket in that folder, removed when stopped."""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import subprocess
import tempfile
from pathlib import Path

from tests.os_packages import install_os_package

UNPRIVILEGED_USER = "nobody"


class PostgresMissing(RuntimeError):
    pass


def server_binaries() -> Path:
    """The folder with initdb and pg_ctl; installs the OS package first if it is missing."""
    found = install_os_package("postgresql", _find_binaries)
    if found is None:
        raise PostgresMissing(
            "The PostgreSQL tests need the PostgreSQL server programs (initdb, pg_ctl), and none "
            "were found in /usr/lib/postgresql/*/bin or on PATH. Install them with the OS "
            "package manager, e.g. `apt-get install postgresql` (Debian/Ubuntu)."
        )
    return found


def _find_binaries() -> Path | None:
    for folder in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if Path(folder, "initdb").exists():
            return Path(folder)
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


class PostgresServer:
    def __init__(self, *, durable: bool = False) -> None:
        self.durable = durable  # fsync as in production (the benchmark), or off (the tests)
        self.folder = Path(tempfile.mkdtemp(prefix="pg-"))
        self.data = self.folder / "data"
        self.bin = server_binaries()
        self._as_user: list[str] = []

    @property
    def url(self) -> str:
        return f"postgresql://postgres@/postgres?host={self.folder}"

    def start(self) -> PostgresServer:
        if os.geteuid() == 0:  # PostgreSQL refuses to run as root
            user = pwd.getpwnam(UNPRIVILEGED_USER)
            os.chown(self.folder, user.pw_uid, user.pw_gid)
            self._as_user = [
                "setpriv",
                f"--reuid={user.pw_uid}",
                f"--regid={user.pw_gid}",
                "--clear-groups",
            ]
        # --no-sync: a throwaway cluster need not reach the disk before it starts (half a second).
        cluster = ["-D", str(self.data), "-U", "postgres", "-A", "trust", "-E", "UTF8"]
        self._run("initdb", *cluster, "--no-sync")
        self.resume()
        return self

    def pause(self) -> None:
        """Stop the server, keeping its data (a database server going away)."""
        self._run("pg_ctl", "-D", str(self.data), "-m", "fast", "-w", "stop")

    def resume(self) -> None:
        options = f"-k {self.folder} -c listen_addresses='' -c max_connections=50"
        if not self.durable:
            options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        log = str(self.folder / "log")
        self._run("pg_ctl", "-D", str(self.data), "-o", options, "-l", log, "-w", "start")

    def stop(self) -> None:
        if self.data.exists():
            self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop", check=False)
        shutil.rmtree(self.folder, ignore_errors=True)

    def _run(self, program: str, *args: str, check: bool = True) -> None:
        done = subprocess.run(
            [*self._as_user, str(self.bin / program), *args],
            capture_output=True,
            text=True,
            cwd=self.folder,
        )
        if check and done.returncode != 0:
            raise RuntimeError(f"{program} failed ({done.returncode}): {done.stderr}{done.stdout}")
