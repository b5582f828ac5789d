## Refusals for the rules engines' IllegalAction codes: illegal-<code>, with the error's params
## as placeables (see bot/rules/). tests/cogs/test_i18n.py checks that every code has a message here.

illegal-unknown-edition = There is no such edition.
illegal-variant-classic-only = The variants are only for the classic edition.
illegal-unknown-action = That action is not known.
illegal-player-count = This game needs { $min } to { $max } players.
illegal-game-over = The game is already over.
illegal-not-your-turn = It's not your turn.
illegal-cannot-roll = You cannot roll now.
illegal-nothing-to-undo = There is no choice to take back now.
illegal-nothing-to-pick = Roll the dice first.
illegal-face-not-in-roll = There is no { face-name } in this roll.
illegal-face-already-kept = You already set aside { face-name } this turn; pick another face.
illegal-cannot-stop = You cannot stop now: there is no tile you could take.
illegal-take-not-offered = Tile { $tile } is not on offer.

## Drehwurm

illegal-unknown-variant = There is no such variant.
illegal-no-such-seat = That player is not in this game.
illegal-player-removed = You have been removed from this game.
illegal-window-open = Wait a moment: the pile that was just turned is still open for an out-of-turn worm.
illegal-no-such-pile = There is no such pile.
illegal-card-not-in-hand = That card is not in your hand.
illegal-not-a-worm = A chicken cannot be played like a worm: it can only eat a pile.
illegal-colour-must-differ = The worm must have a different colour from the top card.
illegal-colour-must-match = Out of turn, the worm must have the same colour as the top card.
illegal-number-not-neighbour = The worm's number must neighbour the number of the top card.
illegal-not-a-chicken = That card is not a chicken.
illegal-chicken-colour = A chicken eats only a pile whose top card has its colour, or a joker.
illegal-play-possible = You can play a card, so you may not draw.
illegal-snaps-disabled = No out-of-turn plays in the beginners' variant.
illegal-pile-not-open = That pile is not open for an out-of-turn worm.
illegal-snap-taken = Too late: someone else was faster. You keep your card.
illegal-own-pile = You turned that pile yourself: only the others may play on it out of turn.
