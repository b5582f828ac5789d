"""Tables in places where the app may only answer interactions: a group DM, the bot's DM, or a
server that did not add the bot (a member installed the app to their account).

There Discord refuses every channel route (50001 Missing Access): the bot may only answer an
interaction, then edit and follow up through that interaction's token for 15 minutes (at most five
follow-ups when only a user installed the app). So each such channel is a `TokenChannel`, which
the boards, turn calls and endings use as they use a channel: it edits the board through the
token of the last press on it (or of the command that posted it), and sends through that token.
With no live token it refuses as Discord would, and the next press on the board shows the game.

Tokens are kept in memory only, never stored: each is a 15-minute credential for its message,
and a restart costs nothing but the wait for the next press.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

import discord

from bot.domain.records import GameRecord
from bot.i18n import t
from cogs.table import ids
from cogs.table.styles import style_of

log = logging.getLogger(__name__)

# The game's meta key that marks a table living on interaction tokens only.
TOKEN_ONLY = "token_only"
# Discord's token lives 15 minutes; a little is kept for the request's way there.
TOKEN_LIFE = 14 * 60.0
FOLLOWUP_CAP = 5  # per interaction when only a user installed the app
HEARD_KEPT = 8  # the latest presses in a place whose tokens may carry follow-ups


def answers_only(interaction: discord.Interaction) -> bool:
    """Whether the app may only answer here: not added to this place's server (or no server)."""
    return not interaction.is_guild_integration()


def forced_private(interaction: discord.Interaction) -> bool:
    """Whether Discord turns every answer here private: a server that did not add the bot and does
    not let its members' apps answer publicly (they lack Use External Apps)."""
    return (
        interaction.guild_id is not None
        and answers_only(interaction)
        and not interaction.permissions.use_external_apps
    )


def token_only(record: GameRecord) -> bool:
    return bool(record.meta.get(TOKEN_ONLY))


def redraw_button(game_id: int, loc: str) -> discord.ui.Button[discord.ui.View]:
    """Refresh: the board through a fresh token (cogs/table/token_redraw.py)."""
    return discord.ui.Button(
        label=t(loc, "board-refresh"),
        emoji="🔄",
        style=style_of("control"),
        custom_id=ids.redraw(game_id),
    )


def add_refresh(view: discord.ui.View, record: GameRecord, loc: str) -> None:
    """A running token-only board always has a button to press: one nobody could update comes
    back with it (a full board keeps its moves)."""
    if token_only(record) and record.status == "running":
        with contextlib.suppress(ValueError):
            view.add_item(redraw_button(record.id, loc))


def short_link(record: GameRecord, link: str, label: str) -> str:
    """A chat's turn call links its board by a short masked link."""
    return f"[{label}]({link})" if token_only(record) and link.startswith("https://") else link


def no_live_token(what: str) -> discord.HTTPException:
    """What Discord answers a dead token (401), for a send that has no live token at all."""
    response = SimpleNamespace(status=401, reason="no live interaction token")
    # HTTPException reads only these two fields of aiohttp's response, which no request made
    return discord.HTTPException(response, {"code": 50027, "message": what})  # type: ignore[arg-type]


@dataclass
class _Token:
    interaction: discord.Interaction
    at: float  # on the table's clock
    followups: int = 0

    @property
    def capped(self) -> bool:
        """Whether only a user installed the app here (five follow-ups at most)."""
        return answers_only(self.interaction)


class TokenPlaces:
    """The token-only channels this process knows, each with its last live token."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock
        self._places: set[int] = set()
        self._board: dict[int, _Token] = {}  # channel: the token whose @original is the board
        self._heard: dict[int, list[_Token]] = {}  # channel: its latest presses, newest last
        self._sent: dict[int, _Token] = {}  # message sent as a follow-up: its token

    def know(self, channel_id: int) -> None:
        self._places.add(channel_id)

    def pressed(self, channel_id: int, interaction: discord.Interaction) -> None:
        """`interaction` answered with the board (a press on it, or the command that posted it):
        the board is edited through its token from now on."""
        self._places.add(channel_id)
        self._board[channel_id] = _Token(interaction, self.clock())

    def heard(self, interaction: discord.Interaction) -> None:
        """A press in a token-only place (a hand, a menu, any message): its token may carry the
        table's follow-ups (turn calls, the ending), each token at most five."""
        channel_id = interaction.channel_id
        if channel_id is None or channel_id not in self._places:
            return
        if not interaction.response.is_done():
            return
        heard = self._heard.setdefault(channel_id, [])
        if any(token.interaction is interaction for token in heard):
            return  # heard already (a hand's play notes its press at once): one count of five
        heard.append(_Token(interaction, self.clock()))
        del heard[:-HEARD_KEPT]

    def spare(self, channel_id: int) -> _Token | None:
        """The freshest live token of the place that may still follow up."""
        board = self._board.get(channel_id)
        tokens = [*self._heard.get(channel_id, []), *([board] if board else [])]
        for token in sorted(tokens, key=lambda token: token.at, reverse=True):
            fresh = self.clock() - token.at <= TOKEN_LIFE
            if fresh and not (token.capped and token.followups >= FOLLOWUP_CAP):
                return token
        return None

    def channel(self, channel_id: int) -> TokenChannel | None:
        return TokenChannel(self, channel_id) if channel_id in self._places else None

    def live(self, channel_id: int) -> _Token | None:
        token = self._board.get(channel_id)
        if token is None or self.clock() - token.at > TOKEN_LIFE:
            return None
        return token

    def unless_stranded(
        self, record: GameRecord, board: dict[str, Any] | None
    ) -> dict[str, Any] | None:
        """The table's board note, or None when no live token can edit that board any more but a
        press's token can still post one (a Drehwurm hand's play after 15 minutes without a
        press on the board): the board is then posted afresh as that press's follow-up, and the
        old one, which nothing can edit or delete, is retired by the next press on it."""
        if board is None or not token_only(record):
            return board
        editable = self.sender(board["message_id"]) or self.live(record.channel_id)
        stranded = editable is None and self.spare(record.channel_id) is not None
        return None if stranded else board

    def sent(self, message_id: int, token: _Token) -> None:
        self._sent[message_id] = token
        if len(self._sent) > 4096:  # the oldest are long dead
            del self._sent[next(iter(self._sent))]

    def sender(self, message_id: int) -> _Token | None:
        token = self._sent.get(message_id)
        if token is None or self.clock() - token.at > TOKEN_LIFE:
            return None
        return token


class TokenChannel:
    """A token-only channel with the part of a channel's interface the table machinery uses."""

    def __init__(self, places: TokenPlaces, channel_id: int) -> None:
        self.places = places
        self.id = channel_id

    async def send(self, content: str | None = None, **kwargs: Any) -> discord.WebhookMessage:
        token = self.places.spare(self.id)
        if token is None:
            raise no_live_token("no live token with a follow-up to spare")
        token.followups += 1
        given = {k: v for k, v in kwargs.items() if v is not None}
        message = await token.interaction.followup.send(content or "", wait=True, **given)
        self.places.sent(message.id, token)
        return message

    def get_partial_message(self, message_id: int) -> TokenMessage:
        return TokenMessage(self.places, self.id, message_id)


class TokenMessage:
    def __init__(self, places: TokenPlaces, channel_id: int, message_id: int) -> None:
        self.places = places
        self.channel_id = channel_id
        self.id = message_id

    def _token(self) -> _Token:
        token = self.places.sender(self.id) or self.places.live(self.channel_id)
        if token is None:
            raise no_live_token("no live token to edit with")
        return token

    async def edit(self, **kwargs: Any) -> None:
        await self._token().interaction.followup.edit_message(self.id, **kwargs)

    async def delete(self) -> None:
        await self._token().interaction.followup.delete_message(self.id)
