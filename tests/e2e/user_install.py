"""What an app installed to a user sees in the fake Discord: the place of an interaction
(`context`: 0 server, 1 the bot's DM, 2 a group DM or other private channel), who installed the
app that answers (`authorizing_integration_owners`: "0" the server, "1" the user), which commands
may run there (their `integration_types` and `contexts`), and whether Discord turns the answers
private (a server without the bot whose member lacks USE_EXTERNAL_APPS)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tests.e2e.fake_discord import Channel, FakeDiscord, Interaction, User

GUILD_INSTALL, USER_INSTALL = 0, 1
GUILD, BOT_DM, PRIVATE_CHANNEL = 0, 1, 2
USE_EXTERNAL_APPS = 1 << 50
# What Discord lets a user-installed app do where it was not added (its permissions there).
USER_APP_PERMISSIONS = (1 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 16) | (1 << 18)


def context_of(channel: Channel) -> int:
    if channel.guild is not None:
        return GUILD
    return PRIVATE_CHANNEL if channel.type == 3 else BOT_DM


def check_user_install(fake: FakeDiscord, user: User, channel: Channel, command: dict) -> None:
    """Refuse to run a command Discord would not offer the user there (an AssertionError)."""
    from tests.e2e.fake_discord import FakeDiscordError

    context = context_of(channel)
    contexts = command.get("contexts")
    if contexts is not None and context not in contexts:
        raise FakeDiscordError(f"/{command['name']} is not offered in context {context}")
    if channel.guild is not None and channel.guild.has_bot:
        return
    if USER_INSTALL not in (command.get("integration_types") or [GUILD_INSTALL]):
        raise FakeDiscordError(f"/{command['name']} cannot be installed to a user")
    if context != BOT_DM and user.id not in fake.installed_users:
        raise FakeDiscordError(f"{user.name} did not install the app")


def place_interaction(fake: FakeDiscord, ix: Interaction) -> None:
    """Fill in the interaction's context, owners and forced privacy. A click on a message
    inherits them from the interaction that made it."""
    channel = ix.channel
    ix.context = context_of(channel)
    made_by = ix.message.interaction if ix.message is not None else None
    if made_by is not None:
        ix.owners = dict(made_by.owners)
    elif channel.guild is not None and channel.guild.has_bot:
        ix.owners = {"0": str(channel.guild.id)}
    elif ix.context == BOT_DM and ix.user.id not in fake.installed_users:
        ix.owners = {"0": "0"}
    else:
        ix.owners = {"1": str(ix.user.id)}
    guild = channel.guild
    if guild is not None and not guild.has_bot and "0" not in ix.owners:
        ix.forced_private = not guild.member(ix.user).effective_permissions() & USE_EXTERNAL_APPS


def user_install_payload(fake: FakeDiscord, ix: Interaction) -> dict[str, Any]:
    """INTERACTION_CREATE outside a server that added the bot."""
    channel, guild = ix.channel, ix.channel.guild
    payload: dict[str, Any] = {
        "id": str(ix.id),
        "application_id": str(fake.application_id),
        "type": ix.type,
        "data": ix.data,
        "channel_id": str(channel.id),
        "channel": channel.payload(),
        "token": ix.token,
        "version": 1,
        "locale": ix.user.locale,
        "app_permissions": str(USER_APP_PERMISSIONS),
        "entitlements": [],
        "authorizing_integration_owners": ix.owners,
        "context": ix.context,
        "attachment_size_limit": 10 * 1024 * 1024,
    }
    if guild is not None:
        payload["guild_id"] = str(guild.id)
        payload["guild"] = {"id": str(guild.id), "locale": guild.locale, "features": []}
        payload["guild_locale"] = guild.locale
        payload["member"] = guild.member(ix.user).payload()
        payload["channel"]["permissions"] = str(guild.member(ix.user).effective_permissions())
    else:
        payload["user"] = ix.user.payload()
    if ix.message_payload is not None:
        payload["message"] = ix.message_payload
    return payload
