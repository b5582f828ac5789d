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
