## Rifiuti per i codici IllegalAction dei motori delle regole: illegal-<code>.

illegal-unknown-edition = Questa edizione non esiste.
illegal-variant-classic-only = Le varianti sono solo per l'edizione classica.
illegal-unknown-action = Questa azione non è conosciuta.
illegal-player-count = Questo gioco richiede da { $min } a { $max } giocatori.
illegal-game-over = La partita è già finita.
illegal-not-your-turn = Non è il tuo turno.
illegal-cannot-roll = Ora non puoi tirare.
illegal-nothing-to-undo = Ora non c'è nessuna scelta da annullare.
illegal-nothing-to-pick = Prima tira i dadi.
illegal-face-not-in-roll = Non c'è { face-name } in questo tiro.
illegal-face-already-kept = Hai già messo da parte { face-name } in questo turno; scegli un'altra faccia.
illegal-cannot-stop = Ora non puoi fermarti: non c'è nessuna tessera che potresti prendere.
illegal-take-not-offered = La tessera { $tile } non è disponibile.

## Drehwurm

illegal-unknown-variant = Questa variante non esiste.
illegal-no-such-seat = Quel giocatore non è in questa partita.
illegal-player-removed = Sei stato rimosso da questa partita.
illegal-window-open = Un attimo: la pila appena girata è ancora aperta a un verme fuori turno.
illegal-no-such-pile = Questa pila non esiste.
illegal-card-not-in-hand = Quella carta non è nella tua mano.
illegal-not-a-worm = Una gallina non si gioca come un verme: può solo mangiare una pila.
illegal-colour-must-differ = Il verme deve avere un colore diverso dalla carta in cima.
illegal-colour-must-match = Fuori turno, il verme deve avere lo stesso colore della carta in cima.
illegal-number-not-neighbour = Il numero del verme deve essere vicino a quello della carta in cima.
illegal-not-a-chicken = Quella carta non è una gallina.
illegal-chicken-colour = Una gallina mangia solo una pila la cui carta in cima ha il suo colore, o un jolly.
illegal-play-possible = Puoi giocare una carta, quindi non puoi pescare.
illegal-snaps-disabled = Niente giocate fuori turno nella variante principianti.
illegal-pile-not-open = Quella pila non è aperta a un verme fuori turno.
illegal-snap-taken = Troppo tardi: qualcun altro è stato più veloce. Tieni la tua carta.
illegal-own-pile = Hai girato tu quella pila: solo gli altri possono giocarci sopra fuori turno.
