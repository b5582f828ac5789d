"""A small fake Discord on 127.0.0.1 for end-to-end tests of the real bot process.

It speaks enough of the gateway websocket and the REST API for discord.py 2.7: login, application
info, command sync, INTERACTION_CREATE, interaction callbacks (with `with_response`), followups,
channel messages. It models guilds, text channels, threads, members (with permissions and a locale)
and records every message the bot posts, who can see it (public or ephemeral to one user) and every
edit. Tests drive it like users do: `slash`, `click`, `select`, `submit_modal`, then wait for what
the bot answered.

Faithful where a fake could hide a bug: JSON responses carry `Content-Type: application/json`
exactly; an interaction not answered within 3 s is refused (10062) and listed in
`slow_interactions`; a second initial response is refused (40060); every request is checked
against Discord's API contract (tests/e2e/discord_api: the route and body against Discord's
OpenAPI spec, and the documented limits on content, embeds, components, commands and emojis),
and one that breaks it is refused (50035) and listed in `contract_violations`; users cannot click
a disabled or missing button. Unknown routes answer 404 and are listed in `unknown_routes`. The fake
never answers 5xx by itself (discord.py would retry with sleeps);
its own faults answer 400 and are listed in `internal_errors`. A test injects Discord's faults on
purpose with `inject` (5xx, 429 with Retry-After, 403 Missing Permissions, stalls), slows answers
with `slow`, and drops the gateway with `disconnect_bot` (the session's events wait for the
bot's RESUME, which replays those after its last sequence number, then RESUMED) or
`refuse_gateway`. A message posted with `enforce_nonce` and a nonce used in the last minutes hands
back the earlier message, as Discord does.

Not modelled (yet): rate limits (other than injected ones), per-role permission
overwrites, message history paging, reactions, pins, autocomplete driving, attachments in
interaction options, REST message edits limited on messages older than an
hour.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import json
import logging
import re
import secrets
import socket
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from aiohttp import WSMsgType, web

from tests.e2e.discord_api import Violation, check_request
from tests.e2e.discord_api.headroom import SUITE as SUITE_HEADROOM
from tests.e2e.presses import PressRecord
from tests.e2e.user_install import check_user_install, place_interaction, user_install_payload

log = logging.getLogger("fake_discord")

API_PREFIX = "/api/v10"
GATEWAY_PATH = "/gateway"
DISCORD_EPOCH_MS = 1_420_070_400_000
INITIAL_RESPONSE_WINDOW = 3.0
TOKEN_LIFETIME = 15 * 60.0  # an interaction's token: edits and follow-ups for this long
USER_INSTALL_FOLLOWUPS = 5  # follow-ups per interaction when only a user installed the app
HEARTBEAT_INTERVAL_MS = 41_250
BACKLOG_LIMIT = 5000  # events of a session kept for a RESUME
NONCE_WINDOW = 120.0  # seconds: Discord's "past few minutes" for a message's enforced nonce
# How long a test waits for something that normally takes a second: generous, so that a loaded
# machine slows a test down instead of failing it. Waits are event-driven, never fixed sleeps.
PATIENCE = 30.0

# Message flags
SUPPRESS_EMBEDS = 1 << 2
EPHEMERAL = 1 << 6
LOADING = 1 << 7
SUPPRESS_NOTIFICATIONS = 1 << 12
COMPONENTS_V2 = 1 << 15

# Interaction types
APPLICATION_COMMAND = 2
MESSAGE_COMPONENT = 3
AUTOCOMPLETE = 4
MODAL_SUBMIT = 5

# Interaction callback types
CHANNEL_MESSAGE = 4
DEFERRED_CHANNEL_MESSAGE = 5
DEFERRED_UPDATE_MESSAGE = 6
UPDATE_MESSAGE = 7
AUTOCOMPLETE_RESULT = 8
MODAL = 9

# Gateway intents
GUILDS_INTENT = 1 << 0
PRIVILEGED_INTENTS = {
    1 << 1: "GUILD_MEMBERS",
    1 << 8: "GUILD_PRESENCES",
    1 << 15: "MESSAGE_CONTENT",
}


class Permissions:
    """Permission bits a test may want to hand out."""

    ADMINISTRATOR = 1 << 3
    ADD_REACTIONS = 1 << 6
    VIEW_CHANNEL = 1 << 10
    SEND_MESSAGES = 1 << 11
    MANAGE_MESSAGES = 1 << 13
    MANAGE_ROLES = 1 << 28
    EMBED_LINKS = 1 << 14
    ATTACH_FILES = 1 << 15
    READ_MESSAGE_HISTORY = 1 << 16
    USE_APPLICATION_COMMANDS = 1 << 31
    MANAGE_THREADS = 1 << 34
    CREATE_PUBLIC_THREADS = 1 << 35
    SEND_MESSAGES_IN_THREADS = 1 << 38
    # Lets a member's user-installed apps answer publicly in a server that did not add them.
    USE_EXTERNAL_APPS = 1 << 50
    ALL = (1 << 51) - 1

    MEMBER_DEFAULT = (
        VIEW_CHANNEL
        | SEND_MESSAGES
        | SEND_MESSAGES_IN_THREADS
        | READ_MESSAGE_HISTORY
        | ADD_REACTIONS
        | EMBED_LINKS
        | ATTACH_FILES
        | USE_APPLICATION_COMMANDS
        | USE_EXTERNAL_APPS
    )
    BOT_DEFAULT = MEMBER_DEFAULT | MANAGE_MESSAGES | CREATE_PUBLIC_THREADS


class FakeDiscordError(AssertionError):
    """A test asked for something a Discord user could not do, or a wait timed out."""


class _ApiError(Exception):
    def __init__(self, status: int, code: int, message: str, errors: dict | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors


def _invalid_form(field_path: str, detail: str) -> _ApiError:
    return _ApiError(
        400,
        50035,
        "Invalid Form Body",
        {field_path: {"_errors": [{"code": "FAKE_DISCORD_INVALID", "message": detail}]}},
    )


def _iso(timestamp: float) -> str:
    return datetime.fromtimestamp(timestamp, tz=UTC).isoformat()


class _Snowflakes:
    """Real-looking snowflakes: discord.py derives `created_at` from them."""

    def __init__(self) -> None:
        self._last = 0

    def next(self) -> int:
        candidate = (int(time.time() * 1000) - DISCORD_EPOCH_MS) << 22
        self._last = max(candidate, self._last + 1)
        return self._last

    def next_in_shard(self, shard_id: int, shard_count: int) -> int:
        """A snowflake that Discord routes to this shard: (id >> 22) % shard_count == shard_id."""
        candidate = self.next()
        while (candidate >> 22) % shard_count != shard_id:
            candidate += 1 << 22
        self._last = candidate
        return candidate


# --------------------------------------------------------------------------------------------
# The model
# --------------------------------------------------------------------------------------------


@dataclass(eq=False)
class User:
    id: int
    name: str
    locale: str = "en-US"
    bot: bool = False
    global_name: str | None = None  # the display name; the username if None
    # Closed direct messages: Discord refuses the bot's DMs to this user (403, code 50007).
    refuses_dms: bool = False

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "username": self.name,
            "discriminator": "0",
            "global_name": self.global_name or self.name,
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
        }

    def __repr__(self) -> str:
        return f"<User {self.name} {self.id}>"


@dataclass(eq=False)
class Role:
    """A role of a guild beside @everyone; a higher position ranks above."""

    id: int
    name: str
    permissions: int
    position: int

    @property
    def mention(self) -> str:
        return f"<@&{self.id}>"

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "name": self.name,
            "permissions": str(self.permissions),
            "position": self.position,
            "color": 0,
            "hoist": False,
            "managed": False,
            "mentionable": False,
            "flags": 0,
        }


@dataclass(eq=False)
class Member:
    guild: Guild
    user: User
    permissions: int
    joined_at: float = field(default_factory=time.time)
    nick: str | None = None
    roles: list[Role] = field(default_factory=list)

    def effective_permissions(self) -> int:
        granted = self.permissions
        for role in self.roles:
            granted |= role.permissions
        if granted & Permissions.ADMINISTRATOR or self.guild.owner_id == self.user.id:
            return Permissions.ALL
        return granted

    def top_position(self) -> int:
        return max((role.position for role in self.roles), default=0)

    def payload(self, *, with_user: bool = True) -> dict[str, Any]:
        data: dict[str, Any] = {
            "roles": [str(role.id) for role in self.roles],
            "joined_at": _iso(self.joined_at),
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "nick": self.nick,
            "avatar": None,
            "communication_disabled_until": None,
            "permissions": str(self.effective_permissions()),
        }
        if with_user:
            data["user"] = self.user.payload()
        return data


@dataclass(eq=False)
class Channel:
    fake: FakeDiscord
    id: int
    guild: Guild
    name: str
    type: int = 0  # 0 text, 1 direct message, 3 group DM (neither has a guild), 11 public thread
    parent: Channel | None = None
    position: int = 0
    recipient: User | None = None  # of a direct message channel
    archived: bool = False  # a thread's
    # The thread's starter message, for a thread the bot opened from a message.
    starter: Message | None = None
    owner_id: int | None = None  # who opened the thread (the guild's owner if not said)
    recipients: list[User] = field(default_factory=list)  # of a group DM

    @property
    def token_only(self) -> bool:
        """A place where the app may only answer interactions (a group DM, or a server that
        did not add the bot): every channel route is refused with 50001 Missing Access."""
        return self.type == 3 or (self.guild is not None and not self.guild.has_bot)

    @property
    def is_thread(self) -> bool:
        return self.type in (10, 11, 12)

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"

    def add_thread(self, name: str) -> Channel:
        """A public thread in this channel; the bot sees it at once (THREAD_CREATE if connected)."""
        return self.guild.add_thread(self, name)

    def payload(self) -> dict[str, Any]:
        if self.type == 3:
            return {
                "id": str(self.id),
                "type": 3,
                "name": self.name,
                "last_message_id": None,
                "flags": 0,
                "owner_id": str(self.recipients[0].id),
                "recipients": [r.payload() for r in self.recipients],
            }
        if self.recipient is not None:
            return {
                "id": str(self.id),
                "type": 1,
                "last_message_id": None,
                "flags": 0,
                "recipients": [self.recipient.payload()],
            }
        data: dict[str, Any] = {
            "id": str(self.id),
            "type": self.type,
            "guild_id": str(self.guild.id),
            "name": self.name,
            "position": self.position,
            "permission_overwrites": [],
            "parent_id": str(self.parent.id) if self.parent else None,
            "topic": None,
            "nsfw": False,
            "rate_limit_per_user": 0,
            "last_message_id": None,
        }
        if self.is_thread:
            data.update(
                owner_id=str(self.owner_id or self.guild.owner_id),
                message_count=0,
                member_count=0,
                total_message_sent=0,
                thread_metadata={
                    "archived": self.archived,
                    "auto_archive_duration": 1440,
                    "archive_timestamp": _iso(time.time()),
                    "locked": False,
                },
            )
        return data

    def __repr__(self) -> str:
        return f"<Channel #{self.name} {self.id}>"


@dataclass(eq=False)
class Guild:
    fake: FakeDiscord
    id: int
    name: str
    locale: str
    owner_id: int
    default_permissions: int
    channels: dict[int, Channel] = field(default_factory=dict)
    members: dict[int, Member] = field(default_factory=dict)
    roles: dict[int, Role] = field(default_factory=dict)
    has_bot: bool = True  # False: only members' user installs of the app reach it

    def add_role(self, name: str, *, permissions: int = 0) -> Role:
        """A role ranked above every role so far; the bot sees it at once (GUILD_ROLE_CREATE)."""
        role = Role(self.fake.snowflakes.next(), name, permissions, len(self.roles) + 1)
        self.roles[role.id] = role
        created = {"guild_id": str(self.id), "role": role.payload()}
        self.fake._broadcast("GUILD_ROLE_CREATE", created)
        return role

    def give_role(self, user: User, role: Role) -> None:
        """Give a member a role, as an admin would by hand (the bot hears it of itself only,
        without the GUILD_MEMBERS intent)."""
        member = self.member(user)
        if role not in member.roles:
            member.roles.append(role)
        if user.id == self.fake.bot_user.id:
            self.fake._broadcast(
                "GUILD_MEMBER_UPDATE", {"guild_id": str(self.id), **member.payload()}
            )

    def holders(self, role: Role) -> list[User]:
        return [member.user for member in self.members.values() if role in member.roles]

    def add_text_channel(self, name: str) -> Channel:
        """A text channel; the bot sees it at once (CHANNEL_CREATE if connected)."""
        channel = Channel(
            self.fake, self.fake.snowflakes.next(), self, name, 0, None, len(self.channels)
        )
        self._register(channel, "CHANNEL_CREATE")
        return channel

    def add_thread(self, parent: Channel, name: str, *, owner_id: int | None = None) -> Channel:
        if parent.guild is not self or parent.is_thread:
            raise FakeDiscordError("a thread needs a text channel of the same guild as its parent")
        thread = Channel(self.fake, self.fake.snowflakes.next(), self, name, 11, parent, 0)
        thread.owner_id = owner_id
        self._register(thread, "THREAD_CREATE")
        return thread

    def _register(self, channel: Channel, event: str) -> None:
        self.channels[channel.id] = channel
        self.fake.channels[channel.id] = channel
        if self.has_bot:
            self.fake._broadcast(event, channel.payload())

    def add_member(self, user: User, *, permissions: int | None = None) -> Member:
        member = Member(
            self, user, self.default_permissions if permissions is None else permissions
        )
        self.members[user.id] = member
        return member

    def member(self, user: User) -> Member:
        try:
            return self.members[user.id]
        except KeyError:
            raise FakeDiscordError(f"{user!r} is not a member of guild {self.name!r}") from None

    def payload(self) -> dict[str, Any]:
        now = time.time()
        bot_member = self.members[self.fake.bot_user.id]
        return {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "owner_id": str(self.owner_id),
            "preferred_locale": self.locale,
            "roles": [
                {
                    "id": str(self.id),
                    "name": "@everyone",
                    "permissions": str(self.default_permissions),
                    "position": 0,
                    "color": 0,
                    "hoist": False,
                    "managed": False,
                    "mentionable": False,
                    "flags": 0,
                },
                *(role.payload() for role in self.roles.values()),
            ],
            "channels": [c.payload() for c in self.channels.values() if not c.is_thread],
            "threads": [c.payload() for c in self.channels.values() if c.is_thread],
            # Without the GUILD_MEMBERS intent Discord sends only the bot's own member.
            "members": [bot_member.payload()],
            "member_count": len(self.members),
            "large": False,
            "unavailable": False,
            "joined_at": _iso(now),
            "features": [],
            "emojis": [],
            "stickers": [],
            "voice_states": [],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "premium_tier": 0,
            "system_channel_id": None,
            "afk_channel_id": None,
            "afk_timeout": 300,
        }

    def __repr__(self) -> str:
        return f"<Guild {self.name} {self.id}>"


@dataclass(frozen=True)
class Button:
    custom_id: str | None
    label: str | None
    disabled: bool
    style: int
    emoji: str | None
    url: str | None

    @property
    def enabled(self) -> bool:
        return not self.disabled


@dataclass(frozen=True)
class SelectOption:
    label: str
    value: str
    default: bool
    emoji: str | None = None  # the picture's name (a custom emoji's) or the Unicode emoji


@dataclass(frozen=True)
class Select:
    custom_id: str
    type: int
    disabled: bool
    placeholder: str | None
    min_values: int
    max_values: int
    options: tuple[SelectOption, ...]


def walk_components(components: Iterable[dict[str, Any]] | None) -> Iterator[dict[str, Any]]:
    """Every component, depth first: rows, containers, sections' accessories, labels."""
    for component in components or ():
        yield component
        yield from walk_components(component.get("components"))
        for key in ("accessory", "component"):
            if isinstance(component.get(key), dict):
                yield from walk_components([component[key]])


def _notified(content: str, allowed: dict[str, Any] | None) -> frozenset[int]:
    """Who a new message with this content notifies, as Discord decides from allowed_mentions
    (absent: every mentioned user; "users" in parse: likewise; else only the listed users)."""
    mentioned = {int(m) for m in re.findall(r"<@!?(\d+)>", content or "")}
    if allowed is None or "users" in (allowed.get("parse") or []):
        return frozenset(mentioned)
    listed = {int(u) for u in allowed.get("users") or []}
    return frozenset(mentioned & listed)


def _emoji_text(emoji: Any) -> str | None:
    if not isinstance(emoji, dict):
        return None
    return emoji.get("name")


@dataclass(eq=False)
class Message:
    fake: FakeDiscord
    id: int
    channel: Channel
    author: User
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    flags: int = 0
    attachments: list[dict[str, Any]] = field(default_factory=list)
    files: dict[str, bytes] = field(default_factory=dict)
    ephemeral_to: User | None = None
    interaction: Interaction | None = None
    type: int = 0
    created_at: float = field(default_factory=time.time)
    edited_at: float | None = None
    deleted: bool = False
    # Earlier versions of the message (payload dicts), oldest first; one per edit.
    versions: list[dict[str, Any]] = field(default_factory=list)
    is_snapshot: bool = False
    # Users this message notified when it was created: mentioned in its content and allowed by
    # its allowed_mentions. Edits never notify, nor do mentions in embeds.
    notified: frozenset[int] = frozenset()

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def loading(self) -> bool:
        """A deferred "Bot is thinking…" message not yet filled in."""
        return bool(self.flags & LOADING)

    @property
    def edit_count(self) -> int:
        return len(self.versions)

    def visible_to(self, user: User) -> bool:
        return not self.deleted and (self.ephemeral_to is None or self.ephemeral_to is user)

    @property
    def text(self) -> str:
        """All the text a user reads: content, embeds (title, description, fields, footer),
        text components and button labels, one piece per line."""
        parts = [self.content] if self.content else []
        for embed in self.embeds:
            author = embed.get("author") or {}
            footer = embed.get("footer") or {}
            parts += [author.get("name"), embed.get("title"), embed.get("description")]
            for embed_field in embed.get("fields") or ():
                parts += [embed_field.get("name"), embed_field.get("value")]
            parts.append(footer.get("text"))
        for component in walk_components(self.components):
            if component.get("type") == 10:
                parts.append(component.get("content"))
            elif component.get("type") == 2:
                parts.append(component.get("label"))
        return "\n".join(p for p in parts if p)

    def buttons(self, *, enabled: bool | None = None) -> list[Button]:
        """Buttons in display order; `enabled=True` gives only the clickable ones."""
        found = [
            Button(
                custom_id=c.get("custom_id"),
                label=c.get("label"),
                disabled=bool(c.get("disabled", False)),
                style=int(c.get("style", 1)),
                emoji=_emoji_text(c.get("emoji")),
                url=c.get("url"),
            )
            for c in walk_components(self.components)
            if c.get("type") == 2
        ]
        if enabled is None:
            return found
        return [b for b in found if b.enabled == enabled]

    def enabled_buttons(self) -> list[Button]:
        return self.buttons(enabled=True)

    def button(self, label: str | None = None, *, custom_id: str | None = None) -> Button:
        """The one button with this label (exact) and/or custom_id; FakeDiscordError if not one."""
        matches = [
            b
            for b in self.buttons()
            if (label is None or b.label == label)
            and (custom_id is None or b.custom_id == custom_id)
        ]
        if len(matches) != 1:
            raise FakeDiscordError(
                f"expected one button (label={label!r}, custom_id={custom_id!r}) on message "
                f"{self.id}, found {len(matches)}; buttons: {self.describe_buttons()}"
            )
        return matches[0]

    def selects(self) -> list[Select]:
        return [
            Select(
                custom_id=c["custom_id"],
                type=int(c["type"]),
                disabled=bool(c.get("disabled", False)),
                placeholder=c.get("placeholder"),
                min_values=int(c.get("min_values", 1)),
                max_values=int(c.get("max_values", 1)),
                options=tuple(
                    SelectOption(
                        o["label"],
                        o["value"],
                        bool(o.get("default", False)),
                        _emoji_text(o.get("emoji")),
                    )
                    for o in c.get("options") or ()
                ),
            )
            for c in walk_components(self.components)
            if c.get("type") in (3, 5, 6, 7, 8) and "custom_id" in c
        ]

    def describe_buttons(self) -> str:
        return ", ".join(
            f"[{b.label or b.emoji}{' (disabled)' if b.disabled else ''} {b.custom_id}]"
            for b in self.buttons()
        )

    def snapshot(self) -> Message:
        """A frozen copy: what a user's client showed at this moment. Clicking a snapshot sends
        its (possibly stale) components, like a client that has not seen the latest edit."""
        clone = copy.copy(self)
        clone.embeds = copy.deepcopy(self.embeds)
        clone.components = copy.deepcopy(self.components)
        clone.attachments = copy.deepcopy(self.attachments)
        clone.versions = []
        clone.is_snapshot = True
        return clone

    def payload(self) -> dict[str, Any]:
        mentioned = {int(m) for m in re.findall(r"<@!?(\d+)>", self.content)}
        data: dict[str, Any] = {
            "id": str(self.id),
            "channel_id": str(self.channel.id),
            "author": self.author.payload(),
            "content": self.content,
            "embeds": copy.deepcopy(self.embeds),
            "components": copy.deepcopy(self.components),
            "attachments": copy.deepcopy(self.attachments),
            "mentions": [
                self.fake.users[i].payload() for i in sorted(mentioned) if i in self.fake.users
            ],
            "mention_roles": [],
            "mention_everyone": False,
            "pinned": False,
            "tts": False,
            "type": self.type,
            "timestamp": _iso(self.created_at),
            "edited_timestamp": _iso(self.edited_at) if self.edited_at else None,
            "flags": self.flags,
        }
        if self.interaction is not None:
            ix = self.interaction
            data["webhook_id"] = str(self.fake.application_id)
            data["application_id"] = str(self.fake.application_id)
            data["interaction_metadata"] = {
                "id": str(ix.id),
                "type": ix.type,
                "user": ix.user.payload(),
                "authorizing_integration_owners": ix.owners,
            }
            if ix.message is not None:
                data["interaction_metadata"]["interacted_message_id"] = str(ix.message.id)
        return data

    def __repr__(self) -> str:
        who = f" ephemeral to {self.ephemeral_to.name}" if self.ephemeral_to else ""
        state = " deleted" if self.deleted else ""
        first_line = self.text.split("\n", 1)[0][:60]
        return f"<Message {self.id} in #{self.channel.name}{who}{state}: {first_line!r}>"


@dataclass(eq=False)
class Interaction:
    """One interaction the fake sent to the bot, and everything the bot answered to it."""

    fake: FakeDiscord
    id: int
    token: str
    type: int
    user: User
    channel: Channel
    data: dict[str, Any]
    message: Message | None = None  # the live message a component/modal belongs to
    message_payload: dict[str, Any] | None = None  # the message as the user's client sent it
    created_at: float | None = None  # loop time the INTERACTION_CREATE was written
    responded_at: float | None = None
    response_type: int | None = None
    original: Message | None = None  # what @original refers to
    messages: list[Message] = field(default_factory=list)  # messages created or edited, in order
    modal: dict[str, Any] | None = None
    autocomplete_choices: list[dict[str, Any]] | None = None
    late_response_attempts: int = 0
    # What a user install sees: the place (0 server, 1 bot DM, 2 group DM or other private
    # channel) and who installed the app that answers (keys "0" server, "1" user).
    context: int = 0
    owners: dict[str, str] = field(default_factory=dict)
    issued_at: float = 0.0  # on the fake's clock: the token is refused 15 minutes later
    followups: int = 0
    forced_private: bool = False  # answers made ephemeral by Discord (external apps off)

    @property
    def responded(self) -> bool:
        return self.responded_at is not None

    @property
    def latency(self) -> float | None:
        """Seconds from INTERACTION_CREATE to the initial response."""
        if self.created_at is None or self.responded_at is None:
            return None
        return self.responded_at - self.created_at

    @property
    def ephemeral_messages(self) -> list[Message]:
        return [m for m in self.messages if m.ephemeral]

    async def wait_response(self, timeout: float = PATIENCE) -> int:
        """Wait for the initial response; returns its callback type (4, 5, 6, 7, 8 or 9)."""
        await self.fake.wait_until(
            lambda: self.response_type, timeout=timeout, what=f"an initial response to {self!r}"
        )
        assert self.response_type is not None
        return self.response_type

    async def reply(self, timeout: float = PATIENCE) -> Message:
        """The first message this interaction produced, once filled in: the message sent (4), the
        deferred message once edited or followed up (5), the clicked message after the update
        (7), or for a deferred update (6) the first edit or followup."""
        return (await self.wait_messages(1, timeout=timeout))[0]

    async def wait_messages(self, count: int, timeout: float = PATIENCE) -> list[Message]:
        """Wait until this interaction produced at least `count` settled messages."""

        def settled() -> list[Message] | None:
            if self.response_type in (MODAL, AUTOCOMPLETE_RESULT):
                raise FakeDiscordError(
                    f"{self!r} was answered with callback type {self.response_type} "
                    "(modal/autocomplete), not a message; see .modal / .autocomplete_choices"
                )
            done = [m for m in self.messages if not m.loading]
            return done if len(done) >= count else None

        return await self.fake.wait_until(
            settled, timeout=timeout, what=f"{count} message(s) answering {self!r}"
        )

    def __repr__(self) -> str:
        kind = {2: "command", 3: "component", 4: "autocomplete", 5: "modal submit"}.get(
            self.type, str(self.type)
        )
        what = self.data.get("custom_id") or self.data.get("name")
        return (
            f"<Interaction {self.id} {kind} {what!r} by {self.user.name} in #{self.channel.name}, "
            f"response={self.response_type}>"
        )


@dataclass(frozen=True)
class CommandSync:
    guild_id: int | None
    names: tuple[str, ...]
    at: float


@dataclass(frozen=True)
class Identify:
    intents: int
    properties: dict[str, Any]
    at: float
    shard: tuple[int, int] | None = None


@dataclass(frozen=True)
class ApiErrorRecord:
    method: str
    path: str
    status: int
    code: int
    message: str


@dataclass
class World:
    """The default cast: one guild, a few channels, eight players and a moderator."""

    guild: Guild
    channel: Channel
    other_channel: Channel
    alice: User
    bob: User
    carol: User
    dave: User
    erin: User
    frank: User
    grace: User
    heidi: User
    mod: User  # has Manage Messages

    @property
    def players(self) -> list[User]:
        return [
            self.alice,
            self.bob,
            self.carol,
            self.dave,
            self.erin,
            self.frank,
            self.grace,
            self.heidi,
        ]


# --------------------------------------------------------------------------------------------
# The gateway
# --------------------------------------------------------------------------------------------


class _GatewaySession:
    """One websocket connection. Frames are queued and written in order by one writer task."""

    def __init__(self, fake: FakeDiscord, ws: web.WebSocketResponse) -> None:
        self.fake = fake
        self.ws = ws
        self.seq = 0
        self.session_id: str | None = None
        self.identified = False
        self.intents = 0
        self.shard: tuple[int, int] | None = None  # (shard id, shard count) from IDENTIFY
        self.closed = False
        # Dropped by the fake (FakeDiscord.disconnect_bot): its events wait for a RESUME.
        self.detached = False
        self._queue: asyncio.Queue[tuple[str, asyncio.Future[None]]] = asyncio.Queue()
        self._writer = asyncio.create_task(self._write_loop(), name="fake-discord-gateway-writer")

    def serves(self, guild_id: int | None) -> bool:
        """Whether this connection gets the guild's events: Discord routes a guild to the shard
        (guild_id >> 22) % shard_count; an unsharded connection gets every guild."""
        if self.shard is None or guild_id is None:
            return True
        shard_id, count = self.shard
        return (guild_id >> 22) % count == shard_id

    def send(self, payload: dict[str, Any]) -> asyncio.Future[None]:
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        # Mark failures as retrieved: most frames are never awaited (awaiters still see them).
        future.add_done_callback(lambda f: f.cancelled() or f.exception())
        self._queue.put_nowait((json.dumps(payload), future))
        return future

    def dispatch(self, event: str, data: dict[str, Any]) -> asyncio.Future[None]:
        """Send an event with the session's next sequence number, and keep it for a RESUME; on a
        detached connection it is only kept (Discord buffers a session's events until it is
        resumed), and counts as delivered."""
        self.seq += 1
        payload = {"op": 0, "t": event, "s": self.seq, "d": data}
        if self.session_id is not None:
            backlog = self.fake._backlogs.setdefault(self.session_id, [])
            backlog.append(payload)
            del backlog[:-BACKLOG_LIMIT]
        if self.closed:
            done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
            done.set_result(None)
            return done
        return self.send(payload)

    async def _write_loop(self) -> None:
        while True:
            text, future = await self._queue.get()
            try:
                await self.ws.send_str(text)
            except Exception as exc:  # the connection is gone: fail this frame, keep draining
                if not future.done():
                    future.set_exception(
                        FakeDiscordError(f"could not write to the bot's gateway connection: {exc}")
                    )
            else:
                if not future.done():
                    future.set_result(None)

    async def close(self, code: int = 1001, message: bytes = b"") -> None:
        self.closed = True
        with contextlib.suppress(Exception):
            await self.ws.close(code=code, message=message)
        self.stop_writer()

    def stop_writer(self) -> None:
        self._writer.cancel()
        while not self._queue.empty():
            _, future = self._queue.get_nowait()
            if not future.done():
                future.set_exception(FakeDiscordError("the bot's gateway connection closed"))


# --------------------------------------------------------------------------------------------
# The fake
# --------------------------------------------------------------------------------------------


_Handler = Callable[["_Call"], Any]

# What `FakeDiscord.inject` can make fail, and the handler behind each.
_FAULT_HANDLERS = {
    "_callback": "callback",  # the first answer to an interaction
    "_edit_message": "edit",  # editing a channel message
    "_post_message": "post",  # posting a channel message
    "_followup": "followup",  # a followup message through the interaction's webhook
    "_webhook_edit": "webhook-edit",  # editing a message through the interaction's webhook
    "_get_app_emojis": "emoji-list",  # listing the application's emojis
    "_start_thread": "thread",  # opening a thread from a message
    "_start_thread_alone": "thread-alone",  # opening a thread without a message (tournaments)
}
FAULT_TARGETS = tuple(_FAULT_HANDLERS.values())
SLOW = 200  # the status of a fault that only delays an answer (FakeDiscord.slow)


@dataclass
class Fault:
    target: str
    status: int
    times: int
    retry_after: float | None
    via: bool
    stall: float


@dataclass
class Hold:
    """A request handled as usual whose answer waits until `release()`: the bot's side of it
    never learns the outcome if it is killed meanwhile (FakeDiscord.hold_answer)."""

    target: str
    match: Callable[[Any], bool]
    held: asyncio.Event = field(default_factory=asyncio.Event)
    released: asyncio.Event = field(default_factory=asyncio.Event)

    def release(self) -> None:
        self.released.set()


@dataclass
class _Call:
    method: str
    path: str
    params: dict[str, str]
    query: dict[str, str]
    body: Any
    files: dict[str, tuple[str, bytes]]


class FakeDiscord:
    def __init__(self, *, token: str = "fake-bot-token", enforce_response_window: bool = True):
        self.token = token
        # Refuse initial responses after 3 s (10062), as Discord does.
        self.enforce_response_window = enforce_response_window
        # Privileged intents the application is allowed to use (0: none, like a fresh app).
        self.allowed_privileged_intents = 0
        self.snowflakes = _Snowflakes()
        self.application_id = self.snowflakes.next()
        self.bot_user = User(self.application_id, "Heckmeck Test Bot", bot=True)
        self.owner = User(self.snowflakes.next(), "app-owner")
        self.users: dict[int, User] = {self.bot_user.id: self.bot_user, self.owner.id: self.owner}
        self.guilds: dict[int, Guild] = {}
        self.foreign_guilds: dict[int, Guild] = {}  # servers without the bot
        self.installed_users: set[int] = set()  # users who installed the app to their account
        # The wall clock that ages interaction tokens (15 minutes); a test may put it on the
        # bot's movable clock.
        self.clock: Callable[[], float] = time.time
        self.channels: dict[int, Channel] = {}
        self.dm_channels: dict[int, Channel] = {}  # by the recipient's user id
        self.messages: list[Message] = []
        self._messages_by_id: dict[int, Message] = {}
        self.interactions: dict[int, Interaction] = {}
        self._interactions_by_token: dict[str, Interaction] = {}
        self.commands: dict[int | None, list[dict[str, Any]]] = {}
        self._command_ids: dict[tuple[int | None, str, int], int] = {}
        self.command_syncs: list[CommandSync] = []
        self.identifies: list[Identify] = []
        self.resumes = 0
        self.requests: list[str] = []
        self.unknown_routes: list[str] = []
        self.unknown_gateway_ops: list[int] = []
        self.errors: list[ApiErrorRecord] = []
        # Requests Discord would refuse (its OpenAPI spec and documented limits); each refused.
        self.contract_violations: list[Violation] = []
        self.internal_errors: list[str] = []
        self.world: World | None = None
        self.refuse_gateway = False  # answer gateway connections with 503 (an outage)
        self._faults: list[Fault] = []
        self._holds: list[Hold] = []
        self.injected: list[ApiErrorRecord] = []  # faults answered (not counted as errors)
        self.gateway_refusals = 0
        # Application emojis (id -> payload), and the name of every one ever uploaded, in order.
        self.app_emojis: dict[int, dict[str, Any]] = {}
        self.emoji_uploads: list[str] = []
        self.refuse_emoji_uploads = False  # answer 403 to uploads (as if not allowed)
        # Where to note what the bot offers and what users press (tests/e2e/presses.py): set
        # when a real bot process is attached, so that tests of the fake itself do not count.
        self.press_record: PressRecord | None = None
        self._sessions: list[_GatewaySession] = []
        self._session_ids: set[str] = set()
        self._session_shards: dict[str, tuple[int, int] | None] = {}
        self._backlogs: dict[str, list[dict[str, Any]]] = {}  # session id -> its events
        self.replayed = 0  # events sent again on a RESUME
        self._nonces: dict[tuple[int, str], Message] = {}  # (channel, nonce): the message
        self._change = asyncio.Event()
        self._runner: web.AppRunner | None = None
        self.port: int | None = None
        self._routes: list[tuple[str, re.Pattern[str], _Handler, bool]] = []
        self._add_routes()

    # ---- lifecycle -----------------------------------------------------------------------

    async def start(self) -> FakeDiscord:
        app = web.Application()
        app.router.add_get(GATEWAY_PATH, self._gateway)
        app.router.add_route("*", "/{tail:.*}", self._rest)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.bind(("127.0.0.1", 0))
        self.port = sock.getsockname()[1]
        await web.SockSite(self._runner, sock).start()
        return self

    async def close(self) -> None:
        for hold in self._holds:
            hold.release()
        for session in list(self._sessions):
            await session.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeDiscord:
        return await self.start()

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base_url(self) -> str:
        """The value for DISCORD_API_BASE_URL."""
        return f"{self.base_url}{API_PREFIX}"

    @property
    def gateway_url(self) -> str:
        """The value for DISCORD_GATEWAY_URL."""
        return f"ws://127.0.0.1:{self.port}{GATEWAY_PATH}"

    # ---- building the world --------------------------------------------------------------

    def add_user(self, name: str, *, locale: str = "en-US", global_name: str | None = None) -> User:
        user = User(self.snowflakes.next(), name, locale, global_name=global_name)
        self.users[user.id] = user
        return user

    def user(self, name: str) -> User:
        for user in self.users.values():
            if user.name == name:
                return user
        raise FakeDiscordError(f"no user named {name!r}")

    def add_guild(
        self,
        name: str,
        *,
        locale: str = "en-US",
        default_permissions: int = Permissions.MEMBER_DEFAULT,
        shard: tuple[int, int] | None = None,
    ) -> Guild:
        """A guild the bot is a member of (GUILD_CREATE when the bot next identifies); with
        `shard` = (shard id, shard count), one whose id Discord routes to that shard."""
        snowflakes = self.snowflakes
        guild_id = snowflakes.next() if shard is None else snowflakes.next_in_shard(*shard)
        guild = Guild(self, guild_id, name, locale, self.owner.id, default_permissions)
        self.guilds[guild.id] = guild
        guild.add_member(self.owner)
        guild.add_member(self.bot_user, permissions=Permissions.BOT_DEFAULT)
        return guild

    def add_guild_without_bot(self, name: str, *, external_apps: bool = True) -> Guild:
        """A server that never added the bot: the bot hears nothing of it but the interactions
        of members who installed the app; with `external_apps` off, Discord turns every answer
        there private (members lack USE_EXTERNAL_APPS)."""
        permissions = Permissions.MEMBER_DEFAULT
        if not external_apps:
            permissions &= ~Permissions.USE_EXTERNAL_APPS
        guild = Guild(self, self.snowflakes.next(), name, "en-US", self.owner.id, permissions)
        guild.has_bot = False
        self.foreign_guilds[guild.id] = guild
        guild.add_member(self.owner)
        return guild

    def add_group_dm(self, name: str, *members: User) -> Channel:
        """A group DM of `members` (no guild; the bot is no member of it)."""
        channel = Channel(self, self.snowflakes.next(), None, name, 3)  # type: ignore[arg-type]
        channel.recipients = list(members)
        self.channels[channel.id] = channel
        return channel

    def bot_dm(self, user: User) -> Channel:
        """The user's direct message channel with the bot (the same one each time)."""
        channel = self.dm_channels.get(user.id)
        if channel is None:
            channel = Channel(self, self.snowflakes.next(), None, f"dm-{user.name}", 1)  # type: ignore[arg-type]
            channel.recipient = user
            self.dm_channels[user.id] = channel
            self.channels[channel.id] = channel
        return channel

    def install_for(self, user: User) -> None:
        """The user adds the app to their account (user install)."""
        self.installed_users.add(user.id)

    def add_default_world(self) -> World:
        guild = self.add_guild("Heckmeck Test Server")
        channel = guild.add_text_channel("heckmeck")
        other = guild.add_text_channel("general")
        names = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi"]
        players = [self.add_user(n) for n in names]
        for player in players:
            guild.add_member(player)
        mod = self.add_user("mod")
        guild.add_member(mod, permissions=Permissions.MEMBER_DEFAULT | Permissions.MANAGE_MESSAGES)
        self.world = World(guild, channel, other, *players, mod)
        return self.world

    # ---- driving the bot as users do -----------------------------------------------------

    async def slash(
        self, user: User, channel: Channel, command: str, /, *path: str, **options: Any
    ) -> Interaction:
        """Run a synced slash command, e.g. `slash(u, ch, "heckmeck", "start", edition="classic")`
        or `slash(u, ch, "heckmeck settings language", language="de")`. The option tree and value
        types come from the definitions the bot synced; choices may be given by value or name."""
        words = [w for part in (command, *path) for w in part.split()]
        definition, guild_id = self._find_command(channel.guild, words[0])
        check_user_install(self, user, channel, definition)
        built, resolved = self._build_options(definition, words[1:], options, channel.guild)
        data: dict[str, Any] = {
            "id": str(definition["id"]),
            "name": definition["name"],
            "type": 1,
            "options": built,
        }
        if guild_id is not None:
            data["guild_id"] = str(guild_id)
        if resolved:
            data["resolved"] = resolved
        if self.press_record is not None:
            self.press_record.saw_command(words)
        return await self.send_interaction(user, channel, APPLICATION_COMMAND, data)

    async def click(
        self,
        user: User,
        message: Message,
        custom_id: str | None = None,
        *,
        label: str | None = None,
        force: bool = False,
    ) -> Interaction:
        """Press a button (by custom_id or exact label) on a message the user can see. Refuses a
        disabled or missing button unless `force=True` (a stale or forged client). Pass
        `message.snapshot()` taken earlier to click what an out-of-date client showed."""
        if custom_id is None and label is None:
            raise FakeDiscordError("click needs a custom_id or a label")
        live = self._live(message)
        if not force:
            self._check_can_interact(user, live)
        matches = [
            b
            for b in message.buttons()
            if (custom_id is None or b.custom_id == custom_id)
            and (label is None or b.label == label)
        ]
        if len(matches) > 1:
            raise FakeDiscordError(
                f"{len(matches)} buttons match; buttons: {message.describe_buttons()}"
            )
        if not force:
            if not matches:
                raise FakeDiscordError(
                    f"{user.name} cannot click {custom_id or label!r}: no such button on "
                    f"{message!r}; buttons: {message.describe_buttons()}"
                )
            if matches[0].disabled:
                raise FakeDiscordError(
                    f"{user.name} cannot click {custom_id or label!r}: the button is disabled"
                )
        if matches:
            custom_id = matches[0].custom_id
        if custom_id is None:
            raise FakeDiscordError("a forced click by label needs the button to exist")
        data = {"custom_id": custom_id, "component_type": 2}
        return await self.send_interaction(
            user, live.channel, MESSAGE_COMPONENT, data, message=message
        )

    async def select(
        self,
        user: User,
        message: Message,
        custom_id: str,
        values: Iterable[str],
        *,
        force: bool = False,
    ) -> Interaction:
        """Choose `values` in a select menu (string selects are checked against their options)."""
        live = self._live(message)
        values = [str(v) for v in values]
        found = [s for s in message.selects() if s.custom_id == custom_id]
        component_type = found[0].type if found else 3
        if not force:
            self._check_can_interact(user, live)
            if not found:
                raise FakeDiscordError(f"no select {custom_id!r} on {message!r}")
            menu = found[0]
            if menu.disabled:
                raise FakeDiscordError(f"the select {custom_id!r} is disabled")
            if not menu.min_values <= len(values) <= menu.max_values:
                raise FakeDiscordError(
                    f"select {custom_id!r} takes {menu.min_values}-{menu.max_values} values"
                )
            allowed = {o.value for o in menu.options}
            if menu.type == 3 and not set(values) <= allowed:
                raise FakeDiscordError(f"{values} not among the options {sorted(allowed)}")
        data = {"custom_id": custom_id, "component_type": component_type, "values": values}
        return await self.send_interaction(
            user, live.channel, MESSAGE_COMPONENT, data, message=message
        )

    async def submit_modal(
        self, user: User, opened_by: Interaction, values: dict[str, str]
    ) -> Interaction:
        """Fill in and submit the modal the bot opened in answer to `opened_by`."""
        modal = opened_by.modal
        if modal is None:
            raise FakeDiscordError(f"{opened_by!r} was not answered with a modal")

        def fill(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
            filled = []
            for component in components:
                if component.get("type") == 1:
                    filled.append({"type": 1, "components": fill(component.get("components", []))})
                elif component.get("type") == 18:
                    filled.append({"type": 18, "component": fill([component["component"]])[0]})
                elif component.get("type") == 4:
                    cid = component["custom_id"]
                    filled.append({"type": 4, "custom_id": cid, "value": values.get(cid, "")})
            return filled

        data = {"custom_id": modal["custom_id"], "components": fill(modal.get("components", []))}
        return await self.send_interaction(
            user, opened_by.channel, MODAL_SUBMIT, data, message=opened_by.message
        )

    async def send_interaction(
        self,
        user: User,
        channel: Channel,
        interaction_type: int,
        data: dict[str, Any],
        *,
        message: Message | None = None,
    ) -> Interaction:
        """Low level: send any INTERACTION_CREATE (no checks on `data`)."""
        guild = channel.guild
        session = self._active_session(guild.id if guild is not None else None)
        if guild is not None:
            guild.member(user)
        ix = Interaction(
            fake=self,
            id=self.snowflakes.next(),
            token=f"fake-interaction-{secrets.token_urlsafe(24)}",
            type=interaction_type,
            user=user,
            channel=channel,
            data=data,
            message=self._live(message) if message is not None else None,
            message_payload=message.payload() if message is not None else None,
            issued_at=self.clock(),
        )
        place_interaction(self, ix)
        self.interactions[ix.id] = ix
        self._interactions_by_token[ix.token] = ix
        if self.press_record is not None and interaction_type == MESSAGE_COMPONENT:
            self.press_record.saw_press(str(data.get("custom_id")), ix.message_payload)
        sent = session.dispatch("INTERACTION_CREATE", self._interaction_payload(ix))
        ix.created_at = asyncio.get_running_loop().time()
        try:
            await sent
        except FakeDiscordError:
            if not session.detached:  # a dropped connection's events wait for the RESUME
                raise
        self._changed()
        return ix

    # ---- looking at what users see -------------------------------------------------------

    def undescribed_uploads(self) -> list[str]:
        """Every file the bot uploaded without a description (the alt text a screen reader
        speaks), as "message id: filename"."""
        return [
            f"{m.id}: {a['filename']}"
            for m in self.messages
            for a in m.attachments
            if not (a.get("description") or "").strip()
        ]

    def channel_messages(self, channel: Channel) -> list[Message]:
        """Public, not deleted messages in the channel, oldest first."""
        return [
            m
            for m in self.messages
            if m.channel is channel and m.ephemeral_to is None and not m.deleted
        ]

    def versions_of(self, message: Message) -> list[dict[str, Any]]:
        """Every version the message has shown (payloads), oldest first, the current one last."""
        live = self._live(message)
        return [*live.versions, live.payload()]

    def visible_to(self, user: User, channel: Channel) -> list[Message]:
        """What `user` sees in `channel`: public messages and their own ephemeral ones."""
        return [m for m in self.messages if m.channel is channel and m.visible_to(user)]

    def latest_message(
        self,
        channel: Channel | None = None,
        predicate: Callable[[Message], bool] | None = None,
        *,
        visible_to: User | None = None,
    ) -> Message | None:
        """The newest matching message: public ones, plus `visible_to`'s ephemeral ones."""
        for message in reversed(self.messages):
            if self._matches(message, channel, predicate, visible_to, None):
                return message
        return None

    async def wait_for(
        self,
        predicate: Callable[[Message], bool] | None = None,
        *,
        channel: Channel | None = None,
        visible_to: User | None = None,
        after: Message | None = None,
        timeout: float = PATIENCE,
    ) -> Message:
        """Wait until a message (new or edited) matches; returns the newest match. Searches public
        messages, plus `visible_to`'s ephemeral ones; `after` keeps only messages newer than it."""

        def find() -> Message | None:
            for message in reversed(self.messages):
                if self._matches(message, channel, predicate, visible_to, after):
                    return message
            return None

        return await self.wait_until(
            find, timeout=timeout, what="a matching message", channel=channel
        )

    def interaction_response(self, interaction_id: int) -> Interaction:
        """The record of an interaction: response type, timing, messages produced."""
        return self.interactions[interaction_id]

    @property
    def slow_interactions(self) -> list[Interaction]:
        """Interactions whose initial response came after 3 s, or has not come after 3 s."""
        now = asyncio.get_running_loop().time()
        return [
            ix
            for ix in self.interactions.values()
            if ix.created_at is not None
            and ((ix.responded_at or now) - ix.created_at > INITIAL_RESPONSE_WINDOW)
        ]

    @property
    def pending_interactions(self) -> list[Interaction]:
        return [ix for ix in self.interactions.values() if not ix.responded]

    async def assert_healthy(self, *, allow_errors: bool = False) -> None:
        """Wait for every interaction to be answered (or to be 3 s late), then assert: no unknown
        routes, no slow interaction, no fake fault, and (unless allowed) no 4xx given to the bot."""
        loop = asyncio.get_running_loop()

        def settled() -> bool:
            now = loop.time()
            return all(
                ix.responded
                or ix.created_at is None
                or now - ix.created_at > INITIAL_RESPONSE_WINDOW
                for ix in self.interactions.values()
            )

        await self.wait_until(settled, timeout=INITIAL_RESPONSE_WINDOW + 1, what="pending answers")
        problems = []
        if self.unknown_routes:
            problems.append(f"unknown routes: {self.unknown_routes}")
        if self.unknown_gateway_ops:
            problems.append(f"unknown gateway ops: {self.unknown_gateway_ops}")
        if self.slow_interactions:
            problems.append(f"slow interactions: {self.slow_interactions}")
        if self.internal_errors:
            problems.append(f"fake Discord faults: {self.internal_errors}")
        if self.errors and not allow_errors:
            problems.append(f"errors answered to the bot: {self.errors}")
        if problems:
            raise FakeDiscordError("; ".join(problems))

    def describe(self, channel: Channel | None = None) -> str:
        """A readable dump of recent messages (for failure messages)."""
        lines = []
        for message in self.messages[-15:]:
            if channel is None or message.channel is channel:
                lines.append(f"  {message!r}  buttons: {message.describe_buttons() or '-'}")
        return "\n".join(lines) or "  (no messages)"

    # ---- waiting ---------------------------------------------------------------------------

    @property
    def connected(self) -> bool:
        return any(s.identified and not s.closed for s in self._sessions)

    @property
    def resuming(self) -> bool:
        """A connection the fake dropped waits for its RESUME (its events wait with it)."""
        return any(s.detached for s in self._sessions)

    async def wait_until(
        self,
        check: Callable[[], Any],
        *,
        timeout: float = PATIENCE,
        what: str = "a condition",
        channel: Channel | None = None,
        tick: float = 0.25,
    ) -> Any:
        """Re-evaluate `check` after every change until it returns something other than None or
        False; returns that value, or raises FakeDiscordError with context after `timeout`. What
        no request changes (the bot's log) is looked at again every `tick` seconds."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            result = check()
            if result is not None and result is not False:
                return result
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise FakeDiscordError(
                    f"timed out after {timeout} s waiting for {what}.\n"
                    f"bot connected: {self.connected}; unknown routes: {self.unknown_routes}; "
                    f"errors: {self.errors[-5:]}; faults: {self.internal_errors}\n"
                    f"recent messages:\n{self.describe(channel)}"
                )
            event = self._change
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(event.wait(), min(remaining, tick))

    async def wait_for_identify(self, count: int, *, timeout: float = PATIENCE) -> None:
        """Wait until the bot has identified `count` times in total and got its guilds."""
        await self.wait_until(
            lambda: len(self.identifies) >= count and self.connected,
            timeout=timeout,
            what=f"IDENTIFY number {count}",
        )

    async def disconnect_bot(self, code: int = 4000) -> None:
        """Drop the bot's gateway connection (it reconnects and RESUMEs). Until it does, the
        session's events (interactions included) wait, and the RESUME replays them."""
        for session in list(self._sessions):
            if not session.closed:
                session.detached = session.identified
                await session.close(code=code)
        self._changed()

    def _changed(self) -> None:
        self._change.set()
        self._change = asyncio.Event()

    # ---- internals: driving ----------------------------------------------------------------

    def _active_session(self, guild_id: int | None = None) -> _GatewaySession:
        for session in reversed(self._sessions):
            if session.identified and not session.closed and session.serves(guild_id):
                return session
        for session in reversed(self._sessions):
            if session.detached and session.serves(guild_id):
                return session  # the event waits for the RESUME
        raise FakeDiscordError("the bot is not connected to the gateway (for that guild's shard)")

    def shard_connected(self, guild_id: int) -> bool:
        return any(s.identified and not s.closed and s.serves(guild_id) for s in self._sessions)

    def _broadcast(self, event: str, data: dict[str, Any]) -> None:
        guild_id = int(data["guild_id"]) if data.get("guild_id") else None
        for session in self._sessions:
            if (
                session.identified
                and (not session.closed or session.detached)
                and session.intents & GUILDS_INTENT
                and session.serves(guild_id)
            ):
                session.dispatch(event, data)

    def _live(self, message: Message) -> Message:
        try:
            return self._messages_by_id[message.id]
        except KeyError:
            raise FakeDiscordError(f"{message!r} is not a message the fake recorded") from None

    def _check_can_interact(self, user: User, message: Message) -> None:
        if message.deleted:
            raise FakeDiscordError(f"{user.name} cannot use {message!r}: it was deleted")
        if not message.visible_to(user):
            raise FakeDiscordError(f"{user.name} cannot see {message!r}")

    @staticmethod
    def _matches(
        message: Message,
        channel: Channel | None,
        predicate: Callable[[Message], bool] | None,
        visible_to: User | None,
        after: Message | None,
    ) -> bool:
        if message.deleted or (channel is not None and message.channel is not channel):
            return False
        if message.ephemeral_to is not None and message.ephemeral_to is not visible_to:
            return False
        if after is not None and message.id <= after.id:
            return False
        return predicate is None or bool(predicate(message))

    def _find_command(self, guild: Guild | None, name: str) -> tuple[dict[str, Any], int | None]:
        scopes = (None,) if guild is None or not guild.has_bot else (guild.id, None)
        for scope in scopes:
            for definition in self.commands.get(scope, []):
                if definition["name"] == name and definition.get("type", 1) == 1:
                    return definition, scope
        synced = sorted({d["name"] for scope in scopes for d in self.commands.get(scope, [])})
        raise FakeDiscordError(f"/{name} is not a synced slash command; synced: {synced}")

    def _build_options(
        self,
        definition: dict[str, Any],
        path: list[str],
        values: dict[str, Any],
        guild: Guild | None,
    ) -> tuple[list[dict[str, Any]], dict[str, Any]]:
        node = definition
        qualified = [definition["name"]]
        top: list[dict[str, Any]] = []
        container = top
        for part in path:
            children = [o for o in node.get("options") or [] if o["type"] in (1, 2)]
            sub = next((o for o in children if o["name"] == part), None)
            if sub is None:
                raise FakeDiscordError(
                    f"/{' '.join(qualified)} has no subcommand {part!r}; it has "
                    f"{[o['name'] for o in children]}"
                )
            entry: dict[str, Any] = {"type": sub["type"], "name": sub["name"], "options": []}
            container.append(entry)
            container = entry["options"]
            node = sub
            qualified.append(part)
        subcommands = [o["name"] for o in node.get("options") or [] if o["type"] in (1, 2)]
        if subcommands:
            raise FakeDiscordError(f"/{' '.join(qualified)} needs one of {subcommands}")
        params = node.get("options") or []
        resolved: dict[str, Any] = {}
        given: dict[str, Any] = {}
        for key, value in values.items():
            param = next((p for p in params if p["name"] in (key, key.replace("_", "-"))), None)
            if param is None:
                raise FakeDiscordError(
                    f"/{' '.join(qualified)} has no option {key!r}; options: "
                    f"{[p['name'] for p in params]}"
                )
            given[param["name"]] = self._coerce_option(param, value, resolved, guild)
        for param in params:
            if param.get("required") and param["name"] not in given:
                raise FakeDiscordError(f"/{' '.join(qualified)} needs the option {param['name']!r}")
            if param["name"] in given:
                container.append(
                    {"type": param["type"], "name": param["name"], "value": given[param["name"]]}
                )
        return top, resolved

    def _coerce_option(
        self, param: dict[str, Any], value: Any, resolved: dict[str, Any], guild: Guild | None
    ) -> Any:
        kind, name = param["type"], param["name"]
        if kind in (6, 9):
            if not isinstance(value, User):
                raise FakeDiscordError(f"option {name!r} takes a User")
            resolved.setdefault("users", {})[str(value.id)] = value.payload()
            if guild is not None and value.id in guild.members:
                member = guild.members[value.id].payload(with_user=False)
                resolved.setdefault("members", {})[str(value.id)] = member
            return str(value.id)
        if kind == 7:
            if not isinstance(value, Channel):
                raise FakeDiscordError(f"option {name!r} takes a Channel")
            allowed = param.get("channel_types")
            if allowed and value.type not in allowed:
                raise FakeDiscordError(f"option {name!r} takes channel types {allowed}")
            channel_data = value.payload()
            channel_data["permissions"] = str(Permissions.MEMBER_DEFAULT)
            resolved.setdefault("channels", {})[str(value.id)] = channel_data
            return str(value.id)
        if kind == 8:
            if not isinstance(value, Role) or guild is None or value.id not in guild.roles:
                raise FakeDiscordError(f"option {name!r} takes a Role of the guild")
            resolved.setdefault("roles", {})[str(value.id)] = value.payload()
            return str(value.id)
        expected: dict[int, tuple[type, ...]] = {3: (str,), 4: (int,), 5: (bool,), 10: (int, float)}
        if kind not in expected:
            raise FakeDiscordError(f"option {name!r} has type {kind}, which the fake cannot send")
        choices = param.get("choices") or []
        by_name = {c["name"]: c["value"] for c in choices}
        if choices and value not in [c["value"] for c in choices] and value in by_name:
            value = by_name[value]
        if not isinstance(value, expected[kind]) or (kind != 5 and isinstance(value, bool)):
            raise FakeDiscordError(f"option {name!r} takes {expected[kind]}, got {value!r}")
        if choices and value not in [c["value"] for c in choices]:
            raise FakeDiscordError(
                f"option {name!r} must be one of {[c['value'] for c in choices]}, got {value!r}"
            )
        if kind in (4, 10):
            low, high = param.get("min_value"), param.get("max_value")
            if (low is not None and value < low) or (high is not None and value > high):
                raise FakeDiscordError(f"option {name!r} must be in [{low}, {high}]")
        if kind == 3:
            low, high = param.get("min_length", 0), param.get("max_length", 6000)
            if not low <= len(value) <= high:
                raise FakeDiscordError(f"option {name!r} must be {low}-{high} characters")
        return value

    def _interaction_payload(self, ix: Interaction) -> dict[str, Any]:
        guild = ix.channel.guild
        if guild is None or not guild.has_bot:
            return user_install_payload(self, ix)
        payload: dict[str, Any] = {
            "id": str(ix.id),
            "application_id": str(self.application_id),
            "type": ix.type,
            "data": ix.data,
            "guild_id": str(guild.id),
            "guild": {"id": str(guild.id), "locale": guild.locale, "features": []},
            "channel_id": str(ix.channel.id),
            "channel": ix.channel.payload(),
            "member": guild.member(ix.user).payload(),
            "token": ix.token,
            "version": 1,
            "locale": ix.user.locale,
            "guild_locale": guild.locale,
            "app_permissions": str(guild.member(self.bot_user).effective_permissions()),
            "entitlements": [],
            "authorizing_integration_owners": {"0": str(guild.id)},
            "context": 0,
            "attachment_size_limit": 10 * 1024 * 1024,
        }
        if ix.message_payload is not None:
            payload["message"] = ix.message_payload
        return payload

    # ---- internals: gateway ----------------------------------------------------------------

    async def _gateway(self, request: web.Request) -> web.StreamResponse:
        if self.refuse_gateway:  # an outage: discord.py backs off and tries again
            self.gateway_refusals += 1
            self._changed()
            return web.Response(status=503)
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        session = _GatewaySession(self, ws)
        self._sessions.append(session)
        session.send(
            {"op": 10, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}, "s": None, "t": None}
        )
        try:
            async for frame in ws:
                if frame.type is WSMsgType.TEXT:
                    await self._on_gateway_frame(session, json.loads(frame.data))
                elif frame.type is WSMsgType.BINARY:
                    self.internal_errors.append("the bot sent a binary gateway frame")
        except Exception as exc:
            log.exception("fake gateway failed")
            self.internal_errors.append(f"gateway: {exc!r}")
        finally:
            session.closed = True
            session.stop_writer()
            self._changed()
        return ws

    async def _on_gateway_frame(self, session: _GatewaySession, payload: dict[str, Any]) -> None:
        op, data = payload.get("op"), payload.get("d")
        if op == 1:  # heartbeat
            session.send({"op": 11, "d": None, "s": None, "t": None})
        elif op == 2:  # identify
            await self._identify(session, data)
        elif op == 6:  # resume
            if data.get("token") == self.token and data.get("session_id") in self._session_ids:
                self._resume(session, data["session_id"], int(data.get("seq") or 0))
            else:
                session.send({"op": 9, "d": False, "s": None, "t": None})
            self._changed()
        elif op in (3, 4, 8):  # presence, voice state, request members: accepted, ignored
            pass
        else:
            self.unknown_gateway_ops.append(op)
            log.warning("fake Discord: unknown gateway op %s", op)

    def _resume(self, session: _GatewaySession, session_id: str, seen: int) -> None:
        """Discord's RESUME: the events dispatched since the client's last sequence number, in
        order and with their numbers, then RESUMED; the session goes on numbering from there."""
        earlier = [s for s in self._sessions if s.session_id == session_id and s is not session]
        for old in earlier:
            old.detached = False
        session.session_id = session_id
        session.shard = self._session_shards.get(session_id)
        session.identified = True
        session.intents = earlier[-1].intents if earlier else GUILDS_INTENT
        missed = [e for e in self._backlogs.get(session_id, []) if e["s"] > seen]
        for payload in missed:
            session.send(payload)
        self.replayed += len(missed)
        session.seq = max([seen, *(old.seq for old in earlier)])
        self.resumes += 1
        session.dispatch("RESUMED", {})

    async def _identify(self, session: _GatewaySession, data: dict[str, Any]) -> None:
        if data.get("token") != self.token:
            await session.close(code=4004, message=b"Authentication failed.")
            return
        intents = int(data.get("intents", 0))
        refused = [
            n
            for bit, n in PRIVILEGED_INTENTS.items()
            if intents & bit and not self.allowed_privileged_intents & bit
        ]
        shard = data.get("shard")
        self.identifies.append(
            Identify(
                intents,
                dict(data.get("properties") or {}),
                time.time(),
                (int(shard[0]), int(shard[1])) if shard else None,
            )
        )
        if refused:
            await session.close(code=4014, message=b"Disallowed intent(s).")
            self._changed()
            return
        for old in self._sessions:  # a new session: the old one of that shard is not resumed
            if old.detached and old.shard == self.identifies[-1].shard:
                old.detached = False
                self._backlogs.pop(old.session_id or "", None)
        session.session_id = secrets.token_hex(16)
        self._session_ids.add(session.session_id)
        session.intents = intents
        session.shard = self.identifies[-1].shard
        self._session_shards[session.session_id] = session.shard
        guilds = [g for g in self.guilds.values() if session.serves(g.id)]
        session.dispatch(
            "READY",
            {
                "v": 10,
                "user": {
                    **self.bot_user.payload(),
                    "verified": True,
                    "mfa_enabled": False,
                    "flags": 0,
                },
                "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
                **({"shard": list(session.shard)} if session.shard else {}),
                "session_id": session.session_id,
                "resume_gateway_url": self.gateway_url,
                "application": {"id": str(self.application_id), "flags": 0},
                "private_channels": [],
                "relationships": [],
                "_trace": ["fake-discord"],
            },
        )
        last = None
        if intents & GUILDS_INTENT:
            for guild in guilds:
                last = session.dispatch("GUILD_CREATE", guild.payload())
        if last is not None:
            await last  # READY and every GUILD_CREATE are written
        session.identified = True
        self._changed()

    # ---- internals: REST -------------------------------------------------------------------

    def _add_routes(self) -> None:
        snowflake = r"(?P<{}>\d+)"
        token = r"(?P<token>[^/]+)"
        app = snowflake.format("app_id")
        channel = snowflake.format("channel_id")
        message = snowflake.format("message_id")
        guild = snowflake.format("guild_id")
        routes: list[tuple[str, str, _Handler, bool]] = [
            ("GET", r"/users/@me", self._get_me, True),
            ("GET", rf"/users/{snowflake.format('user_id')}", self._get_user, True),
            ("POST", r"/users/@me/channels", self._open_dm, True),
            ("GET", r"/oauth2/applications/@me", self._get_application, True),
            ("GET", r"/applications/@me", self._get_application, True),
            ("GET", r"/gateway", self._get_gateway, False),
            ("GET", r"/gateway/bot", self._get_gateway_bot, True),
            ("PUT", rf"/applications/{app}/commands", self._put_commands, True),
            ("GET", rf"/applications/{app}/commands", self._get_commands, True),
            ("PUT", rf"/applications/{app}/guilds/{guild}/commands", self._put_commands, True),
            ("GET", rf"/applications/{app}/guilds/{guild}/commands", self._get_commands, True),
            (
                "POST",
                rf"/interactions/(?P<interaction_id>\d+)/{token}/callback",
                self._callback,
                False,
            ),
            ("POST", rf"/webhooks/{app}/{token}", self._followup, False),
            (
                "GET",
                rf"/webhooks/{app}/{token}/messages/(?P<message_id>@original|\d+)",
                self._webhook_get,
                False,
            ),
            (
                "PATCH",
                rf"/webhooks/{app}/{token}/messages/(?P<message_id>@original|\d+)",
                self._webhook_edit,
                False,
            ),
            (
                "DELETE",
                rf"/webhooks/{app}/{token}/messages/(?P<message_id>@original|\d+)",
                self._webhook_delete,
                False,
            ),
            ("GET", rf"/applications/{app}/emojis", self._get_app_emojis, True),
            ("POST", rf"/applications/{app}/emojis", self._post_app_emoji, True),
            (
                "DELETE",
                rf"/applications/{app}/emojis/{snowflake.format('emoji_id')}",
                self._delete_app_emoji,
                True,
            ),
            ("GET", rf"/channels/{channel}", self._get_channel, True),
            ("PATCH", rf"/channels/{channel}", self._edit_channel, True),
            (
                "POST",
                rf"/channels/{channel}/messages/{message}/threads",
                self._start_thread,
                True,
            ),
            ("POST", rf"/channels/{channel}/threads", self._start_thread_alone, True),
            ("POST", rf"/channels/{channel}/messages", self._post_message, True),
            ("GET", rf"/channels/{channel}/messages", self._channel_history, True),
            ("GET", rf"/channels/{channel}/messages/{message}", self._get_message, True),
            ("PATCH", rf"/channels/{channel}/messages/{message}", self._edit_message, True),
            ("DELETE", rf"/channels/{channel}/messages/{message}", self._delete_message, True),
            ("GET", rf"/guilds/{guild}", self._get_guild, True),
            (
                "GET",
                rf"/guilds/{guild}/members/{snowflake.format('user_id')}",
                self._get_member,
                True,
            ),
            (
                "PUT",
                rf"/guilds/{guild}/members/{snowflake.format('user_id')}/roles/"
                + snowflake.format("role_id"),
                self._put_member_role,
                True,
            ),
            (
                "DELETE",
                rf"/guilds/{guild}/members/{snowflake.format('user_id')}/roles/"
                + snowflake.format("role_id"),
                self._delete_member_role,
                True,
            ),
        ]
        self._routes = [(m, re.compile(p), h, auth) for m, p, h, auth in routes]

    async def _rest(self, request: web.Request) -> web.StreamResponse:
        method, full_path = request.method, request.path
        self.requests.append(f"{method} {full_path}")
        path = full_path[len(API_PREFIX) :] if full_path.startswith(API_PREFIX + "/") else None
        route = None
        if path is not None:
            route = next(
                (
                    (r, m)
                    for r in self._routes
                    if r[0] == method and (m := r[1].fullmatch(path)) is not None
                ),
                None,
            )
        if route is None:
            self.unknown_routes.append(f"{method} {full_path}")
            log.warning("fake Discord: unknown route %s %s", method, full_path)
            return self._json({"message": "404: Not Found", "code": 0}, status=404)
        (_, _, handler, needs_auth), match = route
        fault = self._take_fault(handler)
        if fault is not None and fault.status == SLOW:
            self.injected.append(ApiErrorRecord(method, full_path, 200, 0, "slowed"))
            await asyncio.sleep(fault.stall)
        elif fault is not None:
            return await self._fault_response(fault, method, full_path)
        try:
            if needs_auth and request.headers.get("Authorization") != f"Bot {self.token}":
                raise _ApiError(401, 0, "401: Unauthorized")
            body, files = await self._read_body(request)
            self._check_contract(method, path, dict(request.query), body)
            call = _Call(method, path, match.groupdict(), dict(request.query), body, files)
            result = await handler(call)
            await self._hold_answer(handler, body)
        except _ApiError as exc:
            self.errors.append(ApiErrorRecord(method, full_path, exc.status, exc.code, exc.message))
            log.warning(
                "fake Discord: %s %s -> %s %s %s %s",
                method,
                full_path,
                exc.status,
                exc.code,
                exc.message,
                exc.errors or "",
            )
            error: dict[str, Any] = {"message": exc.message, "code": exc.code}
            if exc.errors:
                error["errors"] = exc.errors
            return self._json(error, status=exc.status)
        except ConnectionResetError:  # the bot died while sending: nobody waits for an answer
            return web.Response(status=400)
        except Exception as exc:  # a bug in the fake: never 5xx (discord.py would retry)
            log.exception("fake Discord fault on %s %s", method, full_path)
            self.internal_errors.append(f"{method} {full_path}: {exc!r}")
            return self._json({"message": f"fake Discord fault: {exc!r}", "code": 0}, status=400)
        finally:
            self._changed()
        if result is None:
            return web.Response(status=204)
        return self._json(result)

    def _check_contract(self, method: str, path: str, query: dict[str, str], body: Any) -> None:
        """Refuse, as Discord would, a request that breaks its API contract, and record it."""
        started = time.perf_counter()
        sizes: list[tuple[str, int, str, str]] = []
        route, violations = check_request(
            method, path, query, body, lambda *size: sizes.append(size)
        )
        SUITE_HEADROOM.request(method, route, len(violations), time.perf_counter() - started)
        if not violations:
            for size in sizes:
                SUITE_HEADROOM.measure(*size)
            return
        self.contract_violations.extend(violations)
        errors: dict[str, Any] = {}
        for violation in violations:
            entry = errors.setdefault(violation.field, {"_errors": []})
            entry["_errors"].append({"code": "CONTRACT", "message": violation.message})
        raise _ApiError(400, 50035, "Invalid Form Body", errors)

    # ---- injected faults --------------------------------------------------------------------

    def inject(
        self,
        target: str,
        status: int = 503,
        *,
        times: int = 1,
        retry_after: float | None = None,
        via: bool = True,
        stall: float = 0.0,
    ) -> Fault:
        """Answer the next `times` requests to `target` (see FAULT_TARGETS) with `status` instead
        of handling them: a 5xx, or a 429 with `retry_after` (with Discord's `Via` header, which
        discord.py needs to sleep a 429 out by itself; without it, it raises at once). `stall`
        holds each request that long first (a slow or hung Discord)."""
        if target not in FAULT_TARGETS:
            raise FakeDiscordError(f"unknown fault target {target!r}; one of {FAULT_TARGETS}")
        fault = Fault(target, status, times, retry_after, via, stall)
        self._faults.append(fault)
        return fault

    def slow(self, target: str, seconds: float, *, times: int = 1) -> Fault:
        """Handle the next `times` requests to `target` as usual, each after `seconds` (a slow
        Discord; an interaction's answer that arrives after 3 s is refused as Discord does)."""
        return self.inject(target, SLOW, times=times, stall=seconds)

    def hold_answer(self, target: str, match: Callable[[Any], bool] = lambda body: True) -> Hold:
        """Handle the next request to `target` (see FAULT_TARGETS) whose JSON body `match`es,
        but hold its answer until the returned Hold is released (or the fake closes): what it
        did is done on Discord while the bot still waits, as when a process dies mid-request."""
        if target not in FAULT_TARGETS:
            raise FakeDiscordError(f"unknown fault target {target!r}; one of {FAULT_TARGETS}")
        hold = Hold(target, match)
        self._holds.append(hold)
        return hold

    async def _hold_answer(self, handler: _Handler, body: Any) -> None:
        target = _FAULT_HANDLERS.get(getattr(handler, "__name__", ""))
        for hold in self._holds:
            if hold.target == target and not hold.held.is_set() and hold.match(body):
                hold.held.set()
                self._changed()
                await hold.released.wait()
                return

    def clear_faults(self) -> None:
        self._faults.clear()

    @property
    def pending_faults(self) -> list[Fault]:
        """Injected faults not yet used up."""
        return list(self._faults)

    def _take_fault(self, handler: _Handler) -> Fault | None:
        target = _FAULT_HANDLERS.get(getattr(handler, "__name__", ""))
        for fault in self._faults:
            if fault.target == target and fault.times > 0:
                fault.times -= 1
                if fault.times == 0:
                    self._faults.remove(fault)
                return fault
        return None

    async def _fault_response(self, fault: Fault, method: str, path: str) -> web.Response:
        self.injected.append(ApiErrorRecord(method, path, fault.status, 0, "injected fault"))
        self._changed()
        if fault.stall:
            await asyncio.sleep(fault.stall)
        if fault.status == 403:  # what Discord says when a permission is missing after all
            return self._json({"message": "Missing Permissions", "code": 50013}, status=403)
        if fault.status != 429:
            return self._json({"message": "injected server error", "code": 0}, status=fault.status)
        retry_after = fault.retry_after if fault.retry_after is not None else 1.0
        headers = {"Retry-After": f"{retry_after:.3f}", "X-RateLimit-Scope": "user"}
        if fault.via:
            headers["Via"] = "1.1 google"
        body = {"message": "You are being rate limited.", "retry_after": retry_after}
        return web.Response(
            body=json.dumps({**body, "global": False}).encode(),
            status=429,
            headers={"Content-Type": "application/json", **headers},
        )

    @staticmethod
    def _json(data: Any, status: int = 200) -> web.Response:
        # Not web.json_response: its "application/json; charset=utf-8" makes discord.py treat
        # the body as text. The header must be exactly application/json.
        return web.Response(
            body=json.dumps(data).encode(),
            status=status,
            headers={"Content-Type": "application/json"},
        )

    @staticmethod
    async def _read_body(request: web.Request) -> tuple[Any, dict[str, tuple[str, bytes]]]:
        files: dict[str, tuple[str, bytes]] = {}
        if not request.body_exists:
            return None, files
        if request.content_type.startswith("multipart/"):
            body = None
            reader = await request.multipart()
            while (part := await reader.next()) is not None:
                content = await part.read()  # type: ignore[union-attr]
                if part.name == "payload_json":
                    body = json.loads(content)
                elif part.name:
                    files[part.name] = (part.filename or part.name, bytes(content))  # type: ignore[union-attr]
            return body, files
        raw = await request.read()
        if not raw:
            return None, files
        if request.content_type != "application/json":
            raise _ApiError(400, 50109, "The request body contains invalid JSON.")
        return json.loads(raw), files

    # ---- REST handlers ---------------------------------------------------------------------

    async def _get_me(self, call: _Call) -> Any:
        return {**self.bot_user.payload(), "verified": True, "mfa_enabled": False, "flags": 0}

    async def _get_user(self, call: _Call) -> Any:
        user = self.users.get(int(call.params["user_id"]))
        if user is None:
            raise _ApiError(404, 10013, "Unknown User")
        return user.payload()

    async def _get_application(self, call: _Call) -> Any:
        return {
            "id": str(self.application_id),
            "name": self.bot_user.name,
            "description": "",
            "icon": None,
            "bot_public": True,
            "bot_require_code_grant": False,
            "owner": self.owner.payload(),
            "verify_key": "0" * 64,
            "flags": 0,
            "team": None,
            "bot": self.bot_user.payload(),
            "redirect_uris": [],
            "interactions_endpoint_url": None,
        }

    async def _get_gateway(self, call: _Call) -> Any:
        return {"url": self.gateway_url}

    async def _get_gateway_bot(self, call: _Call) -> Any:
        return {
            "url": self.gateway_url,
            "shards": 1,
            "session_start_limit": {
                "total": 1000,
                "remaining": 1000,
                "reset_after": 0,
                "max_concurrency": 1,
            },
        }

    def _check_app(self, call: _Call) -> None:
        if int(call.params["app_id"]) != self.application_id:
            raise _ApiError(404, 10002, "Unknown Application")

    def _command_scope(self, call: _Call) -> int | None:
        self._check_app(call)
        if "guild_id" not in call.params:
            return None
        guild_id = int(call.params["guild_id"])
        if guild_id not in self.guilds:
            raise _ApiError(403, 50001, "Missing Access")
        return guild_id

    async def _put_commands(self, call: _Call) -> Any:
        scope = self._command_scope(call)
        stored = []
        for command in call.body:
            kind = int(command.get("type", 1))
            key = (scope, command["name"], kind)
            command_id = self._command_ids.setdefault(key, self.snowflakes.next())
            entry = {
                "default_member_permissions": None,
                "nsfw": False,
                "options": [],
                **copy.deepcopy(command),
                "id": str(command_id),
                "application_id": str(self.application_id),
                "type": kind,
                "version": str(self.snowflakes.next()),
            }
            if kind != 1:
                entry.setdefault("description", "")
            if scope is not None:
                entry["guild_id"] = str(scope)
            stored.append(entry)
        self.commands[scope] = stored
        if self.press_record is not None:
            self.press_record.saw_sync(stored)
        self.command_syncs.append(CommandSync(scope, tuple(c["name"] for c in stored), time.time()))
        return stored

    async def _get_commands(self, call: _Call) -> Any:
        return self.commands.get(self._command_scope(call), [])

    # interactions

    def _interaction_for(self, token: str, interaction_id: int | None = None) -> Interaction:
        ix = self._interactions_by_token.get(token)
        if ix is None or (interaction_id is not None and ix.id != interaction_id):
            raise _ApiError(404, 10062, "Unknown interaction")
        return ix

    def _new_message(self, channel: Channel, body: dict[str, Any], **fields: Any) -> Message:
        message = Message(self, self.snowflakes.next(), channel, self.bot_user, **fields)
        self._apply(message, body, creating=True)
        message.notified = _notified(message.content, body.get("allowed_mentions"))
        self.messages.append(message)
        self._messages_by_id[message.id] = message
        return message

    def _apply(self, message: Message, body: dict[str, Any] | None, *, creating: bool) -> None:
        """Create or edit: validate the resulting message, then commit it."""
        body = body or {}
        flags = message.flags
        if "flags" in body and body["flags"] is not None:
            settable = SUPPRESS_EMBEDS | COMPONENTS_V2
            if creating:
                settable |= EPHEMERAL | SUPPRESS_NOTIFICATIONS | LOADING
            flags = (flags & ~settable) | (int(body["flags"]) & settable)
        if not creating:
            flags &= ~LOADING
        result = {
            "content": body.get("content", message.content),
            "embeds": body.get("embeds", message.embeds),
            "components": body.get("components", message.components),
            "flags": flags,
        }
        result = {
            k: (v if v is not None else ([] if k != "content" else "")) for k, v in result.items()
        }
        attachments = message.attachments
        if "attachments" in body:
            keep = {str(a.get("id")) for a in body.get("attachments") or []}
            attachments = [a for a in message.attachments if str(a["id"]) in keep]
        new_files = dict(message.files)
        # a new file's entry in "attachments" has the index of its part ("files[0]": id 0)
        described = {
            f"files[{a.get('id')}]": a.get("description") or ""
            for a in body.get("attachments") or []
        }
        for part, (filename, content) in body.get("_files", ()):
            attachment_id = self.snowflakes.next()
            attachments = [
                *attachments,
                {
                    "id": str(attachment_id),
                    "filename": filename,
                    "description": described.get(part, ""),
                    "size": len(content),
                    "url": f"{self.base_url}/attachments/{attachment_id}/{filename}",
                    "proxy_url": f"{self.base_url}/attachments/{attachment_id}/{filename}",
                },
            ]
            new_files[filename] = content
        if (
            not flags & LOADING
            and not result["content"]
            and not result["embeds"]
            and not result["components"]
            and not attachments
        ):
            raise _ApiError(400, 50006, "Cannot send an empty message")
        if not creating:
            message.versions.append(message.payload())
            message.edited_at = time.time()
        message.content = result["content"]
        message.embeds = copy.deepcopy(result["embeds"])
        message.components = copy.deepcopy(result["components"])
        message.flags = flags
        message.attachments = attachments
        message.files = new_files
        if self.press_record is not None:
            self.press_record.saw_message(message.components)

    @staticmethod
    def _with_files(call: _Call) -> dict[str, Any]:
        body = dict(call.body or {})
        body["_files"] = list(call.files.items())
        return body

    async def _callback(self, call: _Call) -> Any:
        ix = self._interaction_for(call.params["token"], int(call.params["interaction_id"]))
        if ix.responded:
            raise _ApiError(400, 40060, "Interaction has already been acknowledged.")
        now = asyncio.get_running_loop().time()
        if (
            self.enforce_response_window
            and ix.created_at is not None
            and now - ix.created_at > INITIAL_RESPONSE_WINDOW
        ):
            ix.late_response_attempts += 1
            raise _ApiError(404, 10062, "Unknown interaction")
        body = call.body or {}
        kind = body.get("type")
        data = dict(body.get("data") or {})
        data["_files"] = list(call.files.items())
        if ix.forced_private and kind in (CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE):
            data["flags"] = int(data.get("flags") or 0) | EPHEMERAL
        message: Message | None = None
        if kind == CHANNEL_MESSAGE:
            message = self._new_message(
                ix.channel,
                data,
                interaction=ix,
                type=20 if ix.type == APPLICATION_COMMAND else 0,
            )
            if message.ephemeral:
                message.ephemeral_to = ix.user
        elif kind == DEFERRED_CHANNEL_MESSAGE:
            flags = LOADING | (int(data.get("flags") or 0) & EPHEMERAL)
            message = self._new_message(
                ix.channel,
                {"flags": flags},
                interaction=ix,
                type=20 if ix.type == APPLICATION_COMMAND else 0,
            )
            if message.ephemeral:
                message.ephemeral_to = ix.user
        elif kind in (DEFERRED_UPDATE_MESSAGE, UPDATE_MESSAGE):
            if ix.message is None:
                raise _ApiError(400, 40004, "This interaction has no message to update")
            if kind == UPDATE_MESSAGE:
                self._apply(ix.message, data, creating=False)
                message = ix.message
        elif kind == AUTOCOMPLETE_RESULT:
            if ix.type != AUTOCOMPLETE:
                raise _ApiError(400, 50035, "Invalid Form Body")
            ix.autocomplete_choices = list(data.get("choices") or [])
        elif kind == MODAL:
            if ix.type == MODAL_SUBMIT:
                raise _ApiError(400, 50035, "Invalid Form Body")
            ix.modal = {k: v for k, v in data.items() if k != "_files"}
        else:
            raise _invalid_form("type", f"unsupported interaction callback type {kind!r}")
        if kind in (DEFERRED_UPDATE_MESSAGE, UPDATE_MESSAGE):
            ix.original = ix.message
        else:
            ix.original = message
        if message is not None:
            ix.messages.append(message)
        ix.responded_at = now
        ix.response_type = kind
        if call.query.get("with_response") not in ("1", "true", "True"):
            return None
        answer: dict[str, Any] = {
            "interaction": {
                "id": str(ix.id),
                "type": ix.type,
                "response_message_loading": kind == DEFERRED_CHANNEL_MESSAGE,
                "response_message_ephemeral": bool(message and message.ephemeral),
            },
            "resource": {"type": kind},
        }
        if message is not None:
            answer["interaction"]["response_message_id"] = str(message.id)
            answer["resource"]["message"] = message.payload()
        return answer

    def _webhook_interaction(self, call: _Call) -> Interaction:
        self._check_app(call)
        ix = self._interactions_by_token.get(call.params["token"])
        if ix is None:
            raise _ApiError(404, 10015, "Unknown Webhook")
        if not ix.responded:
            raise _ApiError(404, 10015, "Unknown Webhook")
        if self.clock() - ix.issued_at > TOKEN_LIFETIME:
            raise _ApiError(401, 50027, "Invalid Webhook Token")
        return ix

    def _webhook_message(self, ix: Interaction, message_id: str) -> Message:
        if message_id == "@original":
            message = ix.original
        else:
            message = next((m for m in ix.messages if m.id == int(message_id)), None)
            if message is None and ix.original is not None and ix.original.id == int(message_id):
                message = ix.original
        if message is None or message.deleted:
            raise _ApiError(404, 10008, "Unknown Message")
        return message

    async def _followup(self, call: _Call) -> Any:
        ix = self._webhook_interaction(call)
        body = self._with_files(call)
        original = ix.original
        if (
            ix.response_type == DEFERRED_CHANNEL_MESSAGE
            and original is not None
            and original.loading
            and not original.deleted
        ):
            # The first followup after a "thinking" defer fills the deferred message, which keeps
            # the defer's visibility whatever this followup's flags say.
            body.pop("flags", None)
            self._apply(original, body, creating=False)
            message = original
        else:
            if "0" not in ix.owners:  # only a user installed the app: five follow-ups at most
                if ix.followups >= USER_INSTALL_FOLLOWUPS:
                    raise _ApiError(400, 40094, "Maximum number of follow up messages reached")
                ix.followups += 1
            if ix.forced_private:
                body["flags"] = int(body.get("flags") or 0) | EPHEMERAL
            message = self._new_message(ix.channel, body, interaction=ix, type=0)
            if message.ephemeral:
                message.ephemeral_to = ix.user
        if message not in ix.messages:
            ix.messages.append(message)
        if call.query.get("wait") in ("1", "true", "True"):
            return message.payload()
        return None

    async def _webhook_get(self, call: _Call) -> Any:
        ix = self._webhook_interaction(call)
        return self._webhook_message(ix, call.params["message_id"]).payload()

    async def _webhook_edit(self, call: _Call) -> Any:
        ix = self._webhook_interaction(call)
        message = self._webhook_message(ix, call.params["message_id"])
        self._apply(message, self._with_files(call), creating=False)
        if message not in ix.messages:
            ix.messages.append(message)
        return message.payload()

    async def _webhook_delete(self, call: _Call) -> Any:
        ix = self._webhook_interaction(call)
        message = self._webhook_message(ix, call.params["message_id"])
        message.deleted = True
        return None

    # application emojis

    async def _get_app_emojis(self, call: _Call) -> Any:
        self._check_app(call)
        return {"items": list(self.app_emojis.values())}

    async def _post_app_emoji(self, call: _Call) -> Any:
        self._check_app(call)
        if self.refuse_emoji_uploads:
            raise _ApiError(403, 50013, "Missing Permissions")
        body = call.body or {}
        name = body["name"]  # name and image are checked against Discord's contract
        if any(e["name"] == name for e in self.app_emojis.values()):
            raise _invalid_form("name", "an application emoji with this name exists")
        if len(self.app_emojis) >= 2000:
            raise _ApiError(400, 30008, "Maximum number of emojis reached")
        emoji_id = self.snowflakes.next()
        payload = {
            "id": str(emoji_id),
            "name": name,
            "roles": [],
            "user": self.owner.payload(),
            "require_colons": True,
            "managed": False,
            "animated": False,
            "available": True,
        }
        self.app_emojis[emoji_id] = payload
        self.emoji_uploads.append(name)
        return payload

    async def _delete_app_emoji(self, call: _Call) -> Any:
        self._check_app(call)
        if self.app_emojis.pop(int(call.params["emoji_id"]), None) is None:
            raise _ApiError(404, 10014, "Unknown Emoji")
        return None

    # channels and messages

    def _channel(self, call: _Call) -> Channel:
        channel = self.channels.get(int(call.params["channel_id"]))
        if channel is None:
            raise _ApiError(404, 10003, "Unknown Channel")
        if channel.token_only:
            raise _ApiError(403, 50001, "Missing Access")
        return channel

    def _channel_message(self, call: _Call) -> Message:
        channel = self._channel(call)
        message = self._messages_by_id.get(int(call.params["message_id"]))
        if (
            message is None
            or message.channel is not channel
            or message.deleted
            or message.ephemeral
        ):
            raise _ApiError(404, 10008, "Unknown Message")
        return message

    async def _get_channel(self, call: _Call) -> Any:
        return self._channel(call).payload()

    async def _open_dm(self, call: _Call) -> Any:
        """The direct message channel with a user (the same one each time)."""
        user = self.users.get(int((call.body or {}).get("recipient_id") or 0))
        if user is None:
            raise _ApiError(400, 50033, "Invalid Recipient(s)")
        return self.bot_dm(user).payload()

    def direct_messages(self, user: User) -> list[Message]:
        """The bot's direct messages to `user` that Discord delivered, oldest first."""
        channel = self.dm_channels.get(user.id)
        return [m for m in self.messages if channel is not None and m.channel is channel]

    def _bot_may(self, guild: Guild, permission: int) -> None:
        if not guild.member(self.bot_user).effective_permissions() & permission:
            raise _ApiError(403, 50013, "Missing Permissions")

    async def _start_thread(self, call: _Call) -> Any:
        """A public thread from a message; its id is the message's, as on Discord."""
        message = self._channel_message(call)
        parent = message.channel
        if parent.is_thread or parent.recipient is not None:
            raise _ApiError(400, 50024, "Cannot execute action on this channel type")
        self._bot_may(parent.guild, Permissions.CREATE_PUBLIC_THREADS)
        if message.id in self.channels:
            raise _ApiError(400, 160004, "A thread has already been created for this message")
        name = str((call.body or {}).get("name") or "")
        if not 1 <= len(name) <= 100:
            raise _invalid_form("name", "must be 1-100 characters")
        thread = Channel(self, message.id, parent.guild, name, 11, parent, 0)
        thread.starter = message
        thread.owner_id = self.bot_user.id
        parent.guild._register(thread, "THREAD_CREATE")
        return thread.payload()

    async def _start_thread_alone(self, call: _Call) -> Any:
        """A thread without a starter message (the bot may open only public ones here)."""
        parent = self._channel(call)
        if parent.is_thread or parent.recipient is not None:
            raise _ApiError(400, 50024, "Cannot execute action on this channel type")
        self._bot_may(parent.guild, Permissions.CREATE_PUBLIC_THREADS)
        body = call.body or {}
        if body.get("type") != 11:
            raise _invalid_form("type", "the fake opens public threads (11) only")
        name = str(body.get("name") or "")
        if not 1 <= len(name) <= 100:
            raise _invalid_form("name", "must be 1-100 characters")
        return parent.guild.add_thread(parent, name, owner_id=self.bot_user.id).payload()

    async def _edit_channel(self, call: _Call) -> Any:
        """Archive (or unarchive, rename) a thread: the only channel edit the bot makes."""
        channel = self._channel(call)
        if not channel.is_thread:
            raise _ApiError(403, 50013, "Missing Permissions")
        body = call.body or {}
        if "archived" in body:
            channel.archived = bool(body["archived"])
        if "name" in body:
            channel.name = str(body["name"])
        self._broadcast("THREAD_UPDATE", channel.payload())
        return channel.payload()

    def threads_of(self, channel: Channel) -> list[Channel]:
        """The threads opened in `channel`, oldest first."""
        return [c for c in self.channels.values() if c.parent is channel]

    async def _post_message(self, call: _Call) -> Any:
        channel = self._channel(call)
        if channel.recipient is not None and channel.recipient.refuses_dms:
            raise _ApiError(403, 50007, "Cannot send messages to this user")
        if channel.is_thread:
            self._bot_may(channel.guild, Permissions.SEND_MESSAGES_IN_THREADS)
            channel.archived = False  # a new message unarchives a thread (not locked)
        body = self._with_files(call)
        if int(body.get("flags") or 0) & EPHEMERAL:
            raise _invalid_form("flags", "only interaction responses can be ephemeral")
        # enforce_nonce: a message the bot created with the same nonce in the past few minutes is
        # handed back instead of a new one.
        key = (channel.id, str(body.get("nonce")))
        earlier = self._nonces.get(key) if body.get("enforce_nonce") else None
        if (
            earlier is not None
            and not earlier.deleted
            and time.time() - earlier.created_at < NONCE_WINDOW
        ):
            return earlier.payload()
        message = self._new_message(channel, body)
        if body.get("nonce") is not None:
            self._nonces[key] = message
        return message.payload()

    async def _channel_history(self, call: _Call) -> Any:
        """A channel's latest messages, newest first (`limit` 1-100, default 50; `before` a
        message id), as Discord lists them: it needs Read Message History."""
        channel = self._channel(call)
        if channel.guild is not None:
            self._bot_may(channel.guild, Permissions.READ_MESSAGE_HISTORY)
        limit = int(call.query.get("limit", 50))
        if not 1 <= limit <= 100:
            raise _invalid_form("limit", "must be between 1 and 100")
        before = int(call.query.get("before", 0)) or None
        listed = [
            m for m in reversed(self.channel_messages(channel)) if before is None or m.id < before
        ]
        return [m.payload() for m in listed[:limit]]

    async def _get_message(self, call: _Call) -> Any:
        return self._channel_message(call).payload()

    async def _edit_message(self, call: _Call) -> Any:
        message = self._channel_message(call)
        if message.author is not self.bot_user:
            raise _ApiError(403, 50005, "Cannot edit a message authored by another user")
        self._apply(message, self._with_files(call), creating=False)
        return message.payload()

    async def _delete_message(self, call: _Call) -> Any:
        self._channel_message(call).deleted = True
        return None

    async def _get_guild(self, call: _Call) -> Any:
        if int(call.params["guild_id"]) in self.foreign_guilds:
            raise _ApiError(403, 50001, "Missing Access")
        guild = self.guilds.get(int(call.params["guild_id"]))
        if guild is None:
            raise _ApiError(404, 10004, "Unknown Guild")
        data = guild.payload()
        for key in ("channels", "threads", "members", "voice_states", "presences", "joined_at"):
            data.pop(key, None)
        return data

    async def _get_member(self, call: _Call) -> Any:
        if int(call.params["guild_id"]) in self.foreign_guilds:
            raise _ApiError(403, 50001, "Missing Access")
        guild = self.guilds.get(int(call.params["guild_id"]))
        if guild is None:
            raise _ApiError(404, 10004, "Unknown Guild")
        member = guild.members.get(int(call.params["user_id"]))
        if member is None:
            raise _ApiError(404, 10007, "Unknown Member")
        return member.payload()

    def _role_change(self, call: _Call) -> tuple[Member, Role]:
        """The member and the role of a role change the bot may make (Discord's checks: Manage
        Roles, and a role below the bot's highest); raises as Discord refuses otherwise."""
        guild = self.guilds.get(int(call.params["guild_id"]))
        if guild is None:
            raise _ApiError(404, 10004, "Unknown Guild")
        role = guild.roles.get(int(call.params["role_id"]))
        if role is None:
            raise _ApiError(404, 10011, "Unknown Role")
        member = guild.members.get(int(call.params["user_id"]))
        if member is None:
            raise _ApiError(404, 10007, "Unknown Member")
        me = guild.member(self.bot_user)
        if not me.effective_permissions() & Permissions.MANAGE_ROLES or (
            guild.owner_id != self.bot_user.id and role.position >= me.top_position()
        ):
            raise _ApiError(403, 50013, "Missing Permissions")
        return member, role

    async def _put_member_role(self, call: _Call) -> Any:
        member, role = self._role_change(call)
        if role not in member.roles:
            member.roles.append(role)
        return None

    async def _delete_member_role(self, call: _Call) -> Any:
        member, role = self._role_change(call)
        if role in member.roles:
            member.roles.remove(role)
        return None
