"""Reference players for the benchmarks: measuring sticks, not difficulties of the bot.

turnmax – the pure turn maximiser `hard` was once specified as: the same exact turn programme
          (`bot.domain.heckmeck.ai.policy.build_table`, `follow_table.table_action`), but values
          each way the turn can end only by the worms the turn brings it: the change in its own
          worms, i.e. the worms on the tile taken (from the grill or stolen alike), or minus the
          worms of the tile a failed turn returns. Nothing else: not the victim's loss, not the
          standings, not the win.
          The shipped `hard` values the same ends by the worm margin against the opponents plus
          WIN_WEIGHT times an estimated win chance.
"""

from __future__ import annotations

from bot.domain.heckmeck.ai.follow_table import table_action
from bot.domain.heckmeck.ai.policy import TurnTable, build_table
from bot.domain.heckmeck.ai.turn_cache import PerTurn
from bot.domain.heckmeck.engine import rules as hm


def build_turnmax_table(state: hm.HeckmeckState) -> TurnTable:
    me = state.current
    before = hm.scores(state)[me]
    return build_table(state, lambda after: hm.scores(after)[me] - before)


turnmax_table = PerTurn(build_turnmax_table, size=32)


def turnmax_action(state: hm.HeckmeckState) -> hm.Action:
    """The turnmax player's action for `state.current` (any phase of a game not over)."""
    if state.phase == "roll":
        return hm.Roll()
    return table_action(state, turnmax_table(state))
