## Drehwurm, the card game: words and rules.

# $colour: "yellow", "blue" or "red"
drehwurm-colour = { $colour ->
    [yellow] yellow
    [blue] blue
    [red] red
   *[other] { $colour }
}
# $number: 1..9, where 1 is the card "1/10"
drehwurm-number = { $number ->
    [1] 1/10
   *[other] { $number }
}
drehwurm-worm-card = { drehwurm-colour } { drehwurm-number }
drehwurm-joker-card = joker { drehwurm-number }
drehwurm-chicken-card = { drehwurm-colour } chicken
drehwurm-joker = joker
drehwurm-pile = pile
drehwurm-draw-pile = draw pile
drehwurm-hand = your hand
drehwurm-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
drehwurm-chickens = { $count ->
    [one] { $count } chicken
   *[other] { $count } chickens
}
drehwurm-match = Match { $number } of { $total }

## Rules (the ephemeral answer of /drehwurm rules; under 2000 characters)

rules-drehwurm-title = Drehwurm — how to play
rules-drehwurm =
    🎯 **Goal:** get rid of your cards and score the most points over as many matches as there are players.

    🃏 **Setup:** everyone gets 2 chickens and 10 worm cards. Three piles lie in the middle, each one card face-down with one face-up on it.

    🔄 **Your turn** — exactly one of:
    - **Play a worm** on a pile: its colour differs from the top card (a joker always counts as different) and its number neighbours the top's number (1/10 neighbours 2 and 9). Then the whole pile is turned over.
    - **Play a chicken** on a pile whose top card has the chicken's colour, or a joker: you eat the pile and keep it. A new pile replaces it; after the 2nd and the 4th chicken a 4th and a 5th pile are added.
    - **Cannot play?** Draw a worm card and turn any pile over.

    ⚡ **Out of turn:** when a pile has been turned, every other player may play one fitting worm on it. The fastest wins, and the pile is not turned again.

    🏁 **Match end:** a player has no cards left, every chicken has been played, or the draw pile runs out when a card is needed.

    🧮 **Scoring:** for each eaten pile, 3 points per worm of the chicken's colour, 2 per joker, 1 per other worm; minus 1 point for every card left in your hand.

    🔀 **Variants:** beginners — no out-of-turn play; experienced — out-of-turn worms must have the same colour.

## The table: the public board (server's language) and each player's private hand (their language)

drehwurm-board-piles = Piles
drehwurm-board-open = ⚡ open
drehwurm-board-draw = Draw pile: { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
drehwurm-final-line = { $place }. { $name } — { $score ->
    [one] { $score } point
   *[other] { $score } points
}
drehwurm-button-hand = Show my hand

# Read the table (see read-button): a Drehwurm table in sentences. $top: a card's name
read-dw-match = Match { $number } of { $total }.
read-dw-pile = Pile { $number }: { $top } on top, { $count ->
    [one] { $count } card
   *[other] { $count } cards
}.
read-dw-empty-pile = Pile { $number } is empty.
read-dw-open = Pile { $number } was just turned over: it is open for an out-of-turn worm.
read-dw-draw = The draw pile has { $count ->
    [one] { $count } card
   *[other] { $count } cards
}.
# $cards: worm cards in hand; $chickens: chickens in hand; $points: the total of the finished
# matches; $match: points from the piles eaten this match
read-dw-player = { $you ->
    [yes] You hold { $cards ->
        [one] { $cards } worm card
       *[other] { $cards } worm cards
    } and { $chickens ->
        [one] { $chickens } chicken
       *[other] { $chickens } chickens
    }; { $points } points so far, { $match } from piles eaten this match.
   *[no] { $name } holds { $cards ->
        [one] { $cards } worm card
       *[other] { $cards } worm cards
    } and { $chickens ->
        [one] { $chickens } chicken
       *[other] { $chickens } chickens
    }; { $points } points so far, { $match } from piles eaten this match.
}
# $cards: the reader's own cards by name, joined
read-dw-hand = Your cards: { $cards }.

drehwurm-event-match-started = 🃏 Match { $match } begins; { $name } starts.
drehwurm-event-turned = 🔄 Pile { $pile } is turned over: { $top } is on top.
drehwurm-event-cannot-play = { $name } cannot play and draws a card.
drehwurm-event-snapped = ⚡ { $name }: { $card } on pile { $pile }, out of turn!
drehwurm-event-match-ended = 🏁 Match { $match } is over: { $reason ->
    [hand-empty] a player has no cards left
    [chickens-played] every chicken has been played
    [draw-pile-empty] the draw pile ran out
   *[other] too few players are left
}.
drehwurm-event-removed = { $name } missed three turns in a row and leaves the game.
drehwurm-event-quit = { $name } left the game.

drehwurm-hand-title = Your hand
drehwurm-hand-empty = No cards.
drehwurm-hand-your-turn = It's your turn: choose a play.
drehwurm-hand-cannot-play = Nothing fits: you draw a card, then choose a pile to turn over.
drehwurm-hand-wait = It's { $name }'s turn.
drehwurm-hand-snap = ⚡ Pile { $pile } just turned: be first on it!
drehwurm-hand-removed = You have left this game.
drehwurm-hand-over = The game is over.
drehwurm-hand-stopped = The game was stopped.
# While the out-of-turn window holds the regular plays back; $when: a Discord relative time
drehwurm-hand-window = ⏳ Pile { $pile } is open out of turn: your plays unlock { $when }.
drehwurm-hand-held = ⏳ Your turn: your other plays unlock { $when }.
drehwurm-hand-refreshed = The table has changed: here is your hand as it is now.
drehwurm-button-refresh = Refresh
drehwurm-select-play = Choose a play…
drehwurm-not-started = The game has not started yet.
out-of-turn-too-late = Too late: that pile has been played on since. You keep your card.

## The board and the hand, drawn for a phone: card pictures, one line per turn in the log.

# A pile on the board's one line of piles: $top is a card's picture (or its name), $count the cards in the pile
drehwurm-board-pile = { $number }: { $top } ({ $count })
drehwurm-board-empty-pile = { $number }: —
drehwurm-board-players-title = Players · points (this match)
# $cards, $chickens: in hand; $points: the total so far; $match: points from piles eaten this match
drehwurm-board-player-line = { $name } · { $cards }🃏 { $chickens }🐔 · { $points } (+{ $match })
drehwurm-log-played = { $name }: { $card } on pile { $pile } → 🔄 { $top }
drehwurm-log-drew = { $name } can't play, draws and turns pile { $pile } → 🔄 { $top }
# The board's turn line: $when a Discord relative time ("in 2 minutes")
drehwurm-board-turn = ▶️ { $name }
drehwurm-board-turn-until = ▶️ { $name } · ⏳ { $when }
drehwurm-log-ate = 🐔 { $name }: { $card } eats pile { $pile } (+{ $points })
drehwurm-result-title = Match { $match }: piles − cards left = points → total
drehwurm-result-line = { $name }: { $eaten } − { $cards } = { $score } → { $total }
drehwurm-log-new-pile = ➕ Pile { $pile } is added: { $top }
# A play on a hand's button: $card is the card's name ("red 5"), a screen reader speaks it
drehwurm-button-worm = { $card } → pile { $pile }
drehwurm-button-chicken = { $card } eats pile { $pile }
drehwurm-button-snap = ⚡ Out of turn { $card } → pile { $pile }
drehwurm-button-draw = Draw, turn { $pile }

## The ending: equal totals share the win; the image card's points per match
# $count: how many share the best total; $points: that total; $names: the players
drehwurm-ending-shared = { $count ->
    [2] Both on { $points } points
   *[other] { $count } players on { $points } points
}: { $names } share the win (Drehwurm has no tie-break).
drehwurm-card-matches = matches { $points }

## /drehwurm review: a finished game, player by player
cmd-drehwurm-review-name = review
cmd-drehwurm-review-desc = How a finished Drehwurm game went for each player: piles, out-of-turn worms, the deal
opt-drehwurm-review-game-name = game
opt-drehwurm-review-game-desc = The game's number (default: your last finished Drehwurm game)
opt-drehwurm-review-public-name = public
opt-drehwurm-review-public-desc = Post the review in the channel for everyone
review-drehwurm-intro = Per match: piles eaten − cards left. "Within reach": the biggest pile one of the player's chickens could eat at that moment (holding one back can pay). "Missed": a worm of theirs fitted the open pile, but someone else was faster or nobody played it.
review-drehwurm-snaps = ⚡ Out of turn: { $won } won, { $missed } missed
review-drehwurm-pages-hint = A name opens that player's matches, piles and out-of-turn worms, privately.
review-drehwurm-player = { $place }. { $name } — { $points } points
# $piles, $points: the piles eaten and their points; $reach: the biggest pile within reach each time, summed
review-drehwurm-piles = 🐔 Ate { $piles ->
    [one] { $piles } pile
   *[other] { $piles } piles
} for { $points } points; within reach at those moments: { $reach }
review-drehwurm-no-pile-eaten = 🐔 Ate no pile.
review-drehwurm-luck = 🍀 Luck of the deal: { $jokers ->
    [one] { $jokers } joker
   *[other] { $jokers } jokers
} dealt (table average { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) }); { $draws ->
    [0] something always fitted
    [one] once nothing fitted
   *[other] { $draws } times nothing fitted
}

## /stats: a player's Drehwurm line (the line Heckmeck shows steals and failed turns on)
# $failures: piles eaten; $steals: worms played out of turn; $turns: regular turns; all over every game counted
drehwurm-stats-line = Piles eaten: { $piles_eaten } · worms played out of turn: { $snaps_won } · turns: { $turns }
