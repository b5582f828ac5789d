"""The parsed Fluent catalogues of one language, kept between runs like Python's bytecode.

Parsing the ``.ftl`` files of the three languages takes a few tenths of a second of CPU, about
a sixth of the bot's whole start; unpickling the parsed files takes a fifth of that. The pickle
is kept where Python keeps the bytecode (``<locales>/__pycache__/``, or under
PYTHONPYCACHEPREFIX, and not written with PYTHONDONTWRITEBYTECODE), named by a digest of the
files' names and contents and of the parser's code, so an edited catalogue or another
fluent.syntax is parsed afresh. Where nothing can be written (a read-only install) or a pickle
cannot be read, the files are simply parsed each time.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import pickle
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

from fluent.syntax import ast as ftl

Parsed = list[tuple[str, ftl.Resource]]

CACHE_FOLDER = "__pycache__"


def _digest(lang: str, files: Sequence[tuple[str, bytes]]) -> str:
    found = hashlib.sha256(f"{lang}\0{sys.version}\0".encode())
    parser = os.stat(ftl.__file__)
    found.update(f"{parser.st_size}\0{parser.st_mtime_ns}\0".encode())
    for name, content in files:
        found.update(name.encode() + b"\0" + str(len(content)).encode() + b"\0" + content)
    return found.hexdigest()[:20]


def load(
    lang: str,
    folder: object,
    files: Sequence[tuple[str, bytes]],
    parse: Callable[[], Parsed],
) -> Parsed:
    """The parsed catalogue of `lang` whose `files` (name, content) are in `folder`: from the
    cache if it holds these very files, else `parse()`d and kept for the next run."""
    if not isinstance(folder, Path):  # a zipped install: no folder to keep anything in
        return parse()
    cache = _cache_folder(folder) / f"catalogue-{lang}-{_digest(lang, files)}.pickle"
    with contextlib.suppress(Exception):  # missing, unreadable, from another version: parse
        with cache.open("rb") as kept:
            parsed = pickle.load(kept)
        if isinstance(parsed, list):
            return parsed
    parsed = parse()
    if not sys.dont_write_bytecode:
        _keep(cache, parsed)
    return parsed


def _cache_folder(folder: Path) -> Path:
    if sys.pycache_prefix:  # the source's absolute path under the prefix, as Python does
        return Path(sys.pycache_prefix, *folder.resolve().parts[1:])
    return folder / CACHE_FOLDER


def _keep(cache: Path, parsed: Parsed) -> None:
    """Write the pickle under a temporary name and rename it (several processes may start at
    once), and remove this language's older pickles; give up quietly on any failure."""
    with contextlib.suppress(OSError, pickle.PicklingError):
        cache.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=cache.parent, suffix=".tmp")
        try:
            with os.fdopen(handle, "wb") as out:
                pickle.dump(parsed, out, protocol=pickle.HIGHEST_PROTOCOL)
            os.chmod(temporary, 0o644)  # readable like the catalogues (mkstemp gives 0600)
            os.replace(temporary, cache)
        finally:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
        prefix = cache.name.rsplit("-", 1)[0] + "-"
        for older in cache.parent.glob(f"{prefix}*.pickle"):
            if older != cache:
                with contextlib.suppress(OSError):
                    older.unlink()
