"""No user-facing text written as a literal in cogs/: every text comes from bot/i18n.py (t(...)).

The scanner reads each cog with `ast` and reports string literals that reach the user:
  - keyword arguments content=, label=, placeholder=, description=, title=, text= of any call;
  - name= of commands, groups, choices, threads and embed fields/authors, value= of embed fields;
  - the first positional argument of send_message / send / reply / ui.TextDisplay / Choice;
  - every value given to @app_commands.describe / @app_commands.rename;
  - group_name= / group_description= of a GroupCog class, a command without description=
    (Discord would show its docstring), and a GroupCog without group_description=.
A literal is also found through f-strings, + and % concatenation, "...".format / "...".join,
`a if c else b`, `a or b`, and module-level constants (NAME = "..." or a list/dict of them).

Allowed: strings without letters (punctuation, digits, emoji, Discord mentions and timestamps such
as <@{id}>, <#{id}>, <t:{ts}:R>, <:emoji:id>), empty strings, custom_id= and every other keyword,
anything passed to t(...) and the other bot.i18n helpers, and logging calls.
"""

from __future__ import annotations

import ast
import re
import textwrap
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
COGS = ROOT / "cogs"

# Keyword arguments that are shown to the user, whatever the call.
TEXT_KEYWORDS = frozenset({"content", "label", "placeholder", "description", "title", "text"})
# name= is shown to the user only for these callees (not e.g. create_task(name=...)).
NAME_CALLEES = frozenset(
    {
        "add_field",
        "insert_field_at",
        "set_field_at",
        "set_author",
        "command",
        "Command",
        "Group",
        "group",
        "context_menu",
        "ContextMenu",
        "Choice",
        "create_thread",
    }
)
VALUE_CALLEES = frozenset({"add_field", "insert_field_at", "set_field_at"})
# Callees whose first positional argument is shown to the user.
POSITIONAL_CALLEES = frozenset({"send_message", "send", "reply", "TextDisplay", "Choice"})
# Callees all of whose keyword values are shown to the user.
ALL_KEYWORDS_CALLEES = frozenset({"describe", "rename"})
# Keywords of a class statement that are shown to the user.
CLASS_KEYWORDS = frozenset({"group_name", "group_description"})
# Decorators whose description falls back to the docstring when description= is missing.
COMMAND_DECORATORS = frozenset({"command"})

# Calls whose arguments are keys or Fluent arguments, not text.
TRANSLATION_CALLEES = frozenset(
    {
        "t",
        "english",
        "illegal_message",
        "cmd_name",
        "cmd_desc",
        "opt_name",
        "opt_desc",
        "opt_names",
        "opt_descs",
        "choice",
        "choices",
        "locale_str",
    }
)
LOGGER_NAMES = frozenset({"log", "logger", "logging", "_log", "LOG", "LOGGER", "_logger"})
LOG_METHODS = frozenset(
    {"debug", "info", "warning", "warn", "error", "exception", "critical", "log"}
)

HOLE = "\x00"  # stands for a {placeholder} of an f-string
DISCORD_MARKUP = re.compile(
    r"<t:(?:\d+|\x00)(?::[tTdDfFsSR])?>"  # timestamps
    r"|<a?:\w+:(?:\d+|\x00)>"  # custom emoji
    r"|<(?:@[!&]?|#)(?:\d+|\x00)>"  # user, role and channel mentions
    r"|</[\w -]+:(?:\d+|\x00)>"  # slash command mentions
    r"|```[a-z]*"  # code block fences with a language tag
    r"|\x1b\[[\d;]*m"  # ANSI colours inside ```ansi blocks
)


@dataclass(frozen=True)
class Offence:
    file: str
    line: int
    why: str
    text: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.why}: {self.text!r}"


def _is_user_text(text: str) -> bool:
    """True if the string, Discord markup removed, still has a letter in it."""
    return any(ch.isalpha() for ch in DISCORD_MARKUP.sub("", text))


def _callee(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def _is_logging_call(call: ast.Call) -> bool:
    func = call.func
    if not isinstance(func, ast.Attribute) or func.attr not in LOG_METHODS:
        return False
    owner = func.value
    name = owner.id if isinstance(owner, ast.Name) else getattr(owner, "attr", None)
    return name in LOGGER_NAMES


class _Scanner:
    def __init__(self, tree: ast.Module, file: str) -> None:
        self.file = file
        self.offences: list[Offence] = []
        self.constants = self._module_constants(tree)
        self.tree = tree

    # Module-level NAME = "text" (or a list / tuple / dict of texts): a literal by another name.
    @staticmethod
    def _module_constants(tree: ast.Module) -> dict[str, list[str]]:
        constants: dict[str, list[str]] = {}
        for node in tree.body:
            if isinstance(node, ast.Assign):
                targets, value = node.targets, node.value
            elif isinstance(node, ast.AnnAssign) and node.value is not None:
                targets, value = [node.target], node.value
            else:
                continue
            texts = [
                n.value
                for n in ast.walk(value)
                if isinstance(n, ast.Constant) and isinstance(n.value, str)
            ]
            if isinstance(value, ast.Dict):  # only the values of a dict are texts
                texts = [
                    n.value
                    for v in value.values
                    for n in ast.walk(v)
                    if isinstance(n, ast.Constant) and isinstance(n.value, str)
                ]
            for target in targets:
                if isinstance(target, ast.Name):
                    constants[target.id] = texts
        return constants

    def _texts(self, node: ast.expr | None) -> list[str]:
        """The literal text pieces that would reach the user if `node` were shown."""
        if node is None:
            return []
        if isinstance(node, ast.Constant):
            return [node.value] if isinstance(node.value, str) else []
        if isinstance(node, ast.JoinedStr):
            template = "".join(
                v.value if isinstance(v, ast.Constant) else HOLE for v in node.values
            )
            return [template]
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Mod):
            if isinstance(node.op, ast.Mod):
                return self._texts(node.left)
            return self._texts(node.left) + self._texts(node.right)
        if isinstance(node, ast.IfExp):
            return self._texts(node.body) + self._texts(node.orelse)
        if isinstance(node, ast.BoolOp):
            return [text for value in node.values for text in self._texts(value)]
        if isinstance(node, ast.Call):
            func = node.func
            # "Sum: {}".format(n), " and ".join(names)
            if isinstance(func, ast.Attribute) and isinstance(
                func.value, ast.Constant | ast.JoinedStr
            ):
                return self._texts(func.value)
            return []
        if isinstance(node, ast.Name):
            return list(self.constants.get(node.id, []))
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
            return list(self.constants.get(node.value.id, []))
        return []

    def _check(self, node: ast.expr | None, line: int, why: str) -> None:
        for text in self._texts(node):
            if _is_user_text(text):
                self.offences.append(Offence(self.file, line, why, text.replace(HOLE, "{…}")))

    def scan(self) -> list[Offence]:
        for node in ast.walk(self.tree):
            if isinstance(node, ast.Call):
                self._scan_call(node)
            elif isinstance(node, ast.ClassDef):
                self._scan_class(node)
            elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                self._scan_decorators(node)
        return sorted(self.offences, key=lambda o: o.line)

    def _scan_call(self, call: ast.Call) -> None:
        callee = _callee(call.func)
        if callee in TRANSLATION_CALLEES or _is_logging_call(call):
            return
        if callee in POSITIONAL_CALLEES and call.args:
            self._check(call.args[0], call.lineno, f"text given to {callee}()")
        for keyword in call.keywords:
            arg = keyword.arg
            if arg is None:
                continue
            if (
                arg in TEXT_KEYWORDS
                or (arg == "name" and callee in NAME_CALLEES)
                or (arg == "value" and callee in VALUE_CALLEES)
                or callee in ALL_KEYWORDS_CALLEES
            ):
                self._check(keyword.value, keyword.value.lineno, f"{arg}= of {callee}()")

    def _scan_class(self, cls: ast.ClassDef) -> None:
        for keyword in cls.keywords:
            if keyword.arg in CLASS_KEYWORDS:
                self._check(keyword.value, keyword.value.lineno, f"{keyword.arg}= of {cls.name}")
        is_group_cog = any(_callee(base) == "GroupCog" for base in cls.bases)
        if is_group_cog and not any(k.arg == "group_description" for k in cls.keywords):
            self.offences.append(
                Offence(self.file, cls.lineno, "GroupCog without group_description=", cls.name)
            )

    def _scan_decorators(self, func: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        for decorator in func.decorator_list:
            call = decorator if isinstance(decorator, ast.Call) else None
            target = call.func if call else decorator
            if _callee(target) not in COMMAND_DECORATORS:
                continue
            if call is not None and any(
                k.arg in ("description", None) for k in call.keywords
            ):  # description= given, or **kwargs that may hold it
                continue
            self.offences.append(
                Offence(
                    self.file,
                    decorator.lineno,
                    "command without description= (Discord would show the docstring)",
                    func.name,
                )
            )


def find_literals(source: str, file: str = "<sample>") -> list[Offence]:
    """Every user-facing literal in one module's source."""
    return _Scanner(ast.parse(source, file), file).scan()


# ---------------------------------------------------------------------------- the real cogs


def test_cogs_have_no_user_facing_literals():
    files = sorted(COGS.rglob("*.py"))
    assert (COGS / "__init__.py") in files
    offences = [
        offence
        for path in files
        for offence in find_literals(path.read_text("utf-8"), path.relative_to(ROOT).as_posix())
    ]
    assert not offences, "user-facing literals in cogs/ (use bot.i18n.t):\n" + "\n".join(
        str(o) for o in offences
    )


# ---------------------------------------------------------------------- the scanner itself


def _scan(code: str) -> list[Offence]:
    return find_literals(textwrap.dedent(code))


FLAGGED = {
    "send_message positional": 'await i.response.send_message("Not your turn")',
    "send_message content=": 'await i.response.send_message(content="Not your turn")',
    "followup.send": 'await i.followup.send("Game over", ephemeral=True)',
    "channel.send": 'await channel.send("A new game starts")',
    "message.reply": 'await message.reply("Nice roll")',
    "edit_message": 'await i.response.edit_message(content="Rolled", view=view)',
    "embed title": 'discord.Embed(title="Leaderboard", colour=0x00FF00)',
    "embed description": "discord.Embed(description='Most worms wins')",
    "field name": 'embed.add_field(name="Sum", value=str(total))',
    "field value": 'embed.add_field(name="\\u200b", value="nothing yet")',
    "footer": 'embed.set_footer(text="Good luck")',
    "author": 'embed.set_author(name="Heckmeck")',
    "button label": 'discord.ui.Button(label="Roll", custom_id="hm:roll")',
    "button decorator": """
        class V(discord.ui.View):
            @discord.ui.button(label="Join", custom_id="hm:join")
            async def join(self, interaction, button): ...
    """,
    "select placeholder": 'discord.ui.Select(placeholder="Pick a face", options=opts)',
    "select option": 'discord.SelectOption(label="Worm", value="worm")',
    "modal title": 'discord.ui.Modal(title="Settings")',
    "text display": 'discord.ui.TextDisplay("Your hand")',
    "command name": """
        @app_commands.command(name="start", description=cmd_desc("heckmeck-start"))
        async def start(self, interaction): ...
    """,
    "command description": """
        @app_commands.command(name=cmd_name("heckmeck-start"), description="Open a game")
        async def start(self, interaction): ...
    """,
    "docstring as description": '''
        @app_commands.command()
        async def start(self, interaction):
            """Open a game."""
    ''',
    "bare command decorator": """
        @heckmeck.command
        async def start(interaction): ...
    """,
    "group": 'heckmeck = app_commands.Group(name="heckmeck", description=cmd_desc("heckmeck"))',
    "describe": '@app_commands.describe(edition="Which edition")\ndef f(): ...',
    "rename": '@app_commands.rename(short_game="short")\ndef f(): ...',
    "choice keyword": 'app_commands.Choice(name="Classic", value="classic")',
    "choice positional": 'app_commands.Choice("Classic", "classic")',
    "group cog keywords": """
        class Heckmeck(commands.GroupCog, group_name="heckmeck", group_description="Play"):
            pass
    """,
    "group cog docstring": '''
        class Heckmeck(commands.GroupCog, group_name=cmd_name("heckmeck")):
            """Play Heckmeck."""
    ''',
    "thread name": 'await channel.create_thread(name="Heckmeck game")',
    "f-string": 'await i.response.send_message(f"Not your turn, {user.mention}")',
    "concatenation": 'await i.response.send_message("Sum: " + str(total))',
    "percent": 'await channel.send("Sum: %d" % total)',
    "format": 'await channel.send("Sum: {}".format(total))',
    "join": 'await channel.send(" and ".join(names))',
    "conditional": 'await channel.send(t(loc, "a") if ok else "fallback text")',
    "or default": 'await channel.send(content=text or "nothing")',
    "module constant": 'NOT_YOURS = "Not your turn"\nawait i.response.send_message(NOT_YOURS)',
    "constant table": 'LABELS = {"roll": "Roll"}\nbutton = discord.ui.Button(label=LABELS[kind])',
    "timestamp with words": 'await channel.send(f"Turn ends <t:{ts}:R>")',
}

ALLOWED = {
    "translated": 'await i.response.send_message(t(loc, "not-your-turn"), ephemeral=True)',
    "translated content=": 'await i.followup.send(content=t(loc, "stale-button"), ephemeral=True)',
    "illegal message": "await i.response.send_message(illegal_message(loc, error), ephemeral=True)",
    "t with fluent args named like ui keywords": 't(loc, "stats-title", title="x", name="y")',
    "emoji label": 'discord.ui.Button(label="🎲", custom_id="hm:roll:12")',
    "digit label": 'discord.ui.Button(label="5", custom_id=f"hm:{gid}:pick:5")',
    "computed label": 'discord.ui.Button(label=str(face), custom_id=f"hm:{gid}:pick:{face}")',
    "custom ids": 'discord.ui.Button(emoji="🐔", custom_id="dw:chicken", style=style)',
    "mentions": "await channel.send(f\"<@{uid}> {t(loc, 'your-turn')} <#{cid}>\")",
    "timestamp": 'await channel.send(content=f"⏳ <t:{deadline}:R>")',
    "punctuation f-string": 'embed.add_field(name="\\u200b", value=f"{worms} · {tile} | {total}")',
    "empty content": 'await i.response.edit_message(content="", view=view)',
    "newline join": 'await channel.send("\\n".join(lines))',
    "embed from keys": (
        'discord.Embed(title=t(loc, "rules-classic-title"), description=t(loc, "rules-classic"))'
    ),
    "logging": """
        log.info("Game %s started in %s", gid, cid)
        logger.warning("Not your turn: %s", user)
        logging.getLogger("heckmeck").error("Something went wrong")
        self.log.debug("send_message failed")
    """,
    "task name": 'asyncio.create_task(self.tick(), name="heckmeck-turn-timer")',
    "commands from the catalogue": '''
        @app_commands.command(
            name=cmd_name("heckmeck-start"), description=cmd_desc("heckmeck-start")
        )
        @app_commands.rename(**opt_names("heckmeck-start", "edition"))
        @app_commands.describe(**opt_descs("heckmeck-start", "edition"))
        @app_commands.choices(edition=choices("edition", "classic", "junior"))
        async def start(self, interaction, edition: str = "classic"):
            """Docstrings are fine when description= is given."""
    ''',
    "command with keyword unpacking": """
        @heckmeck.command(**texts)
        async def status(interaction): ...
    """,
    "group cog from the catalogue": '''
        class Heckmeck(
            commands.GroupCog,
            group_name=cmd_name("heckmeck"),
            group_description=cmd_desc("heckmeck"),
        ):
            """Cog docstring."""
    ''',
    "select option values": 'discord.SelectOption(label=t(loc, "face-worm"), value="worm")',
    "choice from helper": 'app_commands.Choice(name=cmd_name("x"), value="x")',
    "exceptions and keys": """
        raise ValueError("unexpected custom id")
        KEY = "not-your-turn"
        await i.response.send_message(t(loc, KEY), ephemeral=True)
    """,
    "constant used as custom_id only": (
        'PREFIX = "heckmeck"\ndiscord.ui.Button(label="🎲", custom_id=f"{PREFIX}:roll")'
    ),
    "send of an embed": "await channel.send(embed=embed, view=view)",
    "code block": 'await channel.send(f"```ansi\\n\\x1b[1;31m{board}\\x1b[0m\\n```")',
}


@pytest.mark.parametrize("code", FLAGGED.values(), ids=FLAGGED.keys())
def test_scanner_flags_user_facing_literals(code):
    offences = _scan(code)
    assert offences, "not flagged"
    assert all(o.line >= 1 and o.file == "<sample>" for o in offences)


@pytest.mark.parametrize("code", ALLOWED.values(), ids=ALLOWED.keys())
def test_scanner_allows_legitimate_code(code):
    assert _scan(code) == []


def test_scanner_reports_file_and_line():
    code = 'x = 1\n\nawait i.response.send_message("Not your turn")\n'
    [offence] = find_literals(code, "cogs/example.py")
    assert str(offence) == ("cogs/example.py:3: text given to send_message(): 'Not your turn'")
