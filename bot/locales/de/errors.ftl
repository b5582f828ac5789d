## Absagen für die IllegalAction-Codes der Regelwerke: illegal-<code>.

illegal-unknown-edition = Diese Edition gibt es nicht.
illegal-variant-classic-only = Die Varianten gibt es nur in der klassischen Edition.
illegal-unknown-action = Diese Aktion ist unbekannt.
illegal-player-count = Für diese Partie braucht es { $min } bis { $max } Spieler.
illegal-game-over = Die Partie ist schon vorbei.
illegal-not-your-turn = Du bist nicht am Zug.
illegal-cannot-roll = Du kannst jetzt nicht würfeln.
illegal-nothing-to-undo = Jetzt gibt es nichts zurückzunehmen.
illegal-nothing-to-pick = Erst würfeln.
illegal-face-not-in-roll = { face-name } ist in diesem Wurf nicht dabei.
illegal-face-already-kept = { face-name } hast du in diesem Zug schon beiseitegelegt; wähle einen anderen Wert.
illegal-cannot-stop = Du kannst jetzt nicht aufhören: es gibt keine Portion, die du nehmen könntest.
illegal-take-not-offered = Die Portion { $tile } steht nicht zur Wahl.

## Drehwurm

illegal-unknown-variant = Diese Variante gibt es nicht.
illegal-no-such-seat = Dieser Spieler ist nicht in dieser Partie.
illegal-player-removed = Du wurdest aus dieser Partie genommen.
illegal-window-open = Einen Moment: auf den gerade umgedrehten Stapel darf noch jemand außer der Reihe einen Wurm legen.
illegal-no-such-pile = Diesen Stapel gibt es nicht.
illegal-card-not-in-hand = Diese Karte hast du nicht auf der Hand.
illegal-not-a-worm = Ein Huhn spielt man nicht wie einen Wurm: es kann nur einen Stapel fressen.
illegal-colour-must-differ = Der Wurm muss eine andere Farbe haben als die oberste Karte.
illegal-colour-must-match = Außer der Reihe muss der Wurm die gleiche Farbe haben wie die oberste Karte.
illegal-number-not-neighbour = Die Zahl des Wurms muss eine Nachbarzahl der obersten Karte sein.
illegal-not-a-chicken = Diese Karte ist kein Huhn.
illegal-chicken-colour = Ein Huhn frisst nur einen Stapel, dessen oberste Karte seine Farbe hat oder ein Joker ist.
illegal-play-possible = Du kannst eine Karte spielen, also darfst du nicht ziehen.
illegal-snaps-disabled = In der Einsteiger-Variante wird nicht außer der Reihe gespielt.
illegal-pile-not-open = Auf diesen Stapel darf gerade niemand außer der Reihe spielen.
illegal-snap-taken = Zu spät: jemand anderes war schneller. Du behältst deine Karte.
illegal-own-pile = Diesen Stapel hast du selbst umgedreht: nur die anderen dürfen außer der Reihe darauf spielen.
