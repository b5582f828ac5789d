"""The command line of `python -m bot` (bot/__main__.py runs `main`): read the settings,
configure logging, point discord.py at Discord (or a proxy), and run until SIGTERM / Ctrl+C.
Every expected failure ends with a plain message and exit code 2."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
import sys

import aiohttp
import discord
import discord.gateway
import discord.http
import yarl
from dotenv import find_dotenv, load_dotenv

from bot.app.client import StartupError, make_bot
from bot.observability.logs import log_handler
from bot.runtime import share_the_interpreter, tune_garbage_collector
from bot.settings import Settings, SettingsError

log = logging.getLogger("bot")

EXIT_CONFIG = 2

NO_TOKEN_MESSAGE = """\
The Heckmeck bot needs a Discord bot token, and DISCORD_TOKEN is not set.

To get one:
  1. Open https://discord.com/developers/applications and click "New Application".
  2. Open the "Bot" page of the application and click "Reset Token"; copy the token.
     (No privileged gateway intent is needed: leave those switches off.)
  3. Give the token to the bot, either in the environment:
         export DISCORD_TOKEN=your-token
     or in a file named .env in the directory you start the bot from:
         DISCORD_TOKEN=your-token
  4. Invite the bot to your server: on the "OAuth2" page, tick the scopes "bot" and
     "applications.commands", open the generated URL and pick the server.

Then start it again with: python -m bot
"""

BAD_TOKEN_MESSAGE = """\
Discord rejected the token in DISCORD_TOKEN (login failed).
Copy a fresh token from the "Bot" page of your application at
https://discord.com/developers/applications ("Reset Token") and put it in DISCORD_TOKEN.
"""


def configure_logging(level: str, log_format: str = "text") -> None:
    root = logging.getLogger()
    root.handlers[:] = [log_handler(log_format)]
    root.setLevel(getattr(logging, level))
    # The bot never joins voice: discord.py's warnings about missing voice libraries are noise.
    discord.VoiceClient.warn_nacl = False
    discord.VoiceClient.warn_dave = False


def use_endpoints(settings: Settings) -> None:
    """Point discord.py at a REST / gateway proxy (or the tests' fake Discord) when configured.

    discord.py builds every REST URL, webhooks and interaction callbacks included, from
    `Route.BASE`, and an unsharded client connects to `DiscordWebSocket.DEFAULT_GATEWAY`
    (resumes use the `resume_gateway_url` that READY sends).
    """
    if settings.api_base_url is not None:
        discord.http.Route.BASE = settings.api_base_url
        log.info("Using Discord REST API at %s", settings.api_base_url)
    if settings.gateway_url is not None:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.gateway_url)
        log.info("Using Discord gateway at %s", settings.gateway_url)


async def run(settings: Settings, token: str) -> None:
    """Run the bot until it stops by itself or SIGTERM / SIGINT arrives.

    On a signal the bot closes (in-flight writes finish, the database is closed) and whatever
    discord.py was doing is cancelled: a pending reconnect back-off can last minutes, and
    `docker stop` kills after 10 s.
    """
    bot = make_bot(settings)
    loop = asyncio.get_running_loop()
    signalled = asyncio.Event()

    def on_signal(sig: signal.Signals) -> None:
        if not signalled.is_set():
            log.info("Received %s, shutting down", sig.name)
            signalled.set()

    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, on_signal, sig)
    async with bot:
        running = asyncio.create_task(bot.start(token), name="discord-client")
        waiting = asyncio.create_task(signalled.wait(), name="shutdown-signal")
        await asyncio.wait({running, waiting}, return_when=asyncio.FIRST_COMPLETED)
        if running.done():
            waiting.cancel()
            running.result()  # a failure to start is raised here
            return
        await bot.close()
        running.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await running
    log.info("Stopped")


def _settings() -> Settings | None:
    """The settings from the environment, with logging set up by them; None if they are invalid
    (said on stderr)."""
    try:
        settings = Settings.from_env()
    except SettingsError as exc:
        print(f"The bot's settings are invalid:\n{exc}", file=sys.stderr)
        return None
    configure_logging(settings.log_level, settings.log_format)
    return settings


def serve_web() -> int:
    """`python -m bot web`: only the web pages (bot/web), over the same store as the bot."""
    from bot.web.serve import serve

    settings = _settings()
    if settings is None:
        return EXIT_CONFIG
    asyncio.run(serve(settings))
    return 0


def main() -> int:
    if sys.argv[1:2] == ["migrate"]:
        from bot.storage.transfer import main as migrate

        return migrate(sys.argv[2:])
    load_dotenv(find_dotenv(usecwd=True))
    if sys.argv[1:2] == ["web"]:
        return serve_web()
    if len(sys.argv) > 1:  # an operator's command: backup, check, prune (bot/ops)
        from bot.ops import main as operate

        return operate(sys.argv[1:])
    settings = _settings()
    if settings is None:
        return EXIT_CONFIG
    if settings.discord_token is None:
        print(NO_TOKEN_MESSAGE, file=sys.stderr, end="")
        return EXIT_CONFIG
    use_endpoints(settings)
    tune_garbage_collector()
    share_the_interpreter()
    try:
        asyncio.run(run(settings, settings.discord_token))
    except discord.LoginFailure:
        print(BAD_TOKEN_MESSAGE, file=sys.stderr, end="")
        return EXIT_CONFIG
    except discord.PrivilegedIntentsRequired:
        print(
            "Discord refused a privileged gateway intent. This bot should request none; "
            "please report this as a bug.",
            file=sys.stderr,
        )
        return EXIT_CONFIG
    except StartupError as exc:
        print(f"The bot cannot start: {exc}", file=sys.stderr)
        return EXIT_CONFIG
    except aiohttp.ClientConnectionError as exc:
        base = settings.api_base_url or discord.http.Route.BASE
        print(f"Cannot reach Discord at {base}: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        pass
    return 0

