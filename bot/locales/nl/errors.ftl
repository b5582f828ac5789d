## Weigeringen voor de IllegalAction-codes van de spelregels: illegal-<code>, met de parameters van
## de fout als placeables (zie bot/rules/).

illegal-unknown-edition = Die editie bestaat niet.
illegal-variant-classic-only = De varianten zijn er alleen voor de klassieke editie.
illegal-unknown-action = Die actie is onbekend.
illegal-player-count = Dit spel heeft { $min } tot { $max } spelers nodig.
illegal-game-over = Het spel is al afgelopen.
illegal-not-your-turn = Je bent niet aan de beurt.
illegal-cannot-roll = Je kunt nu niet gooien.
illegal-nothing-to-undo = Er valt nu niets terug te nemen.
illegal-nothing-to-pick = Gooi eerst de dobbelstenen.
illegal-face-not-in-roll = Er zit geen { face-name } in deze worp.
illegal-face-already-kept = Je hebt deze beurt al { face-name } opzij gelegd; kies iets anders.
illegal-cannot-stop = Je kunt nu niet stoppen: er is geen tegel die je kunt pakken.
illegal-take-not-offered = Tegel { $tile } kun je nu niet pakken.

## Drehwurm

illegal-unknown-variant = Die variant bestaat niet.
illegal-no-such-seat = Die speler zit niet in dit spel.
illegal-player-removed = Je bent uit dit spel gehaald.
illegal-window-open = Even wachten: de stapel die net is omgedraaid staat nog open voor een worm buiten de beurt.
illegal-no-such-pile = Die stapel bestaat niet.
illegal-card-not-in-hand = Die kaart zit niet in je hand.
illegal-not-a-worm = Een kip kun je niet als worm spelen: ze kan alleen een stapel opeten.
illegal-colour-must-differ = De worm moet een andere kleur hebben dan de bovenste kaart.
illegal-colour-must-match = Buiten de beurt moet de worm dezelfde kleur hebben als de bovenste kaart.
illegal-number-not-neighbour = Het getal van de worm moet naast het getal van de bovenste kaart liggen.
illegal-not-a-chicken = Die kaart is geen kip.
illegal-chicken-colour = Een kip eet alleen een stapel met een bovenste kaart in haar kleur, of een joker.
illegal-play-possible = Je kunt een kaart spelen, dus je mag niet trekken.
illegal-snaps-disabled = In de beginnersvariant speel je niet buiten de beurt.
illegal-pile-not-open = Die stapel staat niet open voor een worm buiten de beurt.
illegal-snap-taken = Te laat: iemand anders was sneller. Je houdt je kaart.
illegal-own-pile = Die stapel heb je zelf omgedraaid: alleen de anderen mogen er buiten de beurt op spelen.
