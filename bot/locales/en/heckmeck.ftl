## Heckmeck am Bratwurmeck and Heckmeck Junior: game words and rules.

worms = { $count ->
    [one] { $count } worm
   *[other] { $count } worms
}
tiles = { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}
dice = { $count ->
    [one] { $count } die
   *[other] { $count } dice
}
grill = grill
tile = tile
stack = stack

## Dice faces. Classic: 1–5 and the worm; Junior: five delicacies.

face-worm = worm
face-cheese = cheese
face-ketchup = ketchup
face-cucumber = cucumber
face-bun = bun
# $face: a face as the engine names it ("1".."5", "worm", "cheese", ...)
face-name = { $face ->
    [worm] { face-worm }
    [cheese] { face-cheese }
    [ketchup] { face-ketchup }
    [cucumber] { face-cucumber }
    [bun] { face-bun }
   *[other] { $face }
}


## Read the table (see read-button): a Heckmeck position in sentences. $you, $name as there

read-dice = { $count ->
    [one] { $count } die showing { face-name }
   *[other] { $count } dice showing { face-name }
}
# $tiles: how many tiles the player holds; $top: the top one; $worms: their worms
read-hm-player = { $you ->
    [yes] You have { $tiles ->
        [0] no tile
        [one] 1 tile, { $top } on top
       *[other] { $tiles } tiles, { $top } on top
    }, { $worms ->
        [one] { $worms } worm
       *[other] { $worms } worms
    }.
   *[no] { $name } has { $tiles ->
        [0] no tile
        [one] 1 tile, { $top } on top
       *[other] { $tiles } tiles, { $top } on top
    }, { $worms ->
        [one] { $worms } worm
       *[other] { $worms } worms
    }.
}
# $dice: read-dice, joined; $total: their sum
read-hm-kept = { $you ->
    [yes] You have set aside { $dice }; sum { $total }.
   *[no] { $name } has set aside { $dice }; sum { $total }.
}
read-hm-nothing-kept = { $you ->
    [yes] You have set no dice aside yet.
   *[no] { $name } has set no dice aside yet.
}
read-hm-roll = The roll shows { $dice }.
read-hm-pickable = { $you ->
    [yes] You may set aside: { $faces }.
   *[no] { $name } may set aside: { $faces }.
}
read-hm-dice-left = { $count ->
    [one] { $count } die left to roll.
   *[other] { $count } dice left to roll.
}
# $takes: read-hm-take and read-hm-steal, joined
read-hm-could-take = { $you ->
    [yes] Stopping now, you would take { $takes }.
   *[no] Stopping now, { $name } would take { $takes }.
}
read-hm-choose-take = { $you ->
    [yes] Choose a tile: { $takes }.
   *[no] { $name } chooses a tile: { $takes }.
}
read-hm-no-take = Stopping now would take no tile.
read-hm-take = { $tile } from the grill
# a steal: $name (or "you") is the player it is stolen from
read-hm-steal = { $you ->
    [yes] { $tile } from you
   *[no] { $tile } from { $name }
}
# $tiles: numbers and runs such as "21–24, 26"
read-hm-grill = The grill holds { $tiles }.
read-hm-grill-empty = The grill is empty.
read-hm-turned = Turned face-down for good: { $tiles }.

## Rules (the ephemeral answer of /heckmeck rules; each under 2000 characters)

rules-classic-title = Heckmeck — how to play
rules-classic =
    🎯 **Goal:** collect the most worms. The grill holds 16 tiles, 21 to 36, with 1 to 4 worms each (21–24: 1, 25–28: 2, 29–32: 3, 33–36: 4).

    🎲 **Your turn**
    - Roll all dice you have not set aside (8 at the start).
    - Pick a face you have not set aside yet this turn and set aside **all** dice showing it. Numbers count their value, a worm counts 5.
    - Roll again or stop. If a roll shows only faces you already set aside, the turn fails.

    🍢 **Ending your turn** needs at least one worm set aside. Then:
    - take the grill tile equal to your sum, or
    - steal the top tile of another player's stack if it equals your sum exactly, or
    - take the highest grill tile below your sum.
    If none is possible, the turn fails.

    💥 **Failed turn:** put the top tile of your stack back on the grill. Then the highest grill tile is turned face-down for good — unless the returned tile is the highest, or you had no tile to return.

    🏁 **End:** when no face-up tile is left on the grill. Most worms wins; on a tie, the highest tile decides.

    🔀 **Variants:** short game — a returned tile goes back face-down (and if it is not the highest, the highest is turned as well); free choice — take any grill tile up to your sum; harsh failure — a failed turn turns the highest tile even if you had no tile to return.
rules-junior-title = Heckmeck Junior — how to play
rules-junior =
    🎯 **Goal:** collect the most worms. The grill holds 12 tiles, 4 to 9, each twice (4–5: 1 worm, 6–7: 2 worms, 8: 3 worms, 9: 4 worms).

    🎲 **Your turn**
    - Roll all 6 dice. They show five delicacies: worm (on two sides), cheese, ketchup, cucumber and bun. Each counts 1, a bun counts 2.
    - Set aside all dice of one delicacy you have not set aside yet, then roll the rest again or stop.
    - The turn also ends when all 6 dice or all 5 delicacies are set aside, or when a roll shows only delicacies you already have.

    🍢 **Taking a tile** needs at least one worm set aside. Then:
    - take the grill tile equal to your sum, or
    - pinch it from the top of another player's pile, or
    - take the highest grill tile below your sum.
    If you get no tile, the highest grill tile is turned face-down. Nobody gives a tile back.

    🏁 **End:** when no face-up tile is left on the grill. Most worms wins; ties are shared.
