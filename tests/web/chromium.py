"""A real headless Chromium for the web tests, driven through the Chrome DevTools protocol over a
websocket (aiohttp): the OS package, installed by the tests when it is missing
(tests/os_packages.py, as PostgreSQL is), never a browser download of a library's own."""

from __future__ import annotations

import asyncio
import base64
import contextlib
import itertools
import shutil
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp

from tests.os_packages import install_os_package

NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
PATIENCE = 60.0  # seconds for the browser to start, a page to load, a command to answer


class ChromiumMissing(RuntimeError):
    pass


def _find() -> str | None:
    for name in NAMES:
        if found := shutil.which(name):
            return found
    return None


def chromium_binary() -> str:
    """The browser's program; installs the OS package first if it is missing."""
    found = install_os_package("chromium", _find)
    if found is None:
        raise ChromiumMissing(
            "The browser tests need Chromium, and none was found on PATH (tried "
            + ", ".join(NAMES)
            + "). Install it with the OS package manager, e.g. `apt-get install chromium` "
            "(Debian) or `apt-get install chromium-browser` (Ubuntu)."
        )
    return found


class Page:
    """One browser tab: send a DevTools command, wait for an event."""

    def __init__(self, socket: aiohttp.ClientWebSocketResponse) -> None:
        self._socket = socket
        self._ids = itertools.count(1)
        self._answers: dict[int, asyncio.Future] = {}
        self._events: list[tuple[str, asyncio.Future]] = []
        self._reader = asyncio.create_task(self._read())

    async def _read(self) -> None:
        async for message in self._socket:
            data = message.json()
            if "id" in data and data["id"] in self._answers:
                self._answers.pop(data["id"]).set_result(data)
            elif "method" in data:
                for name, waiter in list(self._events):
                    if name == data["method"] and not waiter.done():
                        waiter.set_result(data.get("params", {}))
                        self._events.remove((name, waiter))

    async def send(self, method: str, **params: Any) -> dict[str, Any]:
        number = next(self._ids)
        answer = asyncio.get_running_loop().create_future()
        self._answers[number] = answer
        await self._socket.send_json({"id": number, "method": method, "params": params})
        data = await asyncio.wait_for(answer, PATIENCE)
        if "error" in data:
            raise RuntimeError(f"{method}: {data['error']}")
        return data["result"]

    def event(self, method: str) -> asyncio.Future:
        waiter = asyncio.get_running_loop().create_future()
        self._events.append((method, waiter))
        return waiter

    async def open(self, url: str) -> int:
        """Load `url` and wait for its load event; the HTTP status of the document."""
        loaded = self.event("Page.loadEventFired")
        await self.send("Page.navigate", url=url)
        await asyncio.wait_for(loaded, PATIENCE)
        return await self.evaluate("performance.getEntriesByType('navigation')[0].responseStatus")

    async def evaluate(self, expression: str) -> Any:
        """The expression's value (a promise's once it settles)."""
        result = await self.send(
            "Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True
        )
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    async def press(self, key: str, code: int) -> None:
        """A key pressed and released, as a person types it."""
        for kind in ("rawKeyDown", "keyUp"):
            await self.send(
                "Input.dispatchKeyEvent",
                type=kind,
                key=key,
                code=key,
                windowsVirtualKeyCode=code,
                nativeVirtualKeyCode=code,
            )

    async def phone_width(self, width: int = 360, height: int = 740) -> None:
        await self.send(
            "Emulation.setDeviceMetricsOverride",
            width=width,
            height=height,
            deviceScaleFactor=1,
            mobile=True,
        )

    async def screenshot(self, path: Path) -> Path:
        shot = await self.send("Page.captureScreenshot", format="png", captureBeyondViewport=True)
        path.write_bytes(base64.b64decode(shot["data"]))
        return path

    async def close(self) -> None:
        self._reader.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._reader
        await self._socket.close()


@contextlib.asynccontextmanager
async def browser_page(profile: Path) -> AsyncIterator[Page]:
    """A fresh headless Chromium with one tab, closed after."""
    process = await asyncio.create_subprocess_exec(
        chromium_binary(),
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--no-first-run",
        "--remote-debugging-address=127.0.0.1",
        "--remote-debugging-port=0",
        f"--user-data-dir={profile}",
        "--window-size=1024,800",
        "about:blank",
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.PIPE,
    )
    drain = None
    try:
        port = await asyncio.wait_for(_devtools_port(process), PATIENCE)
        drain = asyncio.create_task(_drain(process.stderr))  # a full pipe would stall it
        async with aiohttp.ClientSession() as http:
            async with http.put(f"http://127.0.0.1:{port}/json/new?about:blank") as answer:
                target = await answer.json()
            socket = await http.ws_connect(target["webSocketDebuggerUrl"], max_msg_size=0)
            page = Page(socket)
            try:
                await page.send("Page.enable")
                yield page
            finally:
                await page.close()
    finally:
        if process.returncode is None:
            process.terminate()
            try:
                await asyncio.wait_for(process.wait(), PATIENCE)
            except TimeoutError:
                process.kill()
                await process.wait()
        if drain is not None:
            await drain


async def _devtools_port(process: asyncio.subprocess.Process) -> int:
    assert process.stderr is not None
    while line := await process.stderr.readline():
        text = line.decode(errors="replace")
        if "DevTools listening on ws://" in text:
            return int(text.split("ws://", 1)[1].split("/", 1)[0].rsplit(":", 1)[1])
    raise RuntimeError(f"Chromium ended before it listened (exit {await process.wait()})")


async def _drain(stream: asyncio.StreamReader | None) -> None:
    while stream is not None and await stream.read(65536):
        pass
