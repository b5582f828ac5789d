# Robustness (issue 12): refusals for input the bot cannot use, and faults it recovers from.

hand-not-yours = That hand belongs to another player. Open your own with "Show my hand".
board-moved = ⤵️ This game's board has moved to a newer message further down.
board-redrawn = That board was out of date; it now shows the game as it stands.
board-refresh = Refresh
board-link-label = ⤴️ board
invalid-option = That command came with an option the bot does not know. Please choose from the list.
